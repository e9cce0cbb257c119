import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

const shell = `<!doctype html><html><head><title>Alumni Portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/HomeScreen-1.js">
  </head><body><div id="root"><h1>Welcome</h1></div></body></html>`;

describe("scripts after the first paint (issue 12, decision 088)", () => {
  const out = scriptsAfterFirstPaint(shell, "n0nce");

  it("leaves no script or module preload in the head: only the stylesheet is fetched before the paint", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("<script");
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(out).toContain("<h1>Welcome</h1>");
  });

  it("requests the entry and every preload together from one inline script at the end of the body, with the page's nonce", () => {
    const loader = out.slice(out.lastIndexOf("<script"), out.indexOf("</body>"));
    expect(loader.startsWith('<script nonce="n0nce">')).toBe(true);
    expect(loader).toContain(
      String.raw`<link rel=\"modulepreload\" crossorigin href=\"/assets/react-1.js\"><link rel=\"modulepreload\" crossorigin href=\"/assets/HomeScreen-1.js\">`,
    );
    expect(loader).toContain('s.src="/assets/index-1.js"');
    expect(loader).toContain("requestAnimationFrame");
    expect(out.indexOf("<h1>Welcome</h1>")).toBeLessThan(out.indexOf(loader));
  });

  it("changes nothing in a page without the entry script", () => {
    const plain = "<html><head></head><body><p>x</p></body></html>";
    expect(scriptsAfterFirstPaint(plain, "n")).toBe(plain);
  });
});

import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

const shell = `<!doctype html><html><head><title>Alumni Portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/HomeScreen-1.js">
  </head><body><div id="root"><h1>Welcome</h1></div></body></html>`;

describe("scripts after the first paint (issue 12, decision 088)", () => {
  const out = scriptsAfterFirstPaint(shell);

  it("leaves no script or module preload in the head: only the stylesheet is fetched before the paint", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("<script");
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(out).toContain("<h1>Welcome</h1>");
  });

  it("names the entry and every preload in an inert data block, for one static loader at the end of the body", () => {
    const tail = out.slice(out.indexOf("<h1>Welcome</h1>"), out.indexOf("</body>"));
    const data = tail.match(/<script type="application\/json" id="page-scripts">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual({
      entry: "/assets/index-1.js",
      preloads: ["/assets/react-1.js", "/assets/HomeScreen-1.js"],
    });
    expect(tail.endsWith('<script defer src="/page-scripts.js"></script>')).toBe(true);
    // No inline script: every <script> is a data block or names its source.
    for (const tag of out.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/type="application\/json"|src=/);
  });

  it("changes nothing in a page without the entry script", () => {
    const plain = "<html><head></head><body><p>x</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

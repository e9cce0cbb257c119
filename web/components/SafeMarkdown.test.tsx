import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SafeMarkdown, safeUrl } from "./SafeMarkdown";

const html = (md: string) => renderToStaticMarkup(<SafeMarkdown size="lg">{md}</SafeMarkdown>);

describe("SafeMarkdown", () => {
  it("renders Markdown with the body's headings starting at h2", () => {
    const out = html("# One\n\n## Two\n\n- a\n- b\n\n1. x\n\n**bold** and *em*");
    expect(out).toContain("<h2>One</h2>");
    expect(out).toContain("<h3>Two</h3>");
    expect(out).toContain("<ul>");
    expect(out).toContain("<ol>");
    expect(out).toContain("<strong>bold</strong>");
    expect(html("## Only sections\n\n### Sub")).toMatch(/<h2>Only sections<\/h2>\s*<h3>Sub<\/h3>/);
  });

  it("drops raw HTML: no script, no event handler, no tag of the author's", () => {
    const out = html(
      '<script>alert(1)</script>\n\nText <b onclick="x()">bold</b>\n\n<img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/<script|onerror|onclick|<b[ >]/i);
    expect(out).toContain("Text");
  });

  it("keeps a link live only for http(s), mailto, a site path or an anchor, with rel nofollow", () => {
    const out = html(
      "[web](https://example.org) [mail](mailto:a@example.org) [here](/events) [top](#top) " +
        "[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html,x) [vb](vbscript:x) " +
        "[other host](//evil.example) [slash](/\\evil.example)",
    );
    expect(out).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">web<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(out).toContain('<a href="mailto:a@example.org" rel="noopener noreferrer nofollow">mail</a>');
    expect(out).toContain('<a href="/events" rel="noopener noreferrer nofollow">here</a>');
    expect(out).toContain('<a href="#top" rel="noopener noreferrer nofollow">top</a>');
    for (const text of ["js", "JS", "data", "vb", "other host"])
      expect(out).toContain(`<span>${text}</span>`);
    // "/\host" reaches us percent-encoded: a path on this site, not another host.
    expect(out).toContain('<a href="/%5Cevil.example" rel="noopener noreferrer nofollow">slash</a>');
    expect(out).not.toMatch(/javascript:|data:|vbscript:|\/\/evil/i);
  });

  it("shows images only from https or this site, lazily and within the column", () => {
    const out = html(
      "![ok](https://img.example.org/a.png) ![local](/uploads/a.webp) ![http](http://x.org/a.png) ![js](javascript:alert(1)) ![data](data:image/png;base64,AA)",
    );
    expect(out).toContain('src="https://img.example.org/a.png"');
    expect(out).toContain('src="/uploads/a.webp"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain("max-w-full");
    expect(out).not.toMatch(/http:\/\/x\.org|javascript:|data:/);
  });

  it("safeUrl reads a scheme the way the browser does (tabs and newlines ignored)", () => {
    expect(safeUrl("java\tscript:alert(1)", "href")).toBeUndefined();
    expect(safeUrl(" javascript:alert(1)", "href")).toBeUndefined();
    expect(safeUrl("HTTPS://example.org", "href")).toBe("HTTPS://example.org");
    expect(safeUrl("relative/path", "href")).toBeUndefined();
  });
});

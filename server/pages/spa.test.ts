import { describe, expect, it } from "vitest";
import { renderShell } from "./spa";

const template = `<html><head>
    <title>Alumni Portal</title>
    <meta
      name="description"
      content="Site-wide description."
    />
  </head><body></body></html>`;

describe("server-rendered page meta", () => {
  it("replaces title and description once, with Open Graph tags", () => {
    const html = renderShell(template, {
      siteName: "Old Boys",
      url: "http://x/alumni/1",
      title: "Rohan Mehta",
      description: "CTO at Acme",
    });
    expect(html).toContain("<title>Rohan Mehta | Old Boys</title>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="CTO at Acme">');
    expect(html).toContain('<meta property="og:title" content="Rohan Mehta | Old Boys">');
  });

  it("keeps the site-wide description by default and escapes what it inserts", () => {
    const html = renderShell(template, { siteName: 'A "quoted" <site>', url: "http://x/" });
    expect(html).toContain('<meta name="description" content="Site-wide description.">');
    expect(html).toContain("<title>A &quot;quoted&quot; &lt;site&gt;</title>");
    expect(html).not.toContain("<site>");
  });
});

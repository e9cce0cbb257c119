import { z } from "zod";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { countSitemapProfiles, SITEMAP_PAGE_SIZE, sitemapArticles, sitemapProfiles } from "./queries";

/** The public pages every sitemap names (spec §2); members' and admin pages are left out. */
export const PUBLIC_PAGE_PATHS = ["/", "/alumni", "/events", "/news", "/house-cup"] as const;

/** Pages a crawler has no business in: members' screens, the admin area, sign-in and the API. */
const DISALLOWED = ["/api/", "/admin", "/messages", "/profile", "/admin-bootstrap", "/auth"];

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The theme colour of index.html's `theme-color` (navy-900). */
export const THEME_COLOR = "#1f3159";

export function webAppManifest(siteName: string) {
  return {
    name: siteName,
    short_name: siteName.length <= 12 ? siteName : "Alumni",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/crest-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/crest-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/crest-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}

function urlSet(entries: Array<{ loc: string; lastmod?: Date }>): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `${XML_HEAD}\n<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * `/robots.txt` and the sitemaps (issue 12): `/sitemap.xml` is an index of `/sitemap-pages.xml`
 * (public pages and published articles) and `/sitemap-profiles-{n}.xml` (profiles a visitor
 * finds in the directory, 50,000 a file). Addresses are absolute, on PUBLIC_URL.
 */
export const seoRoutes: RoutesPlugin = (app, { config, db, siteSettings }) => {
  const site = config.publicUrl.replace(/\/$/, "");
  const xml = "application/xml; charset=utf-8";
  const cache = "public, max-age=3600";

  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", cache)
      .send(
        [
          "User-agent: *",
          ...DISALLOWED.map((p) => `Disallow: ${p}`),
          "",
          `Sitemap: ${site}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  // The web app manifest (installable, issue 12): the site's name as the admin set it, the
  // crest in the sizes Android and desktop Chrome ask for, and the header's navy.
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (req, reply) => {
    const { siteName } = await siteSettings.readForShell(req.log);
    return reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", cache)
      .send(webAppManifest(siteName));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) => {
    const files = Math.ceil((await countSitemapProfiles(db)) / SITEMAP_PAGE_SIZE);
    const locs = [`${site}/sitemap-pages.xml`];
    for (let n = 1; n <= files; n++) locs.push(`${site}/sitemap-profiles-${n}.xml`);
    const body = `${XML_HEAD}\n<sitemapindex ${NS}>\n${locs.map((l) => `<sitemap><loc>${escapeXml(l)}</loc></sitemap>`).join("\n")}\n</sitemapindex>\n`;
    return reply.type(xml).header("cache-control", cache).send(body);
  });

  app.get("/sitemap-pages.xml", { schema: { hide: true } }, async (_req, reply) => {
    const articles = await sitemapArticles(db);
    const entries = [
      ...PUBLIC_PAGE_PATHS.map((p) => ({ loc: `${site}${p}` })),
      ...articles.map((a) => ({ loc: `${site}/news/${a.id}`, lastmod: a.updatedAt })),
    ];
    return reply.type(xml).header("cache-control", cache).send(urlSet(entries));
  });

  app.get(
    "/sitemap-profiles-:page(^\\d+).xml",
    { schema: { hide: true, params: z.object({ page: z.coerce.number().int().min(1).max(1000) }) } },
    async (req, reply) => {
      const rows = await sitemapProfiles(db, req.params.page);
      if (rows.length === 0) throw notFound("No such sitemap");
      const entries = rows.map((r) => ({ loc: `${site}/alumni/${r.id}`, lastmod: r.updatedAt }));
      return reply.type(xml).header("cache-control", cache).send(urlSet(entries));
    },
  );
};

import { randomBytes } from "node:crypto";

/**
 * The API calls of a visitor's page render carry this header with this process's secret (issue
 * 28, decision 120, second review M6): the scraping brake does not count them, so the public
 * pages stay open to crawlers, holding only what any visitor may see; the page routes' own
 * request limits (decision 067) still count the address. A client cannot send the mark: it is
 * random per process and never leaves it. A module of its own, with no other imports, because
 * the page renderer is bundled into the render workers (decision 130).
 */
export const PAGE_RENDER_HEADER = "x-page-render";
export const PAGE_RENDER_MARK = randomBytes(24).toString("base64url");

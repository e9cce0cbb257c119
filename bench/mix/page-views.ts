/**
 * The public pages a browser lands on, each with the API calls its screen makes when reached by
 * an in-app navigation (bench/pages.ts measures them side by side; the page-view mix of
 * bench/mixed.ts sends one or the other). Read from the server's request log of each page's
 * render on 42c4bd4; keep in step with the screens (web/api/*.ts) when they change what they
 * fetch. Left out: /api/v1/me and /api/v1/settings/public (fetched once when the app starts,
 * not per screen) and /api/v1/houses (kept ten minutes in the browser, web/api/house-cup.ts).
 */
import { type Planner, pickWeighted } from "./read-mix";

export interface PublicPage {
  /** The page's name in the figures (its route, with `{id}` for a profile). */
  name: string;
  /** The page's address for the i-th request (a profile page rotates through visible profiles). */
  path(ids: string[], i: number): string;
  /** The API calls of its screen, in the order the screen makes them. */
  api(ids: string[], i: number): string[];
}

const profile = (ids: string[], i: number) => ids[i % ids.length];

export const PUBLIC_PAGES: PublicPage[] = [
  { name: "/", path: () => "/", api: () => ["/api/v1/home"] },
  {
    name: "/alumni",
    path: () => "/alumni",
    api: () => ["/api/v1/profiles/filters", "/api/v1/profiles?limit=500&page=1"],
  },
  {
    name: "/alumni/{id}",
    path: (ids, i) => `/alumni/${profile(ids, i)}`,
    api: (ids, i) => [`/api/v1/profiles/${profile(ids, i)}`],
  },
  {
    name: "/events",
    path: () => "/events",
    // A page of each tab (issue 22, decision 131): the list shown and the other tab's count.
    api: () => [
      "/api/v1/events?when=upcoming&page=1",
      "/api/v1/events?when=past&page=1",
      "/api/v1/events/locations",
    ],
  },
  { name: "/news", path: () => "/news", api: () => ["/api/v1/news?page=1"] },
  { name: "/house-cup", path: () => "/house-cup", api: () => ["/api/v1/house-cup"] },
];

/**
 * Issue 22's page-view mix, issue 10's proportions as pages: home 35 %, profile 15 %,
 * directory 8 %, events 7 %, news 6 %, House Cup 4 %, and the header search (25 %, an API
 * call from whatever screen is open). Half of the page views are landings (the page's HTML),
 * half in-app navigations (its screen's API calls, sent side by side); a quarter by members.
 */
const PAGE_VIEWS: Array<[string, number]> = [
  ["/", 35],
  ["header search", 25],
  ["/alumni/{id}", 15],
  ["/alumni", 8],
  ["/events", 7],
  ["/news", 6],
  ["/house-cup", 4],
];
const SEARCH_TERMS = ["engineer", "sharma", "infosys", "zubin", "mehta 77", "rao 1", "ceo", "kap"];

export function pageViewPlanner(ids: string[]): Planner {
  return (rnd) => {
    const name = pickWeighted(PAGE_VIEWS, rnd);
    const signedIn = rnd() < 0.25;
    if (name === "header search") {
      const term = encodeURIComponent(SEARCH_TERMS[Math.floor(rnd() * SEARCH_TERMS.length)]);
      return [{ kind: name, path: `/api/v1/profiles?search=${term}&limit=6`, signedIn }];
    }
    const page = PUBLIC_PAGES.find((p) => p.name === name) as PublicPage;
    const i = Math.floor(rnd() * ids.length);
    if (rnd() < 0.5) return [{ kind: `${name} HTML`, path: page.path(ids, i), signedIn }];
    return page.api(ids, i).map((path) => ({ kind: `${name} API`, path, signedIn }));
  };
}

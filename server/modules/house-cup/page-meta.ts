import type { PageMetaRoute } from "../../pages/page-meta";

/** Title and description of /house-cup, in the served HTML. */
export const houseCupPageMeta: PageMetaRoute[] = [
  {
    pattern: /^\/house-cup\/?$/,
    resolve: async () => ({
      title: "House Cup Standings",
      description: "The inter-house House Cup: standings, competition results and the calendar.",
    }),
  },
];

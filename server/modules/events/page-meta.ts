import type { PageMetaRoute } from "../../pages/page-meta";

/** Title and description of /events, in the served HTML. */
export const eventsPageMeta: PageMetaRoute[] = [
  {
    pattern: /^\/events\/?$/,
    resolve: async () => ({
      title: "Events",
      description: "Reunions, networking evenings, talks and sports days for the school's alumni.",
    }),
  },
];

import type { RoutesPlugin } from "../../deps";
import { registerPageMeta } from "../../web/page-meta";
import { homePage } from "./queries";

// Static titles of the public screens that have no resolver of their own.
registerPageMeta(/^\/events\/?$/, async () => ({
  title: "Events",
  description: "Reunions, networking evenings, talks and sports days for the school's alumni.",
}));

export const homeRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/home", async (req) => homePage(db, req.viewer));
};

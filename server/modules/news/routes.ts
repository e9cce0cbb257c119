import { newsListQuerySchema } from "../../../contract/news";
import type { RoutesPlugin } from "../../deps";
import { registerPageMeta } from "../../web/page-meta";
import { listPublishedNews } from "./queries";

registerPageMeta(/^\/news\/?$/, async () => ({
  title: "Latest News",
  description: "News from the school and its alumni: achievements, reunions, the House Cup and more.",
}));

export const newsRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/news", { schema: { querystring: newsListQuerySchema } }, async (req) =>
    listPublishedNews(db, req.query),
  );
};

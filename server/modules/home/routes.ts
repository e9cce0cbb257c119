import type { RoutesPlugin } from "../../deps";
import { homePage } from "./queries";

export const homeRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/home", { config: { visitorCache: true } }, async (req) => homePage(db, req.viewer));
};

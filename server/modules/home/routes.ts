import type { RoutesPlugin } from "../../deps";
import { homePage } from "./queries";

export const homeRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/home", async (req) => homePage(db, req.viewer));
};

import type { RoutesPlugin } from "../../deps";
import { homePage } from "./queries";

export const homeRoutes: RoutesPlugin = (app, { db, sharedReads }) => {
  app.get("/api/v1/home", { config: { sharedAnswers: "visitors" } }, async (req) =>
    homePage(db, req.viewer, { reads: sharedReads }),
  );
};

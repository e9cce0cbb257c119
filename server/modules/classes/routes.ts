import { classYearParams } from "../../../contract/community-groups";
import type { RoutesPlugin } from "../../deps";
import { classYearPage } from "./queries";

/** /classes/{year} (issue 15): visitors get the year's events, news and house mix; members the list too. */
export const classesRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/classes/:year", { schema: { params: classYearParams } }, async (req) =>
    classYearPage(db, req.viewer, req.params.year),
  );
};

import { classYearParams } from "../../../contract/community-groups";
import type { RoutesPlugin } from "../../deps";
import { classYearPage } from "./queries";

/** /classes/{year} (issue 15): visitors get the year's events, news and house mix; members the list too. */
export const classesRoutes: RoutesPlugin = (app, { db }) => {
  // The year's list of people is a directory read for the scraping brake (decision 120).
  app.get(
    "/api/v1/classes/:year",
    { schema: { params: classYearParams }, config: { readBrake: true } },
    async (req) => classYearPage(db, req.viewer, req.params.year),
  );
};

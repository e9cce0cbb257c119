import {
  type NotReachableList,
  type RollImportResult,
  type RollYearList,
  rollImportBodySchema,
  rollYearsQuerySchema,
} from "../../../../contract/school-roll";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { importRoll } from "./import";
import { notReachableMembers, rollYears } from "./queries";

/** The office's School roll (issue 26 item 1, decision 108): import, and the counts per year. */
export const adminRollRoutes: RoutesPlugin = (app, { db }) => {
  app.post(
    "/api/v1/admin/roll/import",
    { schema: { body: rollImportBodySchema }, bodyLimit: 6 * 1024 * 1024 },
    async (req): Promise<RollImportResult> => {
      requireAdmin(req.viewer);
      return importRoll(db, req.viewer.user.id, req.body.csv);
    },
  );

  app.get(
    "/api/v1/admin/roll/years",
    { schema: { querystring: rollYearsQuerySchema } },
    async (req): Promise<RollYearList> => {
      requireAdmin(req.viewer);
      return rollYears(db, req.query);
    },
  );

  app.get("/api/v1/admin/roll/not-reachable", async (req): Promise<NotReachableList> => {
    requireAdmin(req.viewer);
    return notReachableMembers(db);
  });
};

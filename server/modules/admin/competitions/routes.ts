import { adminCompetitionBodySchema, adminResultsBodySchema } from "../../../../contract/admin-content";
import { adminCompetitionListQuerySchema } from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminResource } from "../resource-routes";
import { idParams, requireAdmin } from "../shared";
import { getAdminCompetition, listAdminCompetitions } from "./queries";
import {
  createAdminCompetition,
  deleteAdminCompetition,
  recordResults,
  restoreAdminCompetition,
  transitionCompetition,
  updateAdminCompetition,
} from "./service";

export const adminCompetitionRoutes: RoutesPlugin = (app, { db }) => {
  registerAdminResource(app, db, "/api/v1/admin/competitions", {
    listQuery: adminCompetitionListQuerySchema,
    list: listAdminCompetitions,
    body: adminCompetitionBodySchema,
    create: createAdminCompetition,
    get: getAdminCompetition,
    update: updateAdminCompetition,
    remove: deleteAdminCompetition,
  });

  for (const verb of ["start", "complete"] as const) {
    app.post(`/api/v1/admin/competitions/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      return transitionCompetition(db, req.viewer.user.id, req.params.id, verb);
    });
  }

  app.post("/api/v1/admin/competitions/:id/restore", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return restoreAdminCompetition(db, req.viewer.user.id, req.params.id);
  });

  app.put(
    "/api/v1/admin/competitions/:id/results",
    { schema: { params: idParams, body: adminResultsBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return recordResults(db, req.viewer.user.id, req.params.id, req.body);
    },
  );
};

import { adminCompetitionBodySchema, adminResultsBodySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import {
  createAdminCompetition,
  deleteAdminCompetition,
  getAdminCompetition,
  listAdminCompetitions,
  recordResults,
  transitionCompetition,
  updateAdminCompetition,
} from "./queries";

export const adminCompetitionRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/competitions", async (req) => {
    requireAdmin(req.viewer);
    return listAdminCompetitions(db);
  });

  app.post(
    "/api/v1/admin/competitions",
    { schema: { body: adminCompetitionBodySchema } },
    async (req, reply) => {
      requireAdmin(req.viewer);
      return reply.status(201).send(await createAdminCompetition(db, req.viewer.user.id, req.body));
    },
  );

  app.get("/api/v1/admin/competitions/:id", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return getAdminCompetition(db, req.params.id);
  });

  app.put(
    "/api/v1/admin/competitions/:id",
    { schema: { params: idParams, body: adminCompetitionBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateAdminCompetition(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  for (const verb of ["start", "complete"] as const) {
    app.post(`/api/v1/admin/competitions/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      return transitionCompetition(db, req.viewer.user.id, req.params.id, verb);
    });
  }

  app.put(
    "/api/v1/admin/competitions/:id/results",
    { schema: { params: idParams, body: adminResultsBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return recordResults(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  app.delete("/api/v1/admin/competitions/:id", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await deleteAdminCompetition(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
};

import {
  adminEventBodySchema,
  adminEventListQuerySchema,
  adminModerationBodySchema,
} from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import {
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  listAdminEvents,
  moderateEvent,
  updateAdminEvent,
} from "./queries";

export const adminEventRoutes: RoutesPlugin = (app, { db, mailer }) => {
  app.get("/api/v1/admin/events", { schema: { querystring: adminEventListQuerySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return listAdminEvents(db, req.query);
  });

  app.post("/api/v1/admin/events", { schema: { body: adminEventBodySchema } }, async (req, reply) => {
    requireAdmin(req.viewer);
    return reply.status(201).send(await createAdminEvent(db, req.viewer.user.id, req.body));
  });

  app.get("/api/v1/admin/events/:id", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return getAdminEvent(db, req.params.id);
  });

  app.put(
    "/api/v1/admin/events/:id",
    { schema: { params: idParams, body: adminEventBodySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return updateAdminEvent(db, req.viewer.user.id, req.params.id, req.body);
    },
  );

  for (const [verb, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    app.post(
      `/api/v1/admin/events/:id/${verb}`,
      { schema: { params: idParams, body: adminModerationBodySchema } },
      async (req) => {
        requireAdmin(req.viewer);
        return moderateEvent(db, mailer, req.viewer.user.id, req.params.id, status, req.body.notes ?? null);
      },
    );
  }

  app.delete("/api/v1/admin/events/:id", { schema: { params: idParams } }, async (req, reply) => {
    requireAdmin(req.viewer);
    await deleteAdminEvent(db, req.viewer.user.id, req.params.id);
    return reply.status(204).send();
  });
};

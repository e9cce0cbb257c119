import { adminEventBodySchema, adminModerationBodySchema } from "../../../../contract/admin-content";
import { adminEventListQuerySchema, adminRegistrationsQuerySchema } from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { CSV_TYPE, sendPrivateDownload } from "../../../http/private-download";
import { presentEvent } from "../../../presenters/content";
import { moderateEvents } from "../../events/moderation-service";
import { registerAdminResource } from "../resource-routes";
import { idParams, requireAdmin } from "../shared";
import { exportAttendeesCsv, listRegistrations } from "./attendees";
import { getAdminEvent, listAdminEvents } from "./queries";
import { createAdminEvent, deleteAdminEvent, updateAdminEvent } from "./service";

export const adminEventRoutes: RoutesPlugin = (app, deps) => {
  const { db, mailer, config } = deps;
  registerAdminResource(app, db, "/api/v1/admin/events", {
    listQuery: adminEventListQuerySchema,
    list: listAdminEvents,
    body: adminEventBodySchema,
    create: createAdminEvent,
    get: getAdminEvent,
    update: (tx, actorId, id, body) => updateAdminEvent(tx, actorId, id, body, deps),
    remove: deleteAdminEvent,
  });

  for (const [verb, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    app.post(
      `/api/v1/admin/events/:id/${verb}`,
      { schema: { params: idParams, body: adminModerationBodySchema } },
      async (req) => {
        requireAdmin(req.viewer);
        const [row] = await moderateEvents(
          db,
          { mailer, publicUrl: config.publicUrl },
          {
            decider: "office",
            actorId: req.viewer.user.id,
            ids: [req.params.id],
            status,
            notes: req.body.notes ?? null,
          },
        );
        return presentEvent(row);
      },
    );
  }

  app.get(
    "/api/v1/admin/events/:id/registrations",
    { schema: { params: idParams, querystring: adminRegistrationsQuerySchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return listRegistrations(db, req.params.id, req.query);
    },
  );

  app.get(
    "/api/v1/admin/events/:id/registrations/export",
    { schema: { params: idParams } },
    async (req, reply) => {
      requireAdmin(req.viewer);
      const { csv, fileName } = await exportAttendeesCsv(db, req.viewer.user.id, req.params.id);
      return sendPrivateDownload(reply, { contentType: CSV_TYPE, fileName, body: csv });
    },
  );
};

import {
  adminEventBodySchema,
  adminEventListQuerySchema,
  adminModerationBodySchema,
} from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { registerAdminResource } from "../resource-routes";
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
  registerAdminResource(app, db, "/api/v1/admin/events", {
    listQuery: adminEventListQuerySchema,
    list: listAdminEvents,
    body: adminEventBodySchema,
    create: createAdminEvent,
    get: getAdminEvent,
    update: updateAdminEvent,
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
        return moderateEvent(db, mailer, req.viewer.user.id, req.params.id, status, req.body.notes ?? null);
      },
    );
  }
};

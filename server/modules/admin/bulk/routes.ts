import {
  adminBulkAlumniSchema,
  adminBulkEventsSchema,
  adminBulkNewsSchema,
} from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { moderateEvents } from "../../events/moderation-service";
import { requireAdmin } from "../shared";
import { bulkDeleteAlumni, bulkNews } from "./service";

/** Bulk actions on the selected rows of the events, news and alumni tables (issue 13 item 3). */
export const adminBulkRoutes: RoutesPlugin = (app, { db, mailer, config }) => {
  app.post("/api/v1/admin/events/bulk", { schema: { body: adminBulkEventsSchema } }, async (req) => {
    requireAdmin(req.viewer);
    const decided = await moderateEvents(
      db,
      { mailer, publicUrl: config.publicUrl },
      {
        decider: "office-bulk",
        actorId: req.viewer.user.id,
        ids: req.body.ids,
        status: req.body.action === "approve" ? "approved" : "rejected",
      },
    );
    return { changed: decided.length };
  });
  app.post("/api/v1/admin/news/bulk", { schema: { body: adminBulkNewsSchema } }, async (req) => {
    requireAdmin(req.viewer);
    return bulkNews(db, req.viewer.user.id, req.body.action, req.body.ids);
  });
  app.post("/api/v1/admin/alumni/bulk", { schema: { body: adminBulkAlumniSchema } }, async (req) => {
    requireAdmin(req.viewer);
    return bulkDeleteAlumni(db, req.viewer.user.id, req.body.ids);
  });
};

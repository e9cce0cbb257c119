import {
  adminBulkAlumniSchema,
  adminBulkEventsSchema,
  adminBulkNewsSchema,
} from "../../../../contract/admin-office";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { bulkDeleteAlumni, bulkModerateEvents, bulkNews } from "./queries";

/** Bulk actions on the selected rows of the events, news and alumni tables (issue 13 item 3). */
export const adminBulkRoutes: RoutesPlugin = (app, { db, mailer, config }) => {
  app.post("/api/v1/admin/events/bulk", { schema: { body: adminBulkEventsSchema } }, async (req) => {
    requireAdmin(req.viewer);
    return bulkModerateEvents(
      db,
      { mailer, publicUrl: config.publicUrl },
      req.viewer.user.id,
      req.body.action,
      req.body.ids,
    );
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

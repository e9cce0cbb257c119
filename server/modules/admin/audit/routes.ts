import { adminAuditQuerySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { listAudit } from "./queries";

export const adminAuditRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/audit", { schema: { querystring: adminAuditQuerySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return listAudit(db, req.query);
  });
};

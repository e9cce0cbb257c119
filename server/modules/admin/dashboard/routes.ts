import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { dashboardCounts } from "./queries";

export const adminDashboardRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/dashboard", async (req) => {
    requireAdmin(req.viewer);
    return dashboardCounts(db);
  });
};

import { adminSettingsBodySchema } from "../../../../contract/admin-content";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { getAdminSettings, saveSettings } from "./queries";

export const adminSettingsRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/settings", async (req) => {
    requireAdmin(req.viewer);
    return getAdminSettings(db);
  });

  app.put("/api/v1/admin/settings", { schema: { body: adminSettingsBodySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return saveSettings(db, req.viewer.user.id, req.body);
  });
};

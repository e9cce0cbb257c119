import { brakeSettingsSchema } from "../../../../contract/brakes";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { getBrakeSettings, listReadBrakeRefusals, saveBrakeSettings } from "./queries";

/** The spam and scraping brakes (decision 120): their limits, and whom the scraping brake refused. */
export const adminBrakeRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/settings/brakes", async (req) => {
    requireAdmin(req.viewer);
    return getBrakeSettings(db);
  });

  app.put("/api/v1/admin/settings/brakes", { schema: { body: brakeSettingsSchema } }, async (req) => {
    requireAdmin(req.viewer);
    return saveBrakeSettings(db, req.viewer.user.id, req.body);
  });

  app.get("/api/v1/admin/read-brake/refusals", async (req) => {
    requireAdmin(req.viewer);
    return { refusals: await listReadBrakeRefusals(db) };
  });
};

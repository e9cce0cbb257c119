import type { RoutesPlugin } from "../../deps";
import { getSettings } from "./queries";

export const settingsRoutes: RoutesPlugin = (app, { db }) => {
  // What every visitor's header and footer show.
  app.get("/api/v1/settings/public", async () => {
    const s = await getSettings(db);
    return { siteName: s.siteName, contactEmail: s.contactEmail };
  });
};

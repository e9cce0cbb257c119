import type { RoutesPlugin } from "../../deps";

export const settingsRoutes: RoutesPlugin = (app, { siteSettings }) => {
  // What every visitor's header and footer show, and the zone public pages write dates in (the
  // server's render and the browser's alike, so hydration changes no date); still answered while
  // the database is out of reach.
  app.get("/api/v1/settings/public", async (req) => {
    const s = await siteSettings.readForShell(req.log);
    return { siteName: s.siteName, contactEmail: s.contactEmail, timeZone: s.timeZone };
  });
};

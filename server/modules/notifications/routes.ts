import { memberTimeZoneSchema, notificationPreferencesSchema } from "../../../contract/notifications";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { getMemberTimeZone, getPreferences, saveMemberTimeZone, savePreferences } from "./preferences";

/** My Profile, Notifications: a member reads and sets how each kind reaches them. */
export const notificationRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/me/notifications", async (req) => {
    authorize(req.viewer, { kind: "member" });
    return getPreferences(db, req.viewer.user.id);
  });

  app.put("/api/v1/me/notifications", { schema: { body: notificationPreferencesSchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    return savePreferences(db, req.viewer.user.id, req.body);
  });

  // The member's zone (issue 11, item 7): My Profile, Notifications sets it from the browser.
  app.get("/api/v1/me/time-zone", async (req) => {
    authorize(req.viewer, { kind: "member" });
    return { time_zone: await getMemberTimeZone(db, req.viewer.user.id) };
  });

  app.put("/api/v1/me/time-zone", { schema: { body: memberTimeZoneSchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    await saveMemberTimeZone(db, req.viewer.user.id, req.body.time_zone);
    return { time_zone: req.body.time_zone };
  });
};

import { notificationPreferencesSchema } from "../../../contract/notifications";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { getPreferences, savePreferences } from "./preferences";

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
};

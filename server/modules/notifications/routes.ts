import type { FastifyRequest } from "fastify";
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
} from "../../../contract/notification-centre";
import { memberTimeZoneSchema, notificationPreferencesSchema } from "../../../contract/notifications";
import { resolveViewer } from "../../auth/viewer";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { listNotifications, markNotificationsRead } from "./centre-queries";
import { getMemberTimeZone, getPreferences, saveMemberTimeZone, savePreferences } from "./preferences";

/**
 * My Profile, Notifications: a member reads and sets how each kind reaches them.
 * The notification centre (the header's bell): the member's own items, and marking them read.
 */
export const notificationRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  // A visitor is told to sign in (401) before anything they sent is looked at.
  const membersOnly = async (req: FastifyRequest) => {
    req.viewer = await resolveViewer(req, deps);
    authorize(req.viewer, { kind: "member" });
  };

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
  app.get(
    "/api/v1/notifications",
    { schema: { querystring: notificationListQuerySchema }, preValidation: membersOnly },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      return listNotifications(db, req.viewer.user.id, req.query);
    },
  );

  app.post(
    "/api/v1/notifications/read",
    { schema: { body: markNotificationsReadSchema }, preValidation: membersOnly },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      return markNotificationsRead(db, req.viewer.user.id, req.body);
    },
  );
};

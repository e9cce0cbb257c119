import multipart from "@fastify/multipart";
import { LIMITS } from "../../../contract/constants";
import { profileUpdateSchema } from "../../../contract/profile";
import { PROFILE_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { processAvatar } from "./avatar";
import { getOwnProfile, getOwnProfileRow, setAvatarUrl, updateOwnProfile } from "./queries";
import { readUploadedFile } from "./upload";

const UPLOAD_LIMIT = { max: 20, timeWindow: "1 minute" };

/** My Profile (spec §2): read and update one's own row, and upload an avatar. */
export const myProfileRoutes: RoutesPlugin = async (app, deps) => {
  const { db, storage } = deps;
  // Files up to (but not including) 4 MB; a bigger one is cut off and refused as 'File too large'.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.avatarMaxBytes - 1, files: 1, fields: 5, parts: 6 },
  });

  app.get("/api/v1/profile", async (req) => {
    authorize(req.viewer, { kind: "member" });
    return getOwnProfile(db, req.viewer.user.id);
  });

  app.patch("/api/v1/profile", { schema: { body: profileUpdateSchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    const row = await getOwnProfileRow(db, req.viewer.user.id);
    authorize(req.viewer, { kind: "profile.update", ownerUserId: row.userId });
    return updateOwnProfile(db, req.viewer.user.id, req.body);
  });

  app.post("/api/v1/profile/avatar", { config: { rateLimit: UPLOAD_LIMIT } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    const userId = req.viewer.user.id;
    const row = await getOwnProfileRow(db, userId);
    authorize(req.viewer, { kind: "profile.update", ownerUserId: row.userId });
    const input = await readUploadedFile(req);
    const webp = await processAvatar(input);
    const url = await storage.put(`avatars/${userId}/${Date.now()}.webp`, webp, "image/webp");
    try {
      const { previous, profile } = await setAvatarUrl(db, userId, url);
      if (previous && previous !== url) {
        // The new picture is saved; an old file left behind is only wasted space: logged, not an error.
        await storage
          .removeByUrl(previous)
          .catch((err: unknown) => req.log.warn({ err }, "old avatar not removed"));
      }
      return { avatar_url: url, profile, message: PROFILE_MESSAGES.pictureUpdated };
    } catch (err) {
      await storage
        .removeByUrl(url)
        .catch((cleanup: unknown) => req.log.warn({ err: cleanup }, "unused avatar not removed"));
      throw err;
    }
  });
};

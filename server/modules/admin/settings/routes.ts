import { eq } from "drizzle-orm";
import { type AdminSettings, adminSettingsBodySchema } from "../../../../contract/admin-content";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import type { RoutesPlugin } from "../../../deps";
import { getSettings } from "../../settings/queries";
import { requireAdmin } from "../shared";

const toDto = (s: { siteName: string; contactEmail: string; maxUploadMb: number }): AdminSettings => ({
  site_name: s.siteName,
  contact_email: s.contactEmail,
  max_upload_mb: s.maxUploadMb,
});

/** Saves the settings singleton (id 1), creating it if the database has none yet. */
export async function saveSettings(db: Db, actorId: string, body: AdminSettings): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    const values = {
      siteName: body.site_name,
      contactEmail: body.contact_email,
      maxUploadMb: body.max_upload_mb,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(settings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: settings.id, set: values })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "settings.update",
      targetType: "settings",
      targetId: "1",
      before: before ? toDto(before) : null,
      after: toDto(after),
    });
    return toDto(after);
  });
}

export const adminSettingsRoutes: RoutesPlugin = (app, { db }) => {
  app.get("/api/v1/admin/settings", async (req) => {
    requireAdmin(req.viewer);
    return toDto(await getSettings(db));
  });

  app.put("/api/v1/admin/settings", { schema: { body: adminSettingsBodySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return saveSettings(db, req.viewer.user.id, req.body);
  });
};

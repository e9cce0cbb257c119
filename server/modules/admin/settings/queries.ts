import { eq } from "drizzle-orm";
import type { AdminSettings, AdminSettingsBody } from "../../../../contract/admin-content";
import type { AdmissionMode } from "../../../../contract/admission";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import { admissionMode } from "../../admission/admit";
import { getSettings, type SiteSettings } from "../../settings/queries";

const toDto = (s: SiteSettings & { admissionMode: string }): AdminSettings => ({
  site_name: s.siteName,
  contact_email: s.contactEmail,
  max_upload_mb: s.maxUploadMb,
  admission_mode: s.admissionMode as AdmissionMode,
  time_zone: s.timeZone,
});

/** The site settings as the admin form edits them, with how sign-ups are admitted (decision 118). */
export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  return toDto({ ...(await getSettings(db)), admissionMode: await admissionMode(db) });
}

/** Saves the settings singleton (id 1), creating it if the database has none yet. */
export async function saveSettings(db: Db, actorId: string, body: AdminSettingsBody): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    const values = {
      siteName: body.site_name,
      contactEmail: body.contact_email,
      maxUploadMb: body.max_upload_mb,
      admissionMode: body.admission_mode ?? before?.admissionMode ?? "open",
      // Left out (a client before issue 29), the zone stays as it is. Every server hears the
      // change through the settings table's NOTIFY, which empties its kept answers and pages.
      ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
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

import { eq } from "drizzle-orm";
import type { AdminSettings, AdminSettingsBody } from "../../../../contract/admin-content";
import type { AdmissionMode } from "../../../../contract/admission";
import { SETTINGS_DEFAULTS } from "../../../../contract/constants";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import type { SiteSettings } from "../../settings/queries";
import { writeSettingsRow } from "../../settings/write";

const toDto = (s: SiteSettings & { admissionMode: string }): AdminSettings => ({
  site_name: s.siteName,
  contact_email: s.contactEmail,
  max_upload_mb: s.maxUploadMb,
  admission_mode: s.admissionMode as AdmissionMode,
  time_zone: s.timeZone,
});

/** The site settings as the admin form edits them, with how sign-ups are admitted (decision 118): one read of the row. */
export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  return toDto(row ?? { ...SETTINGS_DEFAULTS, admissionMode: "open" });
}

/** Saves the settings singleton (id 1), creating it if the database has none yet. */
export function saveSettings(db: Db, actorId: string, body: AdminSettingsBody): Promise<AdminSettings> {
  return writeSettingsRow(db, {
    actorId,
    action: "settings.update",
    values: (before) => ({
      siteName: body.site_name,
      contactEmail: body.contact_email,
      maxUploadMb: body.max_upload_mb,
      admissionMode: body.admission_mode ?? before?.admissionMode ?? "open",
      // Left out (a client before issue 29), the zone stays as it is.
      ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
    }),
    dto: toDto,
    absent: null,
  });
}

import { eq } from "drizzle-orm";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

export interface SiteSettings {
  siteName: string;
  contactEmail: string;
  maxUploadMb: number;
  /** The school's time zone (issue 29): an IANA name. */
  timeZone: string;
}

export async function getSettings(db: Pick<Db, "select">): Promise<SiteSettings> {
  const rows = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  const row = rows[0];
  return row
    ? {
        siteName: row.siteName,
        contactEmail: row.contactEmail,
        maxUploadMb: row.maxUploadMb,
        timeZone: row.timeZone,
      }
    : { ...SETTINGS_DEFAULTS };
}

/** The school's time zone (issue 29, decision 122): what dates are written in where no other zone applies. */
export async function schoolTimeZone(db: Pick<Db, "select">): Promise<string> {
  const [row] = await db
    .select({ timeZone: settings.timeZone })
    .from(settings)
    .where(eq(settings.id, 1))
    .limit(1);
  return row?.timeZone ?? SETTINGS_DEFAULTS.timeZone;
}

import { eq } from "drizzle-orm";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

export interface SiteSettings {
  siteName: string;
  contactEmail: string;
  maxUploadMb: number;
}

export async function getSettings(db: Pick<Db, "select">): Promise<SiteSettings> {
  const rows = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  const row = rows[0];
  return row
    ? { siteName: row.siteName, contactEmail: row.contactEmail, maxUploadMb: row.maxUploadMb }
    : { ...SETTINGS_DEFAULTS };
}

import type { FastifyBaseLogger } from "fastify";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import { type SharedReads, sharedRead } from "../../cache/shared-reads";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { getSettings, type SiteSettings } from "./queries";

/**
 * The site settings every page and its header read (a visitor's page read them twice per render:
 * the page's meta and /api/v1/settings/public): kept like any shared read until the settings
 * change (decision 134).
 */
const siteSettingsRead = sharedRead("site-settings", (db) => getSettings(db));

export interface SettingsReader {
  /**
   * The site settings for the app shell and every page's header: as kept until the settings
   * change (a shared read), or, while the database is out of reach, the last ones read (the
   * defaults if none yet), so the page still arrives and shows its own error state instead of a
   * blank JSON answer.
   */
  readForShell(log: FastifyBaseLogger): Promise<SiteSettings>;
}

export function createSettingsReader(sharedReads: SharedReads): SettingsReader {
  let lastKnown: SiteSettings | null = null;
  return {
    async readForShell(log) {
      try {
        lastKnown = await sharedReads.read(siteSettingsRead);
        return lastKnown;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        log.warn({ err }, "database unavailable: site settings served from the last read");
        return lastKnown ?? { ...SETTINGS_DEFAULTS };
      }
    },
  };
}

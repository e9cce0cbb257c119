import type { FastifyBaseLogger } from "fastify";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import type { Db } from "../../db/client";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { getSettings, type SiteSettings } from "./queries";

export interface SettingsReader {
  /**
   * The site settings for the app shell and every page's header: read fresh, or, while the
   * database is out of reach, the last ones read (the defaults if none yet), so the page still
   * arrives and shows its own error state instead of a blank JSON answer.
   */
  readForShell(log: FastifyBaseLogger): Promise<SiteSettings>;
}

export function createSettingsReader(db: Db): SettingsReader {
  let lastKnown: SiteSettings | null = null;
  return {
    async readForShell(log) {
      try {
        lastKnown = await getSettings(db);
        return lastKnown;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        log.warn({ err }, "database unavailable: site settings served from the last read");
        return lastKnown ?? { ...SETTINGS_DEFAULTS };
      }
    },
  };
}

import type { FastifyRequest } from "fastify";
import { LIMITS } from "../../../contract/constants";
import {
  type ProfileFilterOptions,
  type ProfileListQuery,
  type ProfileListResponse,
  profileIdParamsSchema,
  profileListQuerySchema,
  UUID_PATTERN,
} from "../../../contract/profiles";
import { GENERIC_MESSAGES, SCREEN_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { notFound, unauthenticated } from "../../errors";
import { canFilterByIndustry } from "../../policies";
import { presentProfileForViewer, presentProfilePage } from "../../presenters/profile";
import { marksById, profileMarks } from "../../presenters/profile-marks";
import { directoryPage } from "./directory-page";
import { listProfilesShared, profileById, profileFilterOptionsShared } from "./shared-lists";

// Header search fires as people type; generous for a person, a wall for a scraper.
const SEARCH_LIMIT = { max: 120, timeWindow: "1 minute" };

/**
 * What one list read costs the scraping brake (decision 120, second review M5): a directory page
 * or a header search is one read; a list without `page` (up to 1000 rows, which no screen asks
 * for) counts one read per directory page's worth of rows it may hold.
 */
function listReads(req: FastifyRequest): number {
  // The brake runs after validation: the query is the schema's, its default limit applied.
  const { page, limit } = req.query as ProfileListQuery;
  return page !== undefined ? 1 : Math.ceil(limit / LIMITS.directoryPageSize);
}

export const profileRoutes: RoutesPlugin = (app, { db, sharedReads }) => {
  app.get(
    "/api/v1/profiles",
    {
      schema: { querystring: profileListQuerySchema },
      config: { rateLimit: SEARCH_LIMIT, sharedAnswers: "visitors", readBrake: listReads },
    },
    async (req): Promise<ProfileListResponse> => {
      if (req.query.industry && !canFilterByIndustry(req.viewer)) {
        throw unauthenticated(GENERIC_MESSAGES.signInRequired);
      }
      // The page is cut from the list, never part of its shared key: every page reads one list.
      const { page, ...list } = req.query;
      const rows = await listProfilesShared(db, sharedReads, req.viewer, list);
      if (page !== undefined) return directoryPage(rows, req.viewer, page);
      return {
        profiles: rows.map((row) => presentProfileForViewer(row, req.viewer)),
        marks: marksById(rows),
      };
    },
  );

  app.get(
    "/api/v1/profiles/filters",
    { config: { sharedAnswers: "visitors" } },
    async (req): Promise<ProfileFilterOptions> => profileFilterOptionsShared(db, sharedReads, req.viewer),
  );

  app.get(
    "/api/v1/profiles/:id",
    { schema: { params: profileIdParamsSchema }, config: { sharedAnswers: "visitors", readBrake: true } },
    async (req) => {
      const { id } = req.params;
      // The row is the same whoever asks (the presenter applies their rules): shared until a write.
      const row = UUID_PATTERN.test(id) ? await sharedReads.read(profileById, id) : null;
      const page = row ? presentProfilePage(row, req.viewer) : null;
      if (!page) throw notFound(SCREEN_MESSAGES.profileNotFound);
      // The office's marks (decisions 109, 118), beside the fields, to everyone who may see the page.
      const marks = row ? profileMarks(row) : null;
      return {
        profile: page,
        in_memoriam: marks?.in_memoriam ?? null,
        verified_alumnus: marks?.verified_alumnus === true,
      };
    },
  );
};

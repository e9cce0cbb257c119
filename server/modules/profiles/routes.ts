import {
  type ProfileFilterOptions,
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
import { profileFilterOptions } from "./queries";
import { listProfilesShared, profileById } from "./shared-lists";

// Header search fires as people type; generous for a person, a wall for a scraper.
const SEARCH_LIMIT = { max: 120, timeWindow: "1 minute" };

export const profileRoutes: RoutesPlugin = (app, { db, sharedReads }) => {
  app.get(
    "/api/v1/profiles",
    {
      schema: { querystring: profileListQuerySchema },
      config: { rateLimit: SEARCH_LIMIT, sharedAnswers: "visitors", readBrake: true },
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
    async (req): Promise<ProfileFilterOptions> =>
      profileFilterOptions(db, req.viewer, canFilterByIndustry(req.viewer)),
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

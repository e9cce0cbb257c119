import { LIMITS } from "../../../contract/constants";
import type { ProfileDto } from "../../../contract/dto";
import type { ProfileListResponse } from "../../../contract/profiles";
import type { Viewer } from "../../auth/viewer";
import { presentProfileForViewer } from "../../presenters/profile";
import { marksById } from "../../presenters/profile-marks";
import type { ProfileRow } from "./queries";

/**
 * One page of the directory (issue 22, decision 100): the list is still the first `limit`
 * matches in name order (spec §2's 500, read by the same shared statement as before), but only
 * LIMITS.directoryPageSize cards of it leave, with the counts of the whole list. The counts are
 * taken from what this viewer is shown of each row (the presenter's cut), so a withheld company
 * or place is never counted.
 */
export function directoryPage(
  rows: readonly ProfileRow[],
  viewer: Viewer | null,
  page: number,
): Required<ProfileListResponse> {
  const shown: ProfileDto[] = rows.map((row) => presentProfileForViewer(row, viewer));
  const start = (page - 1) * LIMITS.directoryPageSize;
  return {
    profiles: shown.slice(start, start + LIMITS.directoryPageSize),
    marks: marksById(rows.slice(start, start + LIMITS.directoryPageSize)),
    found: {
      alumni: shown.length,
      locations: distinctCount(shown.map((p) => p.location)),
      companies: distinctCount(shown.map((p) => p.company)),
      page,
      pages: Math.max(1, Math.ceil(shown.length / LIMITS.directoryPageSize)),
    },
  };
}

const distinctCount = (values: Array<string | null | undefined>) => new Set(values.filter(Boolean)).size;

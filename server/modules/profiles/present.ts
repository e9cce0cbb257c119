import type { ProfileDto } from "../../../contract/dto";
import type { Viewer } from "../../auth/viewer";
import { canSeeProfile, PROFILE_PAGE_FIELDS, profileAudience } from "../../policies";
import { presentProfile, privacyOf } from "../../presenters/profile";
import type { ProfileRow } from "./queries";

/** A list row as this viewer may see it (each row has its own audience: the owner sees all of theirs). */
export function presentProfileForViewer(row: ProfileRow, viewer: Viewer | null): ProfileDto {
  return presentProfile(row, profileAudience(viewer, row.userId));
}

/**
 * The /alumni/{id} page: the spec §7 page fields, cut to what this viewer may see; null when
 * the viewer may not see the profile at all (left the directory), so it answers 'not found'.
 */
export function presentProfilePage(row: ProfileRow, viewer: Viewer | null): ProfileDto | null {
  const audience = profileAudience(viewer, row.userId);
  if (!canSeeProfile(audience, privacyOf(row))) return null;
  const full = presentProfile(row, audience) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_PAGE_FIELDS) if (key in full) out[key] = full[key];
  // The page's Connect needs these when the viewer is signed in and may see them.
  for (const key of ["user_id", "accepts_messages"] as const) if (key in full) out[key] = full[key];
  return out as ProfileDto;
}

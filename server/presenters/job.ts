import type { JobDto } from "../../contract/community-groups";
import type { jobs } from "../db/schema";

/** A job row → the API object. `posterVisible`/`posterMessages` come from the list query's privacy columns. */
export function presentJob(
  row: typeof jobs.$inferSelect,
  extra: {
    viewerId: string;
    posterName: string | null;
    posterProfileId: string | null;
    posterVisible: boolean;
    posterTakesMessages: boolean;
    reportCount: number | null;
    interestCount: number | null;
    interested: boolean;
  },
): JobDto {
  const mine = row.posterId === extra.viewerId;
  const showPoster =
    (mine || extra.posterVisible) && extra.posterName !== null && extra.posterProfileId !== null;
  return {
    id: row.id,
    kind: row.kind as JobDto["kind"],
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    apply_url: row.applyUrl,
    message_user_id: row.messageMe && extra.posterTakesMessages && !mine ? row.posterId : null,
    description: row.description,
    closes_on: row.closesOn,
    status: row.status as JobDto["status"],
    poster: showPoster
      ? { display_name: extra.posterName as string, profile_id: extra.posterProfileId as string }
      : null,
    is_mine: mine,
    report_count: extra.reportCount,
    removed_reason: mine || extra.reportCount !== null ? row.removedReason : null,
    created_at: row.createdAt.toISOString(),
    interest_count: mine ? extra.interestCount : null,
    interested: extra.interested,
  };
}

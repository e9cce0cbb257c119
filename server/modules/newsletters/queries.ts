import { type SQL, sql } from "drizzle-orm";
import type {
  NewsletterArchiveIssueResponse,
  NewsletterArchiveItem,
} from "../../../contract/newsletter-archive";
import { type Db, queryRows } from "../../db/client";
import { memberInAudienceSql } from "../admin/newsletter/audience";

/** Issues the archive lists at most (newest first). */
const ARCHIVE_LIMIT = 100;

/**
 * Which sent issues a viewer may read (decision 113): one sent to all subscribers, anyone; one
 * sent to a narrowed audience, only a signed-in member who is in it by the send's own rule
 * (`memberInAudienceSql`, read against the issue's stored audience) — a hidden profile included,
 * a visitor never. Scheduled and cancelled issues are nobody's to read here.
 */
function readableBySql(viewerId: string | null): SQL {
  const inAudience = viewerId
    ? sql`EXISTS (SELECT 1 FROM "user" u JOIN profiles p ON p.user_id = u.id
        WHERE u.id = ${viewerId} AND ${memberInAudienceSql(sql`i.audience`)})`
    : sql`false`;
  return sql`i.state = 'sent' AND (NOT i.members_only OR ${inAudience})`;
}

const ITEM_COLUMNS = sql`i.id, i.subject, i.members_only,
  to_char(i.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at`;

/** GET /api/v1/newsletters: the issues this viewer may read, newest first. */
export async function listArchive(db: Db, viewerId: string | null): Promise<NewsletterArchiveItem[]> {
  return queryRows<NewsletterArchiveItem>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM newsletter_issues i WHERE ${readableBySql(viewerId)}
      ORDER BY i.sent_at DESC, i.id LIMIT ${ARCHIVE_LIMIT}`,
  );
}

/** One issue, or null when it does not exist or this viewer may not read it (the same 404). */
export async function findArchivedIssue(
  db: Db,
  viewerId: string | null,
  id: string,
): Promise<NewsletterArchiveIssueResponse["issue"] | null> {
  const [row] = await queryRows<NewsletterArchiveIssueResponse["issue"]>(
    db,
    sql`SELECT ${ITEM_COLUMNS}, i.body FROM newsletter_issues i
      WHERE i.id = ${id}::uuid AND ${readableBySql(viewerId)}`,
  );
  return row ?? null;
}

import { type SQL, sql } from "drizzle-orm";
import { BRAKE_TEXT } from "../../../contract/ui-text";

/**
 * A stranger's links stay inert until the recipient replies (issue 28 item 4, decision 120): the
 * chat shows them as plain text, and a mail that quotes the message leaves them out, because mail
 * programs make any address they find clickable (second review, M3).
 */

/**
 * SQL: the recipient of the message in `alias` (`messages` by default) has never written to its
 * sender. Through the pair index (decision 045).
 */
export function linksInertSql(alias = "messages"): SQL<boolean> {
  const m = sql.raw(`"${alias}"`);
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM messages reply WHERE least(reply.sender_id, reply.recipient_id) = least(${m}.sender_id, ${m}.recipient_id) AND greatest(reply.sender_id, reply.recipient_id) = greatest(${m}.sender_id, ${m}.recipient_id) AND reply.sender_id = ${m}.recipient_id)`;
}

/**
 * What a mail program would make a link: an address with a scheme, one starting with "www.", or a
 * bare host name ("example.com/offer"). Wider than the chat's own pattern on purpose.
 */
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:[/?#]\S*)?/gi;

/** The text with everything a mail program could make clickable replaced by a plain notice. */
export function withoutWebAddresses(text: string): string {
  return text.replace(LINK_LIKE, BRAKE_TEXT.linkWithheld);
}

/** A message as a mail quotes it: its first 200 characters, a stranger's links left out. */
export function mailQuote(content: string, linksInert: boolean): string {
  const text = linksInert ? withoutWebAddresses(content) : content;
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

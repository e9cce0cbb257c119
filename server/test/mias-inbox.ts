// Mia's inbox for the message paging tests (server/modules/messages/paging.test.ts): messages
// written straight into the table at chosen times, and the inbox they should make.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { messages } from "../db/schema";
import { createMember, type Member, type TestContext } from "./harness";

/** A message as the test expects to read it back. */
export interface WrittenMessage {
  id: string;
  from: string;
  to: string;
  at: string;
  read: boolean;
  content: string;
}

const BASE = Date.parse("2026-03-01T10:00:00.000Z");
/** A time to the microsecond (as PostgreSQL keeps it), written out so that strings sort as times. */
export const at = (minutes: number, micro = 0) =>
  `${new Date(BASE + minutes * 60_000).toISOString().slice(0, 19)}.${String(micro).padStart(6, "0")}Z`;
/** The same instant as the API writes it (milliseconds). */
export const apiTime = (time: string) => `${time.slice(0, 23)}Z`;

/** Writes a message straight into the table at `when`, and records it in `written`. */
export async function writeMessage(
  ctx: TestContext,
  written: WrittenMessage[],
  from: Member,
  to: Member,
  when: string,
  read = false,
) {
  const id = randomUUID();
  const content = `from ${from.userId.slice(0, 4)} at ${when} ${id.slice(0, 4)}`;
  await ctx.database.db.insert(messages).values({
    id,
    senderId: from.userId,
    recipientId: to.userId,
    content,
    threadId: randomUUID(),
    isRead: read,
    createdAt: sql`${when}::timestamptz`,
  });
  written.push({ id, from: from.userId, to: to.userId, at: when, read, content });
  return id;
}

/** What the inbox should say for `me`, computed from what was `written`. */
export function inboxFrom(written: WrittenMessage[], me: string) {
  const byOther = new Map<string, { last: WrittenMessage; unread: number }>();
  const newer = (a: WrittenMessage, b: WrittenMessage) => (a.at !== b.at ? a.at > b.at : a.id > b.id);
  for (const m of written) {
    if (m.from !== me && m.to !== me) continue;
    const other = m.from === me ? m.to : m.from;
    const entry = byOther.get(other) ?? { last: m, unread: 0 };
    if (newer(m, entry.last)) entry.last = m;
    if (m.to === me && !m.read) entry.unread += 1;
    byOther.set(other, entry);
  }
  return [...byOther.entries()]
    .map(([other, e]) => ({ other, ...e }))
    .sort((a, b) => (newer(a.last, b.last) ? -1 : 1));
}

/**
 * Mia and six others in the test app, whose conversations with her cover the paging cases: a
 * long one, ties on the instant, one-sided, old and read, microseconds apart; and one
 * conversation that is not hers. Every message written is recorded in `written`.
 */
export async function createMiasInbox(ctx: TestContext, written: WrittenMessage[]) {
  const write = (from: Member, to: Member, when: string, read = false) =>
    writeMessage(ctx, written, from, to, when, read);
  const mia = await createMember(ctx, { displayName: "Mia Paged" });
  const others: Member[] = [];
  for (const name of ["Ola One", "Tia Two", "Tom Three", "Fay Four", "Viv Five", "Sid Six"])
    others.push(await createMember(ctx, { displayName: name }));
  const [ola, tia, tom, fay, viv, sid] = others;
  // Ola: a long conversation, the newest overall.
  for (let i = 0; i < 9; i++) await write(i % 2 ? mia : ola, i % 2 ? ola : mia, at(100 + i), i < 4);
  // Tia and Tom: their last messages share one instant (the id decides).
  await write(tia, mia, at(50));
  await write(mia, tia, at(60, 123));
  await write(tom, mia, at(60, 123));
  await write(tom, mia, at(40));
  // Fay: only Mia wrote. Viv: an old, read conversation. Sid: microseconds apart.
  await write(mia, fay, at(30));
  await write(viv, mia, at(10), true);
  await write(sid, mia, at(20, 1));
  await write(sid, mia, at(20, 2));
  // Not Mia's: never in her inbox.
  await write(tia, tom, at(500));
  return { mia, others };
}

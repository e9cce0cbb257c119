import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog, notificationItems, profiles } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { createMember, type Member } from "../../test/harness";
import { setNotificationPrefs } from "../../test/notification-prefs";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

const setPrefs = (m: Member, prefs: Record<string, string>) => setNotificationPrefs(t.ctx, m, prefs);
const hide = (m: Member, flag: string) =>
  t.ctx.database.db
    .update(profiles)
    .set({ privacySettings: sql`${profiles.privacySettings} || ${JSON.stringify({ [flag]: false })}::jsonb` })
    .where(eq(profiles.userId, m.userId));
const itemsOf = (m: Member) =>
  t.ctx.database.db
    .select({ title: notificationItems.title, body: notificationItems.body, path: notificationItems.path })
    .from(notificationItems)
    .where(and(eq(notificationItems.userId, m.userId), eq(notificationItems.kind, "new_alumni")));
const mailsTo = (m: Member) =>
  t.ctx.database.db
    .select({ subject: mailLog.subject, text: mailLog.textBody })
    .from(mailLog)
    .where(and(eq(mailLog.toAddress, m.email), like(mailLog.dedupeKey, "new-alumni:%")));

describe("new alumni from my house or class year", () => {
  it("tells each member once: a bell item unless 'Never', a mail only for 'Immediately'; a hidden year or profile is never told", async () => {
    const alice = await createMember(t.ctx, {
      displayName: "Alice Old",
      house: "Tata",
      graduationYear: 2001,
    });
    const bob = await createMember(t.ctx, { displayName: "Bob Old", house: "Jaipur", graduationYear: 2002 });
    const nina = await createMember(t.ctx, {
      displayName: "Nina Old",
      house: "Oberoi",
      graduationYear: 2003,
    });
    await setPrefs(alice, { new_alumni: "immediately" });
    await setPrefs(bob, { new_alumni: "weekly" });
    await setPrefs(nina, { new_alumni: "never" });

    const tata = await createMember(t.ctx, { displayName: "Tara Tata", house: "Tata", graduationYear: 2009 });
    // Shares only Bob's year, which she hides: Bob must not learn it from a notice.
    const hiddenYear = await createMember(t.ctx, {
      displayName: "Hema Hidden",
      house: "Kashmir",
      graduationYear: 2002,
    });
    await hide(hiddenYear, "show_graduation_year");
    // Out of the directory: announced to nobody, though Bob shares her house.
    const hiddenProfile = await createMember(t.ctx, {
      displayName: "Ira Away",
      house: "Jaipur",
      graduationYear: 2020,
    });
    await hide(hiddenProfile, "show_in_directory");
    const jaipur = await createMember(t.ctx, {
      displayName: "Jai Pur",
      house: "Jaipur",
      graduationYear: 2015,
    });
    await createMember(t.ctx, { displayName: "Omar Oberoi", house: "Oberoi", graduationYear: 2011 });

    await t.ctx.deps.notifications.announceNewAlumni();
    await t.ctx.deps.notifications.announceNewAlumni(); // a second tick (or server) adds nothing

    expect(await itemsOf(alice)).toEqual([
      { title: "Tara Tata joined the portal", body: "Tata house", path: `/alumni/${tata.profileId}` },
    ]);
    const aliceMails = await mailsTo(alice);
    expect(aliceMails).toHaveLength(1);
    expect(aliceMails[0]?.text).toContain("Tara Tata (Tata house) joined the alumni portal.");
    expect(await itemsOf(bob)).toEqual([
      { title: "Jai Pur joined the portal", body: "Jaipur house", path: `/alumni/${jaipur.profileId}` },
    ]);
    expect(await mailsTo(bob)).toEqual([]);
    expect(await itemsOf(nina)).toEqual([]);
    expect(await mailsTo(nina)).toEqual([]);
    // The newcomers of one house are told of each other, but never of a hidden profile.
    expect((await itemsOf(jaipur)).map((i) => i.title)).not.toContain("Ira Away joined the portal");
  });
});

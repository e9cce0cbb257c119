// The admin authorization test's requests for the office's screens: settings, mail, newsletter,
// reports, the roll, In memoriam, sign-ups and suspensions (server/modules/admin/authorization.test.ts).
import { eq } from "drizzle-orm";
import {
  classRepresentatives,
  memberSuspensions,
  messages,
  newsletterIssues,
  profiles,
  reports,
  user,
} from "../db/schema";
import { deathNotices } from "../db/tables/memoriam";
import { ALUMNI_CUP_DEFAULTS } from "../modules/house-cup/alumni-cup-rules";
import { insertProfile } from "./admin-fixtures";
import type { AdminRequestMembers, AdminRequests } from "./admin-requests";
import { call, createMember } from "./harness";

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

export function adminOfficeRequests({ ctx, admin, member, moderator }: AdminRequestMembers): AdminRequests {
  const newsletterBody = { subject: "Autumn letter", body: "News from the school this term." };
  /** A newsletter scheduled a day ahead by the admin (edited or cancelled by the request). */
  const scheduleNewsletter = async (): Promise<string> => {
    const res = await call(
      ctx,
      "POST",
      "/api/v1/admin/newsletter",
      { ...newsletterBody, scheduled_for: inADay() },
      admin.cookie,
    );
    return res.body.id;
  };
  const pendingNewsletter = async (): Promise<string> => {
    const [row] = await ctx.database.db
      .insert(newsletterIssues)
      .values({
        ...newsletterBody,
        createdBy: member.userId,
        state: "pending",
        audience: { year_from: 1996, year_to: 1996 },
      })
      .returning({ id: newsletterIssues.id });
    return row.id;
  };

  /** A member's report about another, written straight to the table (issue 28's queue). */
  async function insertReport(status: "open" | "dismissed"): Promise<string> {
    const [row] = await ctx.database.db
      .insert(reports)
      .values({
        reporterId: member.userId,
        subjectKind: "profile",
        subjectId: crypto.randomUUID(),
        subjectUserId: moderator.userId,
        reason: "spam",
        snapshot: { title: "Profile", lines: [] },
        status,
      })
      .returning({ id: reports.id });
    return row.id;
  }

  /** A member's word of a death about a profile of the office's (issue 26's In memoriam queue). */
  async function insertDeathNotice(status: "open" | "confirmed" | "dismissed"): Promise<string> {
    const profile = await insertProfile(ctx, { displayName: "Remembered Alumnus" });
    if (status === "confirmed") {
      await ctx.database.db
        .update(profiles)
        .set({ inMemoriamSince: new Date() })
        .where(eq(profiles.id, profile.id));
    }
    const [row] = await ctx.database.db
      .insert(deathNotices)
      .values({
        profileId: profile.id,
        subjectName: "Remembered Alumnus",
        reporterId: member.userId,
        note: "Passed away last month.",
        status,
        ...(status === "open" ? {} : { resolvedBy: admin.userId, resolvedAt: new Date() }),
      })
      .returning({ id: deathNotices.id });
    return row.id;
  }

  /** A sign-up waiting for the office (decision 118): an account and its profile; the profile's id. */
  async function insertSignUp(): Promise<string> {
    const userId = crypto.randomUUID();
    await ctx.database.db
      .insert(user)
      .values({ id: userId, name: "Waiting Alumnus", email: `${userId}@example.org`, emailVerified: true });
    const profile = await insertProfile(ctx, {
      userId,
      displayName: "Waiting Alumnus",
      admission: "waiting",
    });
    return profile.id;
  }

  /** A member's report of a message the moderator sent them (hidden already, or not). */
  async function insertMessageReport(hidden: boolean): Promise<string> {
    const [message] = await ctx.database.db
      .insert(messages)
      .values({
        senderId: moderator.userId,
        recipientId: member.userId,
        content: "Buy now",
        threadId: crypto.randomUUID(),
        ...(hidden ? { hiddenAt: new Date(), hiddenReason: "Spam" } : {}),
      })
      .returning({ id: messages.id });
    const [row] = await ctx.database.db
      .insert(reports)
      .values({
        reporterId: member.userId,
        subjectKind: "message",
        subjectId: message.id,
        subjectUserId: moderator.userId,
        reason: "spam",
        snapshot: { title: "Messages", lines: ["Buy now"] },
      })
      .returning({ id: reports.id });
    return row.id;
  }

  return {
    "GET /api/v1/admin/settings": async () => ({ url: "/api/v1/admin/settings" }),
    "PUT /api/v1/admin/settings": async () => ({
      url: "/api/v1/admin/settings",
      body: { site_name: "Old Boys Network", contact_email: "office@example.org", max_upload_mb: 12 },
    }),
    "GET /api/v1/admin/settings/brakes": async () => ({ url: "/api/v1/admin/settings/brakes" }),
    "PUT /api/v1/admin/settings/brakes": async () => ({
      url: "/api/v1/admin/settings/brakes",
      body: {
        new_conversations_per_day: 20,
        new_account_days: 7,
        new_account_conversations_per_day: 5,
        directory_reads_per_hour: 600,
      },
    }),
    "GET /api/v1/admin/read-brake/refusals": async () => ({ url: "/api/v1/admin/read-brake/refusals" }),
    "GET /api/v1/admin/roll/not-reachable": async () => ({ url: "/api/v1/admin/roll/not-reachable" }),
    "GET /api/v1/admin/alumni-cup": async () => ({ url: "/api/v1/admin/alumni-cup" }),
    "PUT /api/v1/admin/alumni-cup": async () => ({
      url: "/api/v1/admin/alumni-cup",
      body: { ...ALUMNI_CUP_DEFAULTS, attended_points: 2 },
    }),
    "GET /api/v1/admin/audit": async () => ({ url: "/api/v1/admin/audit?action=role.assign" }),
    "GET /api/v1/admin/mail": async () => ({ url: "/api/v1/admin/mail" }),
    "POST /api/v1/admin/mail/test": async () => ({ url: "/api/v1/admin/mail/test", body: {} }),
    "GET /api/v1/admin/newsletter": async () => ({ url: "/api/v1/admin/newsletter" }),
    "GET /api/v1/admin/newsletter/:id": async () => {
      const sent = await call(ctx, "POST", "/api/v1/admin/newsletter", newsletterBody, admin.cookie);
      return { url: `/api/v1/admin/newsletter/${sent.body.id}` };
    },
    "POST /api/v1/admin/newsletter/test": async () => ({
      url: "/api/v1/admin/newsletter/test",
      body: newsletterBody,
    }),
    "POST /api/v1/admin/newsletter": async () => ({ url: "/api/v1/admin/newsletter", body: newsletterBody }),
    "PUT /api/v1/admin/newsletter/:id": async () => ({
      url: `/api/v1/admin/newsletter/${await scheduleNewsletter()}`,
      body: { ...newsletterBody, scheduled_for: inADay() },
    }),
    "POST /api/v1/admin/newsletter/:id/cancel": async () => ({
      url: `/api/v1/admin/newsletter/${await scheduleNewsletter()}/cancel`,
    }),
    // Group leaders (decision 121): a leader's issue waiting for approval, written in SQL.
    "GET /api/v1/admin/newsletter/approvals": async () => ({ url: "/api/v1/admin/newsletter/approvals" }),
    "POST /api/v1/admin/newsletter/:id/approve": async () => ({
      url: `/api/v1/admin/newsletter/${await pendingNewsletter()}/approve`,
    }),
    "POST /api/v1/admin/newsletter/:id/decline": async () => ({
      url: `/api/v1/admin/newsletter/${await pendingNewsletter()}/decline`,
      body: { reason: "Not for the whole class" },
    }),
    "GET /api/v1/admin/newsletter/leaders": async () => ({ url: "/api/v1/admin/newsletter/leaders" }),
    "PUT /api/v1/admin/newsletter/class-representatives/:year": async () => ({
      url: "/api/v1/admin/newsletter/class-representatives/1996",
      body: { email: member.email },
    }),
    "DELETE /api/v1/admin/newsletter/class-representatives/:year": async () => {
      await ctx.database.db
        .insert(classRepresentatives)
        .values({ graduationYear: 1997, userId: member.userId })
        .onConflictDoNothing();
      return { url: "/api/v1/admin/newsletter/class-representatives/1997" };
    },
    "PUT /api/v1/admin/newsletter/leaders/:userId/trust": async () => ({
      url: `/api/v1/admin/newsletter/leaders/${member.userId}/trust`,
      body: { trusted: true },
    }),
    "GET /api/v1/admin/reports": async () => ({ url: "/api/v1/admin/reports?status=open" }),
    "POST /api/v1/admin/reports/:id/dismiss": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("open")}/dismiss`,
    }),
    "POST /api/v1/admin/reports/:id/reopen": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("dismissed")}/reopen`,
    }),
    "POST /api/v1/admin/roll/import": async () => ({
      url: "/api/v1/admin/roll/import",
      body: { csv: "Name,House,Year\nRoll Entry,Tata,2001\n" },
    }),
    "GET /api/v1/admin/roll/years": async () => ({ url: "/api/v1/admin/roll/years" }),
    "GET /api/v1/admin/in-memoriam": async () => ({ url: "/api/v1/admin/in-memoriam?status=open" }),
    "POST /api/v1/admin/in-memoriam/:id/confirm": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("open")}/confirm`,
      body: {},
    }),
    "POST /api/v1/admin/in-memoriam/:id/dismiss": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("open")}/dismiss`,
    }),
    "POST /api/v1/admin/in-memoriam/:id/restore": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("confirmed")}/restore`,
    }),
    "POST /api/v1/admin/in-memoriam/:id/reopen": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("dismissed")}/reopen`,
    }),
    "GET /api/v1/admin/sign-ups": async () => ({ url: "/api/v1/admin/sign-ups?status=waiting" }),
    "POST /api/v1/admin/sign-ups/:id/approve": async () => ({
      url: `/api/v1/admin/sign-ups/${await insertSignUp()}/approve`,
    }),
    "POST /api/v1/admin/sign-ups/:id/decline": async () => ({
      url: `/api/v1/admin/sign-ups/${await insertSignUp()}/decline`,
    }),
    "POST /api/v1/admin/reports/:id/hide": async () => ({
      url: `/api/v1/admin/reports/${await insertMessageReport(false)}/hide`,
      body: { reason: "Advertising" },
    }),
    "POST /api/v1/admin/reports/:id/unhide": async () => ({
      url: `/api/v1/admin/reports/${await insertMessageReport(true)}/unhide`,
    }),
    "POST /api/v1/admin/reports/:id/warn": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("open")}/warn`,
      body: { message: "Please keep to the community's rules." },
    }),
    // A member of its own each time: suspending signs them out.
    "PUT /api/v1/admin/members/:user_id/suspension": async () => ({
      url: `/api/v1/admin/members/${(await createMember(ctx)).userId}/suspension`,
      body: { reason: "Spam", days: 7 },
    }),
    "DELETE /api/v1/admin/members/:user_id/suspension": async () => {
      const suspended = await createMember(ctx);
      await ctx.database.db.insert(memberSuspensions).values({ userId: suspended.userId, reason: "Spam" });
      return { url: `/api/v1/admin/members/${suspended.userId}/suspension` };
    },
    "POST /api/v1/admin/newsletter/audience": async () => ({
      url: "/api/v1/admin/newsletter/audience",
      body: { house: "Tata" },
    }),
  };
}

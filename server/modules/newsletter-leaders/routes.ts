import { desc, eq } from "drizzle-orm";
import {
  audienceOfGroup,
  LEADER_NEWSLETTER_TEXT,
  type LeaderNewsletterHome,
  leaderGroupSchema,
  leaderNewsletterSendSchema,
} from "../../../contract/newsletter-leaders";
import { newsletterIssues } from "../../db/schema";
import type { RoutesPlugin } from "../../deps";
import { forbidden } from "../../errors";
import { authorize } from "../../policies";
import { countAudience } from "../admin/newsletter/audience";
import { countsOf, summary } from "../admin/newsletter/queries";
import { sendNewsletter, sendTestNewsletter } from "../admin/newsletter/send";
import { isTrustedLeader, leaderGroupsOf, requireOwnGroup } from "./groups";

/**
 * Group leaders' newsletters (issue 25, item 4; decision 121): the office's audience statement,
 * test send and exactly-once send, with the audience made by the server from a group the leader
 * leads. An untrusted leader's issue waits for the office's approval (Admin, Newsletter).
 */
export const leaderNewsletterRoutes: RoutesPlugin = (app, { db, mailer, jobs, config }) => {
  const keys = { publicUrl: config.publicUrl, secret: config.authSecret };

  app.get("/api/v1/leader/newsletter", async (req): Promise<LeaderNewsletterHome> => {
    authorize(req.viewer, { kind: "member" });
    const userId = req.viewer.user.id;
    const groups = await leaderGroupsOf(db, userId);
    if (groups.length === 0) throw forbidden(LEADER_NEWSLETTER_TEXT.notLeader);
    const issues = await db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.createdBy, userId))
      .orderBy(desc(newsletterIssues.createdAt))
      .limit(50);
    const counts = await countsOf(
      db,
      issues.map((i) => i.id),
    );
    return {
      groups,
      trusted: await isTrustedLeader(db, userId),
      issues: issues.map((i) => ({ ...summary(i, counts.get(i.id) ?? {}), decline_reason: i.declineReason })),
    };
  });

  app.post("/api/v1/leader/newsletter/audience", { schema: { body: leaderGroupSchema } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    await requireOwnGroup(db, req.viewer.user.id, req.body);
    return countAudience(db, keys, audienceOfGroup(req.body));
  });

  app.post(
    "/api/v1/leader/newsletter/test",
    { schema: { body: leaderNewsletterSendSchema } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      await requireOwnGroup(db, req.viewer.user.id, req.body.group);
      reply.code(202);
      return sendTestNewsletter(db, mailer, config.publicUrl, req.viewer.user, req.body);
    },
  );

  app.post(
    "/api/v1/leader/newsletter",
    { schema: { body: leaderNewsletterSendSchema } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      const userId = req.viewer.user.id;
      await requireOwnGroup(db, userId, req.body.group);
      const { subject, body, send_key, group } = req.body;
      const { issue, started } = await sendNewsletter(
        db,
        { outbox: mailer, jobs },
        keys,
        userId,
        { subject, body, send_key, audience: audienceOfGroup(group) },
        { awaitingApproval: !(await isTrustedLeader(db, userId)) },
      );
      reply.code(started ? 202 : 200);
      return issue;
    },
  );
};

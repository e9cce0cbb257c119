import { z } from "zod";
import { achievementSchema, newsletterSchema } from "../../../contract/community";
import { NEWSLETTER_TEXT } from "../../../contract/newsletter";
import { COMMUNITY_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { authorize } from "../../policies";
import { countUnsubscribeForIssue } from "../newsletters/unsubscribe-report";
import { unsubscribeMemberFromNews } from "../notifications/news-unsubscribe";
import { getSettings } from "../settings/queries";
import {
  confirmNewsletter,
  memberNewsletterStatus,
  newsletterLinkInfo,
  shareAchievement,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from "./queries";

const tokenQuery = z.object({ token: z.string().min(10).max(200) });
/** An issue's unsubscribe link also names the issue (decision 121); older links do not. */
const unsubscribeQuery = tokenQuery.extend({ issue: z.string().max(100).optional() });
const LIMIT = { max: 5, timeWindow: "1 minute" };

/** Home's 'Share an Achievement' and 'Subscribe to Newsletter' (spec §2 Home; actions ours). */
export const communityRoutes: RoutesPlugin = (app, deps) => {
  const { db, mailer, config } = deps;

  app.post(
    "/api/v1/achievements",
    { schema: { body: achievementSchema }, config: { rateLimit: LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "achievement.share" });
      const row = await shareAchievement(db, req.viewer.user.id, req.viewer.user.name, req.body);
      return reply.status(201).send({ id: row.id, message: COMMUNITY_MESSAGES.achievementShared });
    },
  );

  app.post(
    "/api/v1/newsletter/subscribe",
    { schema: { body: newsletterSchema }, config: { rateLimit: LIMIT } },
    async (req, reply) => {
      const site = await getSettings(db);
      await subscribeToNewsletter(db, mailer, config.publicUrl, site.siteName, req.body.email, req.log);
      return reply.status(202).send({ message: COMMUNITY_MESSAGES.newsletterCheckEmail });
    },
  );

  // The member's own answer to 'am I subscribed?' (home's block, My Profile).
  app.get("/api/v1/me/newsletter", async (req) => {
    authorize(req.viewer, { kind: "member" });
    return memberNewsletterStatus(db, req.viewer.user.id);
  });

  // The mailed links open landing pages (/newsletter/confirm, /newsletter/unsubscribe) that
  // change nothing: a mail scanner that follows links must not (un)subscribe anyone. The page
  // reads the link's state here and its one button POSTs below (issue 11, item 5).
  app.get("/api/v1/newsletter/subscription", { schema: { querystring: tokenQuery } }, async (req) => {
    const info = await newsletterLinkInfo(db, req.query.token);
    if (!info) throw notFound(COMMUNITY_MESSAGES.newsletterBadLink);
    return info;
  });
  app.post(
    "/api/v1/newsletter/confirm",
    { schema: { body: tokenQuery }, config: { rateLimit: LIMIT } },
    async (req) => {
      if (!(await confirmNewsletter(db, req.body.token)))
        throw notFound(COMMUNITY_MESSAGES.newsletterBadLink);
      return { message: COMMUNITY_MESSAGES.newsletterConfirmed };
    },
  );
  // Links mailed before the landing pages existed pointed here: they now lead to the page (an
  // opened List-Unsubscribe address keeps its issue, for the report).
  for (const action of ["confirm", "unsubscribe"] as const) {
    app.get(
      `/api/v1/newsletter/${action}`,
      { schema: { querystring: unsubscribeQuery } },
      async (req, reply) => {
        const issue = req.query.issue ? `&issue=${encodeURIComponent(req.query.issue)}` : "";
        return reply.redirect(
          `/newsletter/${action}?token=${encodeURIComponent(req.query.token)}${issue}`,
          303,
        );
      },
    );
  }
  // The landing page's button, and RFC 8058 one-click: the mail client POSTs
  // 'List-Unsubscribe=One-Click' (a form body) to the List-Unsubscribe address; no cookie, no
  // page. The body is not needed: the token says who.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      "/api/v1/newsletter/unsubscribe",
      { schema: { querystring: unsubscribeQuery }, config: { rateLimit: LIMIT } },
      async (req) => {
        const { token, issue } = req.query as z.infer<typeof unsubscribeQuery>;
        // A subscriber's token, or a member's signed one (News → 'Never').
        const ok =
          (await unsubscribeNewsletter(db, token)) ||
          (await unsubscribeMemberFromNews(db, config.authSecret, token));
        if (!ok) throw notFound(COMMUNITY_MESSAGES.newsletterBadLink);
        if (issue) await countUnsubscribeForIssue(db, config.authSecret, issue, token);
        return { message: NEWSLETTER_TEXT.unsubscribed };
      },
    );
  });
};

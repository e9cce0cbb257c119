import { z } from "zod";
import { achievementSchema, newsletterSchema } from "../../../contract/community";
import { NEWSLETTER_TEXT } from "../../../contract/newsletter";
import { COMMUNITY_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { authorize } from "../../policies";
import { getSettings } from "../settings/queries";
import { confirmNewsletter, shareAchievement, subscribeToNewsletter, unsubscribeNewsletter } from "./queries";

const tokenQuery = z.object({ token: z.string().min(10).max(200) });
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

  // The links in the e-mails: they change state on GET (one click from a mail client) and
  // land on the home page, which says what happened.
  app.get("/api/v1/newsletter/confirm", { schema: { querystring: tokenQuery } }, async (req, reply) => {
    const ok = await confirmNewsletter(db, req.query.token);
    return reply.redirect(`/?newsletter=${ok ? "confirmed" : "invalid"}`);
  });
  // RFC 8058 one-click: the mail client POSTs 'List-Unsubscribe=One-Click' (a form body) to the
  // List-Unsubscribe address; no cookie, no page. The body is not needed: the token says who.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      "/api/v1/newsletter/unsubscribe",
      { schema: { querystring: tokenQuery }, config: { rateLimit: LIMIT } },
      async (req, reply) => {
        const ok = await unsubscribeNewsletter(db, (req.query as { token: string }).token);
        return reply
          .status(ok ? 200 : 404)
          .send({ message: ok ? NEWSLETTER_TEXT.unsubscribed : "Not found" });
      },
    );
  });
  app.get("/api/v1/newsletter/unsubscribe", { schema: { querystring: tokenQuery } }, async (req, reply) => {
    const ok = await unsubscribeNewsletter(db, req.query.token);
    return reply.redirect(`/?newsletter=${ok ? "unsubscribed" : "invalid"}`);
  });
};

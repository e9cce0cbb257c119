import {
  newsletterAudienceSchema,
  newsletterDraftSchema,
  newsletterSendSchema,
} from "../../../../contract/newsletter";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import { countAudience } from "./audience";
import { getNewsletter, listNewsletters, sendNewsletter, sendTestNewsletter } from "./queries";

/** Admin, Newsletter: compose, test to oneself, send to subscribers, follow the progress. */
export const adminNewsletterRoutes: RoutesPlugin = (app, { db, mailer, config }) => {
  app.get("/api/v1/admin/newsletter", async (req) => {
    requireAdmin(req.viewer);
    return listNewsletters(db);
  });

  app.get("/api/v1/admin/newsletter/:id", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return getNewsletter(db, req.params.id);
  });

  // POST: the audience is a body (a form's choices), but nothing changes.
  app.post(
    "/api/v1/admin/newsletter/audience",
    { schema: { body: newsletterAudienceSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return countAudience(db, { publicUrl: config.publicUrl, secret: config.authSecret }, req.body);
    },
  );

  app.post(
    "/api/v1/admin/newsletter/test",
    { schema: { body: newsletterDraftSchema } },
    async (req, reply) => {
      requireAdmin(req.viewer);
      reply.code(202);
      return sendTestNewsletter(db, mailer, config.publicUrl, req.viewer.user, req.body);
    },
  );

  app.post("/api/v1/admin/newsletter", { schema: { body: newsletterSendSchema } }, async (req, reply) => {
    requireAdmin(req.viewer);
    const { issue, started } = await sendNewsletter(
      db,
      mailer,
      { publicUrl: config.publicUrl, secret: config.authSecret },
      req.viewer.user.id,
      req.body,
    );
    // 202: this request started the sending; 200: an earlier send with the same key had.
    reply.code(started ? 202 : 200);
    return issue;
  });
};

import {
  newsletterAudienceSchema,
  newsletterDraftSchema,
  newsletterScheduleEditSchema,
  newsletterSendSchema,
} from "../../../../contract/newsletter";
import type { RoutesPlugin } from "../../../deps";
import { idParams, requireAdmin } from "../shared";
import { countAudience } from "./audience";
import { getNewsletter, listNewsletters } from "./queries";
import { cancelScheduledIssue, editScheduledIssue } from "./schedule";
import { sendNewsletter, sendTestNewsletter } from "./send";

/**
 * Admin, Newsletter: compose, test to oneself, send or schedule, change or cancel a scheduled
 * issue before it starts, follow the progress.
 */
export const adminNewsletterRoutes: RoutesPlugin = (app, { db, mailer, jobs, config }) => {
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
      { outbox: mailer, jobs },
      { publicUrl: config.publicUrl, secret: config.authSecret },
      req.viewer.user.id,
      req.body,
    );
    // 202: this request started the sending (or scheduled it); 200: an earlier send with the same key had.
    reply.code(started ? 202 : 200);
    return issue;
  });

  app.put(
    "/api/v1/admin/newsletter/:id",
    { schema: { params: idParams, body: newsletterScheduleEditSchema } },
    async (req) => {
      requireAdmin(req.viewer);
      return editScheduledIssue(db, jobs, req.viewer.user.id, req.params.id, req.body);
    },
  );

  app.post("/api/v1/admin/newsletter/:id/cancel", { schema: { params: idParams } }, async (req) => {
    requireAdmin(req.viewer);
    return cancelScheduledIssue(db, req.viewer.user.id, req.params.id);
  });
};

import { adminMailLogQuerySchema } from "../../../../contract/mail";
import type { RoutesPlugin } from "../../../deps";
import { requireAdmin } from "../shared";
import { listMailLog, sendTestMail } from "./queries";

/** Admin Settings' mail area: the mail log and 'Send test e-mail' (to the admin's own address). */
export const adminMailRoutes: RoutesPlugin = (app, { db, mailer }) => {
  app.get("/api/v1/admin/mail", { schema: { querystring: adminMailLogQuerySchema } }, async (req) => {
    requireAdmin(req.viewer);
    return listMailLog(db, req.query);
  });

  app.post("/api/v1/admin/mail/test", async (req, reply) => {
    requireAdmin(req.viewer);
    reply.code(202);
    return sendTestMail(db, mailer, { id: req.viewer.user.id, email: req.viewer.user.email });
  });
};

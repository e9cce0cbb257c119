import { changeEmailSchema, dataExportFileName, deleteAccountSchema } from "../../../contract/data-rights";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { SESSION_COOKIE_PREFIX } from "../../auth/auth";
import { toWebHeaders } from "../../auth/viewer";
import type { RoutesPlugin } from "../../deps";
import { AppError, badRequest } from "../../errors";
import { sendPrivateDownload } from "../../http/private-download";
import { authorize } from "../../policies";
import { confirmPassword, deleteAccount } from "./delete-account";
import { memberDataZip } from "./export-data";

const EXPORT_LIMIT = { max: 5, timeWindow: "1 minute" };
const ACCOUNT_WRITE_LIMIT = { max: 10, timeWindow: "1 minute" };

/** The member's data rights (My Profile, decision 065): download, delete, change e-mail. */
export const accountRoutes: RoutesPlugin = (app, deps) => {
  const { db, storage, auth, throttles } = deps;

  app.get("/api/v1/account/export", { config: { rateLimit: EXPORT_LIMIT } }, async (req, reply) => {
    authorize(req.viewer, { kind: "member" });
    const zip = await memberDataZip(db, storage, req.viewer.user.id);
    return sendPrivateDownload(reply, {
      contentType: "application/zip",
      fileName: dataExportFileName(),
      body: zip,
    });
  });

  app.post(
    "/api/v1/account/delete",
    { schema: { body: deleteAccountSchema }, config: { rateLimit: ACCOUNT_WRITE_LIMIT } },
    async (req, reply) => {
      authorize(req.viewer, { kind: "member" });
      const viewer = { id: req.viewer.user.id, email: req.viewer.user.email };
      await confirmPassword(deps, viewer, req.body.password);
      await deleteAccount(deps, viewer);
      const secure = deps.config.publicUrl.startsWith("https://");
      const name = `${secure ? "__Secure-" : ""}${SESSION_COOKIE_PREFIX}.session_token`;
      reply.header(
        "set-cookie",
        `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      );
      return { message: DATA_RIGHTS_MESSAGES.deleted };
    },
  );

  // Better Auth's change-email flow: a verification link to the new address; the address
  // changes (and counts as verified) when that link is opened (GET /api/auth/verify-email).
  app.post(
    "/api/v1/account/email",
    { schema: { body: changeEmailSchema }, config: { rateLimit: ACCOUNT_WRITE_LIMIT } },
    async (req) => {
      authorize(req.viewer, { kind: "member" });
      const newEmail = req.body.newEmail.toLowerCase();
      if (newEmail === req.viewer.user.email.toLowerCase()) {
        throw badRequest(DATA_RIGHTS_MESSAGES.changeEmailSame, {
          newEmail: DATA_RIGHTS_MESSAGES.changeEmailSame,
        });
      }
      await throttles.beforeMailTo(newEmail);
      const res = await auth.api.changeEmail({
        body: { newEmail, callbackURL: "/profile" },
        headers: toWebHeaders(req),
        asResponse: true,
      });
      if (!res.ok) {
        req.log.error({ status: res.status, body: await res.text() }, "change-email refused");
        throw new AppError("INTERNAL", DATA_RIGHTS_MESSAGES.changeEmailFailed, 500);
      }
      // The same answer whether or not the address belongs to someone else (no account discovery).
      return { message: DATA_RIGHTS_MESSAGES.changeEmailSent(newEmail) };
    },
  );
};

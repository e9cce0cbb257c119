import { z } from "zod";
import { BOOTSTRAP_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { forbidden } from "../../errors";
import { authorize } from "../../policies";
import { claimFirstAdmin, hasAnyAdmin, mayClaimAdmin } from "./queries";

export const adminBootstrapRoutes: RoutesPlugin = (app, { db, config }) => {
  app.get("/api/v1/admin/exists", async (req) => {
    const hasAdmin = await hasAnyAdmin(db);
    // Whether this viewer could claim now: no admin yet, signed in, and listed when ADMIN_EMAILS is set.
    const mayClaim = !hasAdmin && req.viewer !== null && mayClaimAdmin(config.adminEmails, req.viewer.user);
    return { hasAdmin, mayClaim };
  });

  app.post("/api/v1/admin/claim", { schema: { body: z.object({}).optional() } }, async (req) => {
    authorize(req.viewer, { kind: "member" });
    if (!mayClaimAdmin(config.adminEmails, req.viewer.user)) throw forbidden(BOOTSTRAP_MESSAGES.notListed);
    return { granted: await claimFirstAdmin(db, req.viewer.user.id) };
  });
};

import type { RoutesPlugin } from "../../deps";
import { registerAuthorizedScope } from "../../http/authorized-scope";
import { registerReviewRoutes } from "./review-routes";
import { reviewerOf } from "./review-scope";

/**
 * The chapter moderators' own Reports queue (issue 28 item 2, decision 112): the reports about
 * their chapters' content only, to dismiss, reopen, hide or show again; warning and suspending
 * are the office's (its routes are under /api/v1/admin). Authorized before the body is read, as
 * the admin area is: a refused caller learns nothing about the input rules.
 */
export const moderationRoutes: RoutesPlugin = (app, deps) =>
  registerAuthorizedScope(app, deps, reviewerOf, (moderation) =>
    registerReviewRoutes(moderation, deps, "/api/v1/moderation/reports", (req) => reviewerOf(req.viewer)),
  );

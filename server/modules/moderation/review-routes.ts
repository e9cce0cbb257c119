import type { FastifyRequest } from "fastify";
import { hideBodySchema } from "../../../contract/moderation";
import { type AdminReportList, adminReportsQuerySchema } from "../../../contract/reports";
import type { App, Deps } from "../../deps";
import { idParams } from "../admin/shared";
import { announceShownAgain } from "../messages/announce";
import { listReports, REPORT_VERBS, type ReportVerb, setReportStatus } from "../reports/queries";
import { hideReported, unhideReported } from "./report-actions";
import type { Reviewer } from "./review-scope";

/**
 * The queue's routes a reviewer shares, under a prefix: the office's `/api/v1/admin/reports` and
 * the chapter moderators' `/api/v1/moderation/reports` (decision 112). `reviewer` authorizes the
 * request and says who acts and whose reports they may see and act on; every query is limited to
 * that scope.
 */
export function registerReviewRoutes(
  app: App,
  deps: Deps,
  prefix: string,
  reviewer: (req: FastifyRequest) => Reviewer,
): void {
  const { db } = deps;
  const mail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    prefix,
    { schema: { querystring: adminReportsQuerySchema } },
    async (req): Promise<AdminReportList> => listReports(db, req.query, reviewer(req).scope),
  );

  for (const verb of Object.keys(REPORT_VERBS) as ReportVerb[]) {
    app.post(`${prefix}/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      const { viewer, scope } = reviewer(req);
      await setReportStatus(db, viewer, req.params.id, verb, scope);
      return { id: req.params.id, status: REPORT_VERBS[verb] };
    });
  }

  app.post(`${prefix}/:id/hide`, { schema: { params: idParams, body: hideBodySchema } }, async (req) => {
    const { viewer, scope } = reviewer(req);
    await hideReported(db, mail, viewer, scope, req.params.id, req.body.reason);
    return { id: req.params.id, status: "actioned" };
  });

  app.post(`${prefix}/:id/unhide`, { schema: { params: idParams } }, async (req) => {
    const { viewer, scope } = reviewer(req);
    const shown = await unhideReported(db, viewer, scope, req.params.id);
    // After the commit: the recipient is told of a released message as of a new one (decision 126).
    if (shown.kind === "message") await announceShownAgain(deps, shown.id);
    return { id: req.params.id, status: "open" };
  });
}

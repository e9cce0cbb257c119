import type { AdminReportList } from "../../../../contract/reports";
import { adminReportsQuerySchema } from "../../../../contract/reports";
import type { RoutesPlugin } from "../../../deps";
import { listReports, REPORT_VERBS, type ReportVerb, setReportStatus } from "../../reports/queries";
import { idParams, requireAdmin } from "../shared";

/** The office's Reports queue (issue 28 item 2, decision 107). */
export const adminReportRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    "/api/v1/admin/reports",
    { schema: { querystring: adminReportsQuerySchema } },
    async (req): Promise<AdminReportList> => {
      requireAdmin(req.viewer);
      return listReports(db, req.query);
    },
  );

  for (const verb of Object.keys(REPORT_VERBS) as ReportVerb[]) {
    app.post(`/api/v1/admin/reports/:id/${verb}`, { schema: { params: idParams } }, async (req) => {
      requireAdmin(req.viewer);
      await setReportStatus(db, req.viewer, req.params.id, verb);
      return { id: req.params.id, status: REPORT_VERBS[verb] };
    });
  }
};

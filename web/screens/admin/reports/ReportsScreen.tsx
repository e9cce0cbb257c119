import type { AdminReportDto } from "@contract/reports";
import { useAdminReports } from "@/api/admin-reports";
import { AdminQueueScreen } from "../components/AdminQueueScreen";
import { OFFICE_REVIEWER } from "./ReportActions";
import { ReportCard, reportTabs } from "./ReportCard";

const TABS = reportTabs("No open reports");

/** The office's Reports queue (issue 28 item 2, decisions 107, 112): each report as it was filed. */
export function ReportsScreen() {
  return (
    <AdminQueueScreen
      title="Reports"
      description="What members reported, as it was when they reported it. The reported member is never told who reported them."
      tabsLabel="Reports by status"
      tabs={TABS}
      useList={useAdminReports}
      errorMessage="The reports could not be loaded."
      card={(r: AdminReportDto) => <ReportCard report={r} reviewer={OFFICE_REVIEWER} />}
    />
  );
}

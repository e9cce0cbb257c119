import {
  type AdminReportDto,
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  type ReportStatus,
} from "@contract/reports";
import { useAdminReports } from "@/api/admin-reports";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { formatDateTime } from "../components/format";
import { pageFooter } from "../components/Pagination";
import { TableStates } from "../components/states";
import { useTableUrlState } from "../components/use-table-url-state";
import { ReportActions } from "./ReportActions";

const suspendedText = (until: string) =>
  until === "until_lifted" ? "Suspended until lifted" : `Suspended until ${formatDateTime(until)}`;

/** The tabs of the queue: the reports still to look at, and those the office dismissed. */
const TABS: { status: ReportStatus; label: string; empty: string }[] = [
  { status: "open", label: "Open", empty: "No open reports" },
  { status: "actioned", label: "Acted on", empty: "No reports acted on" },
  { status: "dismissed", label: "Dismissed", empty: "No dismissed reports" },
];

const asStatus = (value: string): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value) ? (value as ReportStatus) : "open";

/** The office's Reports queue (issue 28 item 2, decision 107): each report as it was filed. */
export function ReportsScreen() {
  // The tab and the page live in the address, as in every admin list (View → Back finds them).
  const table = useTableUrlState<"created_at", "status">({
    sort: "created_at",
    dir: "desc",
    filters: { status: "open" },
  });
  const status = asStatus(table.filters.status);
  const list = useAdminReports(status, table.page);
  const tab = TABS.find((t) => t.status === status) ?? TABS[0];
  return (
    <>
      <AdminPageHeader
        title="Reports"
        description="What members reported, as it was when they reported it. The reported member is never told who reported them."
      />
      <Tabs value={status} onValueChange={(value) => table.setFilter("status", value)}>
        <TabsList aria-label="Reports by status">
          {TABS.map((t) => (
            <TabsTrigger key={t.status} value={t.status}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <Card>
            <TableStates
              query={list}
              errorMessage="The reports could not be loaded."
              empty={list.data?.items.length === 0}
              emptyTitle={tab.empty}
            >
              {(loaded) => (
                <>
                  <ul className="flex flex-col gap-4 p-4">
                    {loaded.items.map((r) => (
                      <li key={r.id}>
                        <ReportCard report={r} />
                      </li>
                    ))}
                  </ul>
                  {pageFooter(table.setPage)(loaded)}
                </>
              )}
            </TableStates>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

function ReportCard({ report: r }: { report: AdminReportDto }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="destructive">{REPORT_REASON_LABELS[r.reason]}</Badge>
          <span className="text-sm text-muted-foreground">{formatDateTime(r.created_at)}</span>
          {r.hidden ? <Badge variant="secondary">Hidden</Badge> : null}
        </div>
        <h2 className="font-semibold break-words">{r.snapshot.title}</h2>
        <blockquote className="flex flex-col gap-1 border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
          {r.snapshot.lines.length ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed copy, never reordered
            r.snapshot.lines.map((l, i) => <p key={i}>{l}</p>)
          ) : (
            <p>—</p>
          )}
        </blockquote>
        {r.note ? <p className="text-sm break-words">Reporter's note: {r.note}</p> : null}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Reported member</dt>
            <dd className="font-medium">
              {r.reported.display_name} · {r.reported.reports_total}{" "}
              {r.reported.reports_total === 1 ? "report" : "reports"} in all
              {r.reported.suspended_until ? ` · ${suspendedText(r.reported.suspended_until)}` : null}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Reported by</dt>
            <dd className="font-medium">{r.reporter.display_name}</dd>
          </div>
        </dl>
        <ReportActions report={r} />
      </CardContent>
    </Card>
  );
}

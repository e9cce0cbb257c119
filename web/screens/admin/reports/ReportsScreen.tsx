import { type AdminReportDto, REPORT_REASON_LABELS, type ReportStatus } from "@contract/reports";
import { Flag, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useAdminReports, useSetReportStatus } from "@/api/admin-reports";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { formatDateTime } from "../components/format";

const TABS: { status: ReportStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "dismissed", label: "Dismissed" },
];

/** The office's Reports queue (issue 28 item 2, decision 107): each report as it was filed. */
export function ReportsScreen() {
  const [status, setStatus] = useState<ReportStatus>("open");
  const [page, setPage] = useState(1);
  const list = useAdminReports(status, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 20));
  return (
    <>
      <AdminPageHeader
        title="Reports"
        description="What members reported, as it was when they reported it. The reported member is never told who reported them."
      />
      <div role="tablist" aria-label="Reports by status" className="mb-4 flex gap-2">
        {TABS.map((t) => (
          <Button
            key={t.status}
            role="tab"
            aria-selected={status === t.status}
            variant={status === t.status ? "default" : "outline"}
            onClick={() => {
              setStatus(t.status);
              setPage(1);
            }}
          >
            {t.label}
          </Button>
        ))}
      </div>
      {list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
          <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
          <p className="font-semibold">The reports could not be loaded.</p>
          <Button variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.isPending ? (
        <div className="flex flex-col gap-4" data-testid="reports-loading">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : list.data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <Flag aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{status === "open" ? "No open reports" : "No dismissed reports"}</p>
        </Card>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {list.data.total} {list.data.total === 1 ? "report" : "reports"}
          </p>
          <ul className="flex flex-col gap-4">
            {list.data.items.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm">
                Page {page} of {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

function ReportCard({ report: r }: { report: AdminReportDto }) {
  const change = useSetReportStatus();
  const verb = r.status === "open" ? "dismiss" : "reopen";
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="destructive">{REPORT_REASON_LABELS[r.reason]}</Badge>
          <span className="text-sm text-muted-foreground">{formatDateTime(r.created_at)}</span>
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
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Reported by</dt>
            <dd className="font-medium">{r.reporter.display_name}</dd>
          </div>
        </dl>
        <div>
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: r.id, verb })}
          >
            {verb === "dismiss" ? "Dismiss" : "Reopen"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

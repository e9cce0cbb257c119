import { RSVP_STATUS_LABELS } from "@contract/admin-office";
import { OFFICE_TEXT } from "@contract/ui-text";
import { Download } from "lucide-react";
import { useState } from "react";
import { downloadCsv } from "@/api/admin-alumni";
import { useEventRegistrations } from "@/api/admin-events";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { TableCell, TableRow } from "@/components/ui/table";
import { Link } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { toast } from "@/lib/toast";
import { countOf } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";

/** Who is coming (issue 13): the event's registrations, paged, and 'Export attendees' (CSV). */
export function EventAttendees({ eventId }: { eventId: string }) {
  const schoolTime = useSchoolTime();
  const [page, setPage] = useState(1);
  const list = useEventRegistrations(eventId, page);
  const [exporting, setExporting] = useState(false);
  const counts = list.data?.counts;

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadCsv(`/admin/events/${eventId}/registrations/export`, "attendees.csv");
      toast.success(OFFICE_TEXT.attendeesExported);
    } catch {
      toast.error(OFFICE_TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-serif text-xl font-semibold">Attendees</h2>
          <p className="text-sm text-muted-foreground">
            {counts
              ? `${counts.going} going · ${counts.interested} interested · ${counts.not_going} not going`
              : "Registrations for this event"}
          </p>
        </div>
        <Button variant="outline" onClick={onExport} disabled={exporting || list.data?.total === 0}>
          <Download aria-hidden="true" />
          {exporting ? "Exporting..." : "Export attendees"}
        </Button>
      </CardHeader>
      <RecordTable
        query={list}
        errorMessage={OFFICE_TEXT.attendeesLoadFailed}
        emptyTitle={OFFICE_TEXT.noRegistrations}
        label="Attendees"
        columns={["Name", "House", "Graduation Year", "Status", "Registered", "Attended"]}
        actions={false}
        rows={(loaded) => loaded.items}
        footer={(loaded) =>
          loaded.total > loaded.page_size ? (
            pageFooter(setPage)(loaded)
          ) : (
            <p className="border-t border-border p-4 text-sm text-muted-foreground">
              {countOf(loaded.total, "registration")}
            </p>
          )
        }
      >
        {(r) => (
          <TableRow key={r.user_id}>
            <TableCell className="font-medium">
              {r.profile_id ? (
                <Link
                  to={`/admin/alumni/view/${r.profile_id}`}
                  className="text-navy-900 underline-offset-2 hover:underline"
                >
                  {r.name}
                </Link>
              ) : (
                r.name
              )}
            </TableCell>
            <TableCell>{r.house ?? "—"}</TableCell>
            <TableCell>{r.graduation_year ?? "—"}</TableCell>
            <TableCell>
              <Badge variant={r.status === "going" ? "default" : "outline"}>
                {RSVP_STATUS_LABELS[r.status]}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{schoolTime.dateTime(r.registered_at)}</TableCell>
            <TableCell className="whitespace-nowrap">{r.checked_in_at ? "Yes" : "—"}</TableCell>
          </TableRow>
        )}
      </RecordTable>
      {list.data && list.data.walk_ins.length > 0 ? (
        <p className="border-t border-border p-4 text-sm">
          <span className="font-semibold">Walk-ins: </span>
          {list.data.walk_ins.map((w) => w.name).join(", ")}
        </p>
      ) : null}
    </Card>
  );
}

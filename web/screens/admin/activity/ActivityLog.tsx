import type { AdminAuditPage } from "@contract/admin-content";
import { OFFICE_TEXT } from "@contract/ui-text";
import { useAdminList } from "@/api/admin-common";
import { FilterSelect } from "@/components/FilterSelect";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TableCell, TableRow } from "@/components/ui/table";
import { Link } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { capitalise } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { useTableUrlState } from "../components/use-table-url-state";
import { FieldChanges } from "./FieldChanges";

const ALL = "all";

/** Where a record of the log is shown in the admin area (none for houses, users, settings). */
const RECORD_PAGES: Record<string, string> = {
  event: "/admin/events/view/",
  news: "/admin/news/view/",
  competition: "/admin/competitions/view/",
  profile: "/admin/alumni/view/",
};

/** 'event.approve' → 'Event approved'-like wording: the resource and the verb. */
function actionLabel(action: string): string {
  const [resource, verb = ""] = action.split(".");
  const noun = resource.charAt(0).toUpperCase() + resource.slice(1);
  return `${noun}: ${verb.replace(/_/g, " ")}`;
}

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="md:w-40"
      />
    </div>
  );
}

/** The activity log (issue 13): who did what to which record, field by field; filtered and paged. */
export function ActivityLog() {
  const schoolTime = useSchoolTime();
  const table = useTableUrlState<"created_at", "actor" | "action" | "from" | "to">({
    sort: "created_at",
    dir: "desc",
    filters: { actor: ALL, action: ALL, from: "", to: "" },
  });
  const list = useAdminList<AdminAuditPage>("audit", table.params);
  const { data } = list;
  return (
    <>
      <AdminPageHeader
        title="Activity Log"
        description="Every change made in the admin area: who, what, to which record, and when."
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-border p-4 md:flex-row md:flex-wrap md:items-end">
          <FilterSelect
            value={table.filters.actor}
            onChange={(v) => table.setFilter("actor", v)}
            allValue={ALL}
            allLabel="All people"
            options={(data?.actors ?? []).map((a) => ({ value: a.id, label: a.name ?? a.email ?? a.id }))}
            label="Filter by person"
            className="md:w-56"
          />
          <FilterSelect
            value={table.filters.action}
            onChange={(v) => table.setFilter("action", v)}
            allValue={ALL}
            allLabel="All actions"
            options={(data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))}
            label="Filter by action"
            className="md:w-56"
          />
          <DateFilter
            id="activity-from"
            label="From"
            value={table.filters.from}
            onChange={(v) => table.setFilter("from", v)}
          />
          <DateFilter
            id="activity-to"
            label="To"
            value={table.filters.to}
            onChange={(v) => table.setFilter("to", v)}
          />
        </div>
        <RecordTable
          query={list}
          errorMessage={OFFICE_TEXT.activityLoadFailed}
          emptyTitle="No activity found"
          label="Activity"
          columns={["When", "Who", "What", "Record", "Changes"]}
          actions={false}
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(e) => {
            const page = e.target_id ? RECORD_PAGES[e.target_type] : undefined;
            // Every kind of record is named by the server; no name left means it was deleted.
            const name = e.target_label ?? (e.target_id ? "A deleted record" : "—");
            return (
              <TableRow key={e.id}>
                {/* The date and the address wrap: at 1280 px beside the sidebar the Changes column needs the room. */}
                <TableCell className="min-w-28 align-top">{schoolTime.dateTime(e.created_at)}</TableCell>
                <TableCell className="align-top">
                  <p className="font-medium">{e.actor_name ?? "Deleted user"}</p>
                  <p className="break-all text-xs text-muted-foreground">{e.actor_email}</p>
                </TableCell>
                <TableCell className="align-top">
                  <Badge variant="outline" className="whitespace-nowrap">
                    {actionLabel(e.action)}
                  </Badge>
                </TableCell>
                <TableCell className="max-w-48 align-top">
                  <p className="text-xs text-muted-foreground">{capitalise(e.target_type)}</p>
                  {page ? (
                    <Link
                      to={`${page}${e.target_id}`}
                      className="font-medium underline-offset-2 hover:underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    <p className="font-medium">{name}</p>
                  )}
                </TableCell>
                <TableCell className="min-w-64 align-top">
                  <FieldChanges entry={e} />
                </TableCell>
              </TableRow>
            );
          }}
        </RecordTable>
      </Card>
    </>
  );
}

import type { AdminAuditEntry } from "@contract/admin-content";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { useState } from "react";
import { useAdminAudit } from "@/api/admin-audit";
import { FilterSelect } from "@/components/FilterSelect";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { TableCell, TableRow } from "@/components/ui/table";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { formatDateTime } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";

const ALL = "all";

function summary(value: unknown): string {
  if (value === null || value === undefined) return "—";
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

function Change({ entry }: { entry: AdminAuditEntry }) {
  return (
    <div className="flex max-w-md flex-col gap-1 font-mono text-xs break-all">
      {entry.before !== null ? (
        <span className="text-muted-foreground">before: {summary(entry.before)}</span>
      ) : null}
      {entry.after !== null ? <span>after: {summary(entry.after)}</span> : null}
    </div>
  );
}

/** The audit log, read-only: newest first, filtered by actor and action. */
export function ActivityLog() {
  const [actor, setActor] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const [page, setPage] = useState(1);
  const list = useAdminAudit(actor === ALL ? "" : actor, action === ALL ? "" : action, page);
  const { data } = list;
  return (
    <>
      <AdminPageHeader
        title="Activity Log"
        description="Every change made in the admin area: who, what, when."
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row">
          <FilterSelect
            value={actor}
            onChange={(v) => {
              setActor(v);
              setPage(1);
            }}
            allValue={ALL}
            allLabel="All admins"
            options={(data?.actors ?? []).map((a) => ({ value: a.id, label: a.name ?? a.email ?? a.id }))}
            label="Filter by admin"
            className="sm:w-64"
          />
          <FilterSelect
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
            allValue={ALL}
            allLabel="All actions"
            options={data?.actions ?? []}
            label="Filter by action"
            className="sm:w-56"
          />
        </div>
        <RecordTable
          query={list}
          errorMessage={SCREEN_MESSAGES.dataError}
          emptyTitle="No activity yet"
          label="Activity"
          columns={["When", "Who", "Action", "Target", "Change"]}
          actions={false}
          rows={(loaded) => loaded.items}
          footer={pageFooter(setPage)}
        >
          {(e) => (
            <TableRow key={e.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(e.created_at)}</TableCell>
              <TableCell>
                <p className="font-medium">{e.actor_name ?? "Deleted user"}</p>
                <p className="text-xs text-muted-foreground">{e.actor_email}</p>
              </TableCell>
              <TableCell>
                <Badge variant="outline">{e.action}</Badge>
              </TableCell>
              <TableCell className="text-xs">
                {e.target_type}
                {e.target_id ? (
                  <span className="block max-w-40 truncate font-mono text-muted-foreground">
                    {e.target_id}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="min-w-64">
                <Change entry={e} />
              </TableCell>
            </TableRow>
          )}
        </RecordTable>
      </Card>
    </>
  );
}

import type { AdminAuditEntry } from "@contract/admin-content";
import { SCREEN_MESSAGES } from "@contract/messages";
import { useState } from "react";
import { useAdminAudit } from "@/api/admin-audit";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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
          <Select
            value={actor}
            onValueChange={(v) => {
              setActor(v);
              setPage(1);
            }}
          >
            <SelectTrigger className="sm:w-64" aria-label="Filter by admin">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All admins</SelectItem>
              {(data?.actors ?? []).map((a) => (
                <SelectItem key={a.id} value={a.id}>
                  {a.name ?? a.email ?? a.id}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={action}
            onValueChange={(v) => {
              setAction(v);
              setPage(1);
            }}
          >
            <SelectTrigger className="sm:w-56" aria-label="Filter by action">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All actions</SelectItem>
              {(data?.actions ?? []).map((a) => (
                <SelectItem key={a} value={a}>
                  {a}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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

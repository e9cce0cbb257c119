import { MAIL_LOG_STATUSES, MAIL_TEXT, type MailLogStatus } from "@contract/mail";
import { Send } from "lucide-react";
import { useState } from "react";
import { useAdminMailLog, useSendTestMail } from "@/api/admin-mail";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TableCell, TableRow } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";
import { capitalise } from "../components/format";
import { RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { useWideTable } from "../components/use-wide-table";

const STATUS_VARIANT: Record<MailLogStatus, BadgeProps["variant"]> = {
  queued: "secondary",
  sending: "default",
  sent: "success",
  failed: "destructive",
};

/** A moment as the date over its time, so the log's five columns fit at 1280 px (issue 21 item 9). */
function DateTimeCell({ iso }: { iso: string | null }) {
  const schoolTime = useSchoolTime();
  if (!iso) return <TableCell className="text-muted-foreground">—</TableCell>;
  return (
    <TableCell className="whitespace-nowrap">
      <span className="block">{schoolTime.date(iso)}</span>
      <span className="block text-xs text-muted-foreground">{schoolTime.time(iso)}</span>
    </TableCell>
  );
}

/** Admin Settings' mail area: 'Send test e-mail' and the mail log (queued, sent, failed with the error). */
export function MailSettings() {
  const [status, setStatus] = useState<MailLogStatus | "">("");
  const [page, setPage] = useState(1);
  const log = useAdminMailLog(status, page);
  const sendTest = useSendTestMail();
  const wide = useWideTable();
  const counts = log.data?.counts;
  return (
    <Card>
      <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle className="text-lg">E-mail</CardTitle>
          <CardDescription>
            Every e-mail the portal sends is queued, retried when the mail server refuses, and listed here.
          </CardDescription>
        </div>
        <Button onClick={() => sendTest.mutate()} disabled={sendTest.isPending}>
          <Send aria-hidden="true" />
          {sendTest.isPending ? "Sending..." : "Send test e-mail"}
        </Button>
      </CardHeader>
      <CardContent className="pb-0">
        <fieldset className="flex flex-wrap gap-2" aria-label="Show e-mails">
          {(["", ...MAIL_LOG_STATUSES] as const).map((s) => (
            <Button
              key={s || "all"}
              size="sm"
              variant={status === s ? "default" : "outline"}
              aria-pressed={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {s ? capitalise(s) : "All"}
              {s && counts ? ` (${counts[s].toLocaleString("en-US")})` : ""}
            </Button>
          ))}
        </fieldset>
      </CardContent>
      <RecordTable
        query={log}
        errorMessage={MAIL_TEXT.logLoadFailed}
        emptyTitle={MAIL_TEXT.logEmpty}
        skeletonRows={4}
        errorWrapper={CardContent}
        label="Mail log"
        actions={false}
        columns={
          wide ? ["To", "Subject", "Status", "Queued", "Sent"] : ["Subject", "Status", "Queued", "Sent"]
        }
        rows={(loaded) => loaded.items}
        footer={pageFooter(setPage)}
      >
        {(m) => (
          <TableRow key={m.id}>
            {wide ? (
              <TableCell className="max-w-48 truncate" title={m.to}>
                {m.to}
              </TableCell>
            ) : null}
            <TableCell className="min-w-48 max-w-80">
              <span className="block break-words">{m.subject}</span>
              {/* Narrower than 1280 px the five columns do not fit: the address is a line under the subject. */}
              {wide ? null : <span className="block text-xs break-all text-muted-foreground">To {m.to}</span>}
              {m.last_error ? <span className="block text-xs text-destructive">{m.last_error}</span> : null}
            </TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[m.status]}>{capitalise(m.status)}</Badge>
              {m.attempts > 1 ? (
                <span className="block text-xs text-muted-foreground">{m.attempts} tries</span>
              ) : null}
            </TableCell>
            <DateTimeCell iso={m.created_at} />
            <DateTimeCell iso={m.sent_at} />
          </TableRow>
        )}
      </RecordTable>
    </Card>
  );
}

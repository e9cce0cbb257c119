import type { AdminDeathNoticeDto } from "@contract/memoriam";
import { useId, useState } from "react";
import { useDeleteAlumnus } from "@/api/admin-alumni";
import { useDeathNoticeAction } from "@/api/memoriam";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { FormField } from "@/components/FormField";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Link } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";

/**
 * One notice: who it is about, what the member said, and what the office can do with it —
 * Confirm (with the year of death, if known) or Dismiss; Restore a confirmed one; Reopen a
 * dismissed one; remove the profile when the family asks (the Alumni screen's delete).
 */
export function DeathNoticeCard({ notice: n }: { notice: AdminDeathNoticeDto }) {
  const schoolTime = useSchoolTime();
  const yearId = useId();
  const [year, setYear] = useState("");
  const act = useDeathNoticeAction();
  const remove = useDeleteAlumnus();
  const busy = act.isPending || remove.isPending;
  const { alumnus } = n;
  const run = (verb: "confirm" | "dismiss" | "restore" | "reopen") =>
    act.mutate({ id: n.id, verb, yearOfDeath: year.trim() ? Number(year) : null });
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          {n.status === "confirmed" ? <Badge>In memoriam</Badge> : null}
          <span className="text-sm text-muted-foreground">{schoolTime.dateTime(n.created_at)}</span>
        </div>
        <h2 className="font-semibold break-words">
          {alumnus.profile_id ? (
            <Link to={`/alumni/${alumnus.profile_id}`} className="hover:underline">
              {alumnus.display_name}
            </Link>
          ) : (
            `${alumnus.display_name} (profile removed)`
          )}
          {alumnus.graduation_year ? ` · Batch of ${alumnus.graduation_year}` : null}
          {alumnus.year_of_death ? ` · Died ${alumnus.year_of_death}` : null}
        </h2>
        <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
          {n.note}
        </blockquote>
        {n.link ? (
          <a href={n.link} target="_blank" rel="noopener noreferrer" className="text-sm break-all underline">
            {n.link}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <p className="text-sm">
          <span className="text-muted-foreground">Told by </span>
          <span className="font-medium">{n.reporter.display_name}</span>
        </p>
        <div className="flex flex-wrap items-end gap-2">
          {n.status === "open" ? (
            <>
              <FormField id={yearId} label="Year of death (optional)">
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    className="w-32"
                    value={year}
                    onChange={(e) => setYear(e.target.value)}
                  />
                )}
              </FormField>
              <Button disabled={busy} onClick={() => run("confirm")}>
                Confirm
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => run("dismiss")}>
                Dismiss
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => run(n.status === "confirmed" ? "restore" : "reopen")}
            >
              {n.status === "confirmed" ? "Restore" : "Reopen"}
            </Button>
          )}
          {alumnus.profile_id && n.status === "confirmed" ? (
            <ConfirmDialog
              trigger={
                <Button variant="destructive" disabled={busy}>
                  Remove profile
                </Button>
              }
              title={`Remove the profile of ${alumnus.display_name}?`}
              description="For when the family asks: the profile is deleted for good. The account stays closed and receives no mail; this notice stays in the queue."
              confirmLabel="Remove profile"
              destructive
              onConfirm={() => remove.mutate(alumnus.profile_id as string)}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { useEffect, useId } from "react";
import { useMemberTimeZone, useSaveMemberTimeZone } from "@/api/notifications";
import { TimeZoneSelect } from "@/components/TimeZoneSelect";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { ErrorState } from "../admin/components/states";

/**
 * 'Your time zone' in My Profile, Notifications (issue 11, item 7): event reminders state the
 * time in the event's zone and, when it differs, in this one. A member who has none yet gets
 * their browser's (Intl.DateTimeFormat().resolvedOptions().timeZone), saved once; they may
 * choose another.
 */
export function MemberTimeZone() {
  const id = useId();
  const stored = useMemberTimeZone();
  const save = useSaveMemberTimeZone();
  const browser = browserTimeZone();
  const missing = stored.isSuccess && stored.data.time_zone === null;
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (missing && browser && isIdle) mutate({ time_zone: browser, quiet: true });
  }, [missing, browser, isIdle, mutate]);

  if (stored.isError)
    return <ErrorState message={TIME_ZONE_TEXT.memberLoadFailed} onRetry={() => stored.refetch()} />;
  const value = stored.data?.time_zone ?? browser ?? "";
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-zone`}>{TIME_ZONE_TEXT.memberLabel}</Label>
        <p id={`${id}-zone-hint`} className="text-sm text-muted-foreground">
          {TIME_ZONE_TEXT.memberExplain}
        </p>
      </div>
      {stored.isPending ? (
        <Skeleton className="h-10 w-full sm:w-64" />
      ) : (
        <TimeZoneSelect
          id={`${id}-zone`}
          aria-describedby={`${id}-zone-hint`}
          className="sm:w-64"
          current={value}
          value={value}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ time_zone: e.target.value })}
        />
      )}
    </div>
  );
}

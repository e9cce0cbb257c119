import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXT,
  type NotificationDelivery,
} from "@contract/notifications";
import { useId } from "react";
import { useNotificationPreferences, useSaveNotificationPreferences } from "@/api/notifications";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "../admin/components/states";
import { MemberTimeZone } from "./member-time-zone";
import { NewsletterStatus } from "./newsletter-status";
import { Section } from "./profile-fields";

/**
 * My Profile, Notifications: for each kind, 'Immediately', 'Daily digest', 'Weekly digest' or
 * 'Never'. Saved as soon as a choice changes (its own form: it does not wait for Edit Profile);
 * the server decides from it who is mailed.
 */
export function NotificationsTab() {
  const id = useId();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  return (
    <Section title="Notifications" single>
      <p className="text-sm text-muted-foreground">
        Choose how the portal tells you what happens: by e-mail at once, gathered into one daily or weekly
        digest, or not at all. Changes are saved at once.
      </p>
      {preferences.isError ? (
        <ErrorState message={NOTIFICATION_TEXT.loadFailed} onRetry={() => preferences.refetch()} />
      ) : preferences.isPending ? (
        <div role="status" aria-label="Loading" className="flex flex-col gap-3">
          {NOTIFICATION_KINDS.map((k) => (
            <Skeleton key={k} className="h-20 w-full" />
          ))}
        </div>
      ) : (
        NOTIFICATION_KINDS.map((kind) => {
          const { label, explain } = NOTIFICATION_TEXT.kinds[kind];
          const fieldId = `${id}-notify-${kind}`;
          return (
            <div
              key={kind}
              className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <Label htmlFor={fieldId}>{label}</Label>
                <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
                  {explain}
                </p>
              </div>
              <Select
                value={preferences.data[kind]}
                disabled={save.isPending}
                onValueChange={(value) =>
                  save.mutate({ ...preferences.data, [kind]: value as NotificationDelivery })
                }
              >
                <SelectTrigger id={fieldId} aria-describedby={`${fieldId}-hint`} className="w-full sm:w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {NOTIFICATION_DELIVERIES.map((d) => (
                    <SelectItem key={d} value={d}>
                      {NOTIFICATION_TEXT.deliveries[d]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          );
        })
      )}
      <NewsletterStatus />
      <MemberTimeZone />
    </Section>
  );
}

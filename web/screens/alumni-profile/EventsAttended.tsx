import { formatDateInZone } from "@contract/time-zones";
import { useEventsAttended } from "@/api/events-attended";
import { useAuth } from "@/auth/auth-context";
import { ProfileSection } from "./ProfileSection";

/**
 * "Events attended" (issue 27, item 5): the events the member was checked in at, for signed-in
 * viewers the server lets see them (the owner always; other members when the owner chose to show
 * them). The profile page renders it after hydration, for signed-in viewers only.
 */
export function EventsAttended({ profileId, userId }: { profileId: string; userId: string | null }) {
  const { user } = useAuth();
  const own = user !== null && user.id === userId;
  const attended = useEventsAttended(profileId, user !== null);
  if (attended.isError)
    return (
      <ProfileSection id="profile-events-attended" title="Events attended">
        <p role="alert" className="mt-2 text-sm text-destructive">
          The events attended could not be loaded.
        </p>
      </ProfileSection>
    );
  const events = attended.data;
  // Hidden from this viewer, not loaded yet, or none for someone else: nothing to show.
  if (!events || (events.length === 0 && !own)) return null;
  return (
    <ProfileSection id="profile-events-attended" title="Events attended">
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No events yet: they appear once you are checked in at the door.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1">
          {events.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap justify-between gap-x-4 border-b border-border py-1.5 last:border-0"
            >
              <span className="font-medium">{e.title}</span>
              <span className="text-sm text-muted-foreground">
                {formatDateInZone(e.start_date, e.time_zone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

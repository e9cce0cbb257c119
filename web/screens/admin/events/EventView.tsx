import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { ADMIN_MESSAGES, ADMIN_RULES } from "@contract/ui-text";
import { ArrowLeft, Pencil } from "lucide-react";
import { useAdminEvent } from "@/api/admin-events";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { eventMoment } from "../../events/event-format";
import { useBackTo } from "../components/back-to-list";
import { DetailItem } from "../components/FormCard";

import { StatusBadge } from "../components/StatusBadge";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";
import { DoorPanel } from "./DoorPanel";
import { EventAttendees } from "./EventAttendees";
import { GoingOfCapacity } from "./GoingOfCapacity";

/** Spec §2 Event view. */
export function EventView() {
  const schoolTime = useSchoolTime();
  const { id } = useParams();
  const backTo = useBackTo("/admin/events");
  const { data: e, isPending, error } = useAdminEvent(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_MESSAGES.eventLoadFailed, "/admin/events");
  usePageMeta({ title: e?.title ?? "Event Details" });
  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        Back to Event Management
      </Link>
    </Button>
  );
  if (notFound)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.eventNotFound}</h1>
        {back}
      </div>
    );
  if (isPending || !e)
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-80" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        {back}
        <Button asChild>
          <Link to={`/admin/events/edit/${e.id}`}>
            <Pencil aria-hidden="true" />
            Edit Event
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{e.category}</Badge>
            <StatusBadge status={e.moderation_status} />
          </div>
          <h1 className="font-serif text-2xl font-semibold leading-tight">{e.title}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {e.image_url ? (
            <img src={e.image_url} alt="" className="max-h-80 w-full rounded-lg object-cover" />
          ) : null}
          {e.description ? <p className="whitespace-pre-line">{e.description}</p> : null}
          {e.moderation_notes ? (
            <div className="rounded-lg bg-muted p-4">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Moderation Notes
              </p>
              <p className="mt-1 text-sm">{e.moderation_notes}</p>
            </div>
          ) : null}
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailItem label="Start">{eventMoment(e.start_date, e.time_zone)}</DetailItem>
            {e.end_date ? (
              <DetailItem label="End Date">{eventMoment(e.end_date, e.time_zone)}</DetailItem>
            ) : null}
            <DetailItem label={TIME_ZONE_TEXT.label}>{e.time_zone}</DetailItem>
            <DetailItem label="Location">{e.is_virtual ? "Virtual Event" : e.location}</DetailItem>
            {e.max_attendees ? <DetailItem label="Max Attendees">{e.max_attendees}</DetailItem> : null}
            {e.registration_deadline ? (
              <DetailItem label="Registration Deadline">
                {eventMoment(e.registration_deadline, e.time_zone)}
              </DetailItem>
            ) : null}
            <DetailItem label="Going">
              <GoingOfCapacity going={e.attendee_count} capacity={e.max_attendees} />
            </DetailItem>
            <DetailItem label="Created">{schoolTime.date(e.created_at)}</DetailItem>
            {e.moderated_at ? (
              <DetailItem label="Moderated">{schoolTime.dateTime(e.moderated_at)}</DetailItem>
            ) : null}
            <DetailItem label="Chapter">
              {e.chapter ? (
                <Link
                  to={`/chapters/${e.chapter.slug}`}
                  className="text-navy-900 underline underline-offset-2"
                >
                  {e.chapter.name}
                </Link>
              ) : (
                "None"
              )}
            </DetailItem>
            <DetailItem label="Organizer">
              {e.organizer?.profile_id ? (
                <Link
                  to={`/admin/alumni/view/${e.organizer.profile_id}`}
                  className="text-navy-900 underline underline-offset-2"
                >
                  {e.organizer.name}
                </Link>
              ) : (
                (e.organizer?.name ?? "—")
              )}
            </DetailItem>
          </dl>
        </CardContent>
      </Card>
      {e.moderation_status === "approved" ? <DoorPanel eventId={e.id} /> : null}
      <EventAttendees eventId={e.id} />
    </div>
  );
}

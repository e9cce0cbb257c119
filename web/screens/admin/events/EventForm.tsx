import { type AdminEventBody, adminEventBodySchema } from "@contract/admin-content";
import type { AdminEventDetail } from "@contract/admin-office";
import { EVENT_CATEGORIES } from "@contract/constants";
import { DEFAULT_WAITLIST_CONFIRM_HOURS, MAX_GUESTS_PER_MEMBER } from "@contract/events";
import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { ADMIN_MESSAGES, ADMIN_RULES, VALIDATION } from "@contract/ui-text";
import { useAdminEvent, useSaveEvent } from "@/api/admin-events";
import { useChaptersQuery } from "@/api/community-groups";
import { useSchoolTimeZone } from "@/api/settings";
import { useAuth } from "@/auth/auth-context";
import { FormField } from "@/components/FormField";
import { TimeZoneSelect } from "@/components/TimeZoneSelect";
import { fieldClasses, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { cn } from "@/lib/utils";
import { fromZonedInput, toZonedInput } from "@/lib/zoned-time";
import { CategoryField } from "../components/CategorySelect";
import { AdminFormFrame } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { FormSkeleton } from "../components/states";
import { useRecordForm } from "../components/use-record-form";

/** The form's values: the body's fields, with dates as datetime-local text and the cap as text. */
type Values = Omit<Record<keyof AdminEventBody, string>, "is_virtual"> & { is_virtual: boolean };

/**
 * Dates are shown and typed as wall-clock times in the event's zone (a new event: the admin's
 * own, or the school's when the browser names none).
 */
const toValues = (e: AdminEventDetail | undefined, schoolZone: string): Values => {
  const zone = e?.time_zone ?? browserTimeZone() ?? schoolZone;
  return {
    title: e?.title ?? "",
    description: e?.description ?? "",
    category: e?.category ?? "",
    location: e?.location ?? "",
    start_date: toZonedInput(e?.start_date, zone),
    end_date: toZonedInput(e?.end_date, zone),
    max_attendees: e?.max_attendees?.toString() ?? "",
    guests_per_member: e?.guests_per_member?.toString() ?? "0",
    waitlist_confirm_hours: e?.waitlist_confirm_hours?.toString() ?? "",
    is_virtual: e?.is_virtual ?? false,
    registration_deadline: toZonedInput(e?.registration_deadline, zone),
    time_zone: zone,
    image_url: e?.image_url ?? "",
    moderation_notes: e?.moderation_notes ?? "",
    chapter_id: e?.chapter?.id ?? "",
  };
};

const toInput = (v: Values) => ({
  ...v,
  start_date: fromZonedInput(v.start_date, v.time_zone),
  end_date: fromZonedInput(v.end_date, v.time_zone),
  registration_deadline: fromZonedInput(v.registration_deadline, v.time_zone),
  max_attendees: v.max_attendees ? Number(v.max_attendees) : null,
  guests_per_member: v.guests_per_member ? Number(v.guests_per_member) : 0,
  waitlist_confirm_hours: v.waitlist_confirm_hours ? Number(v.waitlist_confirm_hours) : null,
  // Always sent: "No chapter" ('') clears it (left out, the server would keep the old one).
  chapter_id: v.chapter_id || null,
});

/** Shown with the schema's errors: an empty start, and a missing location (the schema's rule runs last). */
function check(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.start_date) errors.start_date = VALIDATION.startDateRequired;
  if (!v.is_virtual && !v.location.trim()) errors.location = VALIDATION.locationRequired;
  return errors;
}

/** Create Event / Edit: the proposal's fields plus chapter, image URL and moderation notes. */
export function EventForm() {
  const { user } = useAuth();
  const chaptersQuery = useChaptersQuery(user?.id ?? null);
  const chapters = chaptersQuery.data;
  const schoolZone = useSchoolTimeZone();
  const { id, editing, data, notFound, loading, form, saving, onSubmit } = useRecordForm({
    base: "/admin/events",
    loadFailed: ADMIN_MESSAGES.eventLoadFailed,
    useRecord: useAdminEvent,
    useSave: useSaveEvent,
    toValues: (e) => toValues(e, schoolZone),
    schema: adminEventBodySchema,
    toInput,
    check,
  });
  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.eventNotFound}</h1>;
  // The chapter select mounts with its options, so the event's chapter shows selected (a
  // failed list still shows the form, with the event's own chapter as the only choice).
  if (loading || chaptersQuery.isPending) return <FormSkeleton />;

  const { register, errorOf } = form;
  const isVirtual = form.watch("is_virtual");

  return (
    <AdminFormFrame
      onSubmit={onSubmit}
      title={editing ? "Edit Event" : "Create Event"}
      description={editing ? data?.title : "Events the office creates are approved at once."}
      cancelTo={editing ? `/admin/events/view/${id}` : "/admin/events"}
      saving={saving}
      editing={editing}
      createLabel="Create Event"
    >
      <FormCard title="Event Details">
        <FormField id="event-title" label="Title" required error={errorOf("title")} className="md:col-span-2">
          {(c) => <Input {...c} {...register("title")} />}
        </FormField>
        <CategoryField
          id="event-category"
          control={form.control}
          categories={EVENT_CATEGORIES}
          error={errorOf("category")}
        />
        <FormField id="event-location" label="Location" required={!isVirtual} error={errorOf("location")}>
          {(c) => <Input {...c} {...register("location")} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <input type="checkbox" {...register("is_virtual")} />
          Virtual event
        </label>
        <FormField
          id="event-chapter"
          label="Chapter"
          hint="The event is listed on the chapter's page"
          error={errorOf("chapter_id")}
        >
          {(c) => (
            // Native, like the time zone: a short list, and phones show their own picker.
            <select className={cn(fieldClasses, "h-10 py-2")} {...c} {...register("chapter_id")}>
              <option value="">No chapter</option>
              {data?.chapter && !chapters?.some((ch) => ch.id === data.chapter?.id) ? (
                <option value={data.chapter.id}>{data.chapter.name}</option>
              ) : null}
              {(chapters ?? []).map((ch) => (
                <option key={ch.id} value={ch.id}>
                  {ch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="event-description"
          label="Description"
          error={errorOf("description")}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={5} {...register("description")} />}
        </FormField>
      </FormCard>
      <FormCard title="Schedule">
        <FormField id="event-start" label="Start" required error={errorOf("start_date")}>
          {(c) => <Input {...c} type="datetime-local" {...register("start_date")} />}
        </FormField>
        <FormField id="event-end" label="End" error={errorOf("end_date")}>
          {(c) => <Input {...c} type="datetime-local" {...register("end_date")} />}
        </FormField>
        <FormField id="event-deadline" label="Registration Deadline" error={errorOf("registration_deadline")}>
          {(c) => <Input {...c} type="datetime-local" {...register("registration_deadline")} />}
        </FormField>
        <FormField
          id="event-time-zone"
          label={TIME_ZONE_TEXT.label}
          hint="Start, end and deadline are in this zone"
          error={errorOf("time_zone")}
        >
          {(c) => <TimeZoneSelect {...c} current={data?.time_zone} {...register("time_zone")} />}
        </FormField>
        <FormField
          id="event-max"
          label="Max Attendees"
          hint="Leave empty for unlimited"
          error={errorOf("max_attendees")}
        >
          {(c) => <Input {...c} type="number" min={1} {...register("max_attendees")} />}
        </FormField>
        <FormField
          id="event-guests"
          label="Guests per member"
          hint="0: members come alone. Each guest takes a place."
          error={errorOf("guests_per_member")}
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              min={0}
              max={MAX_GUESTS_PER_MEMBER}
              {...register("guests_per_member")}
            />
          )}
        </FormField>
        <FormField
          id="event-confirm-hours"
          label="Hours to confirm a place from the waitlist"
          hint={`Leave empty for ${DEFAULT_WAITLIST_CONFIRM_HOURS} hours`}
          error={errorOf("waitlist_confirm_hours")}
        >
          {(c) => <Input {...c} type="number" min={1} {...register("waitlist_confirm_hours")} />}
        </FormField>
      </FormCard>
      <FormCard title="Publishing">
        <FormField id="event-image" label="Image URL" error={errorOf("image_url")} className="md:col-span-2">
          {(c) => <Input {...c} type="url" {...register("image_url")} />}
        </FormField>
        <FormField
          id="event-notes"
          label="Moderation Notes"
          error={errorOf("moderation_notes")}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={3} {...register("moderation_notes")} />}
        </FormField>
      </FormCard>
    </AdminFormFrame>
  );
}

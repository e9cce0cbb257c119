import { EVENT_CATEGORIES } from "@contract/constants";
import { eventProposalSchema, MAX_GUESTS_PER_MEMBER } from "@contract/events";
import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { EVENT_MESSAGES, VALIDATION } from "@contract/ui-text";
import { type ReactElement, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { errorMessage } from "@/api/client";
import { useChapterEventMutation } from "@/api/community-groups";
import { useProposeEventMutation } from "@/api/event-writes";
import { useSchoolTimeZone } from "@/api/settings";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField, useFieldIds } from "@/components/FormField";
import { SwitchField } from "@/components/SwitchField";
import { TimeZoneSelect } from "@/components/TimeZoneSelect";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";
import { fromZonedInput, joinInZone } from "@/lib/zoned-time";

const EMPTY = {
  title: "",
  description: "",
  category: "",
  location: "",
  is_virtual: false,
  start_date: "",
  start_time: "",
  end_date: "",
  end_time: "",
  max_attendees: "",
  guests_per_member: "",
  registration_deadline: "",
  class_year: "",
  time_zone: "",
};
type FormState = typeof EMPTY;

/**
 * The form's first values: the event's zone starts as the proposer's own (issue 11), or the
 * school's when the browser names none.
 */
const emptyForm = (schoolZone: string): FormState => ({
  ...EMPTY,
  time_zone: browserTimeZone() ?? schoolZone,
});

/** The proposal body from the fields: date and time are wall-clock times in the event's zone. */
const toInput = (form: FormState) => ({
  title: form.title,
  description: form.description,
  category: form.category || undefined,
  location: form.location,
  start_date: joinInZone(form.start_date, form.start_time, form.time_zone) ?? "",
  // Spec §5: the end applies only when both end date and end time are filled.
  end_date: joinInZone(form.end_date, form.end_time, form.time_zone),
  max_attendees: form.max_attendees,
  guests_per_member: form.guests_per_member,
  is_virtual: form.is_virtual,
  registration_deadline: form.registration_deadline
    ? fromZonedInput(form.registration_deadline, form.time_zone)
    : null,
  class_year: form.class_year,
  time_zone: form.time_zone,
});

const check = (form: FormState): Record<string, string> =>
  !form.start_date || !form.start_time ? { start_date: VALIDATION.startDateRequired } : {};

/** The event proposal dialog (spec §5): created pending, for the alumni office to review. */
export function ProposeEventDialog({
  trigger,
  chapterSlug,
  initiallyOpen = false,
}: {
  trigger: ReactElement;
  chapterSlug?: string;
  /** Open as soon as it is shown (it was loaded by a click on its trigger). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const schoolZone = useSchoolTimeZone();
  const form = useContractForm({
    schema: eventProposalSchema,
    defaultValues: emptyForm(schoolZone),
    toInput,
    check,
  });
  const { register, errorOf, control } = form;
  const isVirtual = useWatch({ control, name: "is_virtual" });
  // A chapter's event goes to its chapter (issue 15), reviewed by the chapter's moderators.
  const general = useProposeEventMutation();
  const chapter = useChapterEventMutation(chapterSlug ?? "");
  const propose = chapterSlug ? chapter : general;
  const f = useFieldIds();

  const onSubmit = form.handleSubmit((body) => {
    if (propose.isPending) return;
    propose.mutate(body, {
      onSuccess: () => {
        toast.success(EVENT_MESSAGES.proposedTitle, { description: EVENT_MESSAGES.proposedText });
        form.reset();
        setOpen(false);
      },
      onError: (err) => toast.error(errorMessage(err, EVENT_MESSAGES.createFailed)),
    });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Propose an Event"
      description={
        <>Tell us about the event. The alumni office reviews every proposal before it is listed.</>
      }
      className="max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={f("title")} label="Event Title" required error={errorOf("title")}>
          {(p) => <Input {...p} maxLength={200} {...register("title")} />}
        </FormField>
        <FormField id={f("description")} label="Description" error={errorOf("description")}>
          {(p) => <Textarea {...p} rows={4} {...register("description")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f("category")} label="Category" required error={errorOf("category")}>
            {(p) => (
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...p} ref={field.ref}>
                      <SelectValue placeholder="Choose a category" />
                    </SelectTrigger>
                    <SelectContent>
                      {EVENT_CATEGORIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {c}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <SwitchField control={control} name="is_virtual" id={f("virtual")} label="Virtual event" />
        </div>
        <FormField
          id={f("location")}
          label={isVirtual ? "Location or meeting link" : "Location"}
          required
          error={errorOf("location")}
        >
          {(p) => <Input {...p} maxLength={200} {...register("location")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f("start-date")} label="Start Date" required error={errorOf("start_date")}>
            {(p) => <Input {...p} type="date" {...register("start_date")} />}
          </FormField>
          <FormField id={f("start-time")} label="Start Time" required>
            {(p) => <Input {...p} type="time" {...register("start_time")} />}
          </FormField>
          <FormField id={f("end-date")} label="End Date" error={errorOf("end_date")}>
            {(p) => <Input {...p} type="date" {...register("end_date")} />}
          </FormField>
          <FormField
            id={f("end-time")}
            label="End Time"
            hint="The end is used only when both date and time are set."
          >
            {(p) => <Input {...p} type="time" {...register("end_time")} />}
          </FormField>
          <FormField
            id={f("time-zone")}
            label={TIME_ZONE_TEXT.label}
            hint="The date and times above are in this zone."
            error={errorOf("time_zone")}
          >
            {(p) => <TimeZoneSelect {...p} {...register("time_zone")} />}
          </FormField>
          <FormField
            id={f("max")}
            label="Max Attendees"
            hint="Leave empty for unlimited."
            error={errorOf("max_attendees")}
          >
            {(p) => <Input {...p} type="number" min={1} inputMode="numeric" {...register("max_attendees")} />}
          </FormField>
          <FormField
            id={f("guests")}
            label="Guests per member"
            hint="Leave empty if members come alone."
            error={errorOf("guests_per_member")}
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                min={0}
                max={MAX_GUESTS_PER_MEMBER}
                inputMode="numeric"
                {...register("guests_per_member")}
              />
            )}
          </FormField>
          <FormField
            id={f("deadline")}
            label="Registration Deadline"
            error={errorOf("registration_deadline")}
          >
            {(p) => <Input {...p} type="datetime-local" {...register("registration_deadline")} />}
          </FormField>
          <FormField
            id={f("class-year")}
            label="Reunion of the class of"
            hint="Optional: shown on that class year's page."
            error={errorOf("class_year")}
          >
            {(p) => <Input {...p} inputMode="numeric" maxLength={4} {...register("class_year")} />}
          </FormField>
        </div>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={propose.isPending}>
          Submit for Review
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

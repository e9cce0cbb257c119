import { EVENT_CATEGORIES } from "@contract/constants";
import type { EventDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_RULES, VALIDATION } from "@contract/messages";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAdminEvent, useSaveEvent } from "@/api/admin-events";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { CategorySelect } from "../components/CategorySelect";
import { CancelLink, SubmitRow } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { fromLocalInput, toLocalInput } from "../components/format";
import { FormSkeleton } from "../components/states";
import { useFieldErrors } from "../components/use-field-errors";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

interface Values {
  title: string;
  description: string;
  category: string;
  location: string;
  start: string;
  end: string;
  max_attendees: string;
  is_virtual: boolean;
  registration_deadline: string;
  image_url: string;
  moderation_notes: string;
}

const toValues = (e?: EventDto): Values => ({
  title: e?.title ?? "",
  description: e?.description ?? "",
  category: e?.category ?? "",
  location: e?.location ?? "",
  start: toLocalInput(e?.start_date),
  end: toLocalInput(e?.end_date),
  max_attendees: e?.max_attendees?.toString() ?? "",
  is_virtual: e?.is_virtual ?? false,
  registration_deadline: toLocalInput(e?.registration_deadline),
  image_url: e?.image_url ?? "",
  moderation_notes: e?.moderation_notes ?? "",
});

/** Create Event / Edit: the proposal's fields plus image URL and moderation notes. */
export function EventForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  const navigate = useNavigate();
  const { data, isPending, error } = useAdminEvent(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_MESSAGES.eventLoadFailed, "/admin/events");
  const [values, setValues] = useState<Values>(toValues());
  const fieldErrors = useFieldErrors();
  const save = useSaveEvent(id, (e) => navigate(`/admin/events/view/${e.id}`));

  useEffect(() => {
    if (data) setValues(toValues(data));
  }, [data]);

  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.eventNotFound}</h1>;
  if (editing && (isPending || !data)) return <FormSkeleton />;

  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!values.title.trim()) errors.title = "Title is required";
    if (!values.category) errors.category = "Category is required";
    if (!values.start) errors.start_date = VALIDATION.startDateRequired;
    if (!values.is_virtual && !values.location.trim()) errors.location = "Location is required";
    fieldErrors.set(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      {
        title: values.title,
        description: values.description,
        category: values.category,
        location: values.location,
        start_date: fromLocalInput(values.start),
        end_date: fromLocalInput(values.end),
        max_attendees: values.max_attendees ? Number(values.max_attendees) : null,
        is_virtual: values.is_virtual,
        registration_deadline: fromLocalInput(values.registration_deadline),
        image_url: values.image_url,
        moderation_notes: values.moderation_notes,
      },
      { onError: fieldErrors.fromError },
    );
  };
  const err = fieldErrors.errors;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AdminPageHeader
        title={editing ? "Edit Event" : "Create Event"}
        description={editing ? data?.title : "Events the office creates are approved at once."}
        actions={<CancelLink to={editing ? `/admin/events/view/${id}` : "/admin/events"} />}
      />
      <FormCard title="Event Details">
        <FormField id="event-title" label="Title" required error={err.title} className="md:col-span-2">
          {(c) => <Input {...c} value={values.title} onChange={set("title")} />}
        </FormField>
        <FormField id="event-category" label="Category" required error={err.category}>
          {(c) => (
            <CategorySelect
              control={c}
              categories={EVENT_CATEGORIES}
              value={values.category}
              onChange={(category) => setValues((v) => ({ ...v, category }))}
            />
          )}
        </FormField>
        <FormField id="event-location" label="Location" required={!values.is_virtual} error={err.location}>
          {(c) => <Input {...c} value={values.location} onChange={set("location")} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm md:col-span-2">
          <input
            type="checkbox"
            checked={values.is_virtual}
            onChange={(e) => setValues((v) => ({ ...v, is_virtual: e.target.checked }))}
          />
          Virtual event
        </label>
        <FormField
          id="event-description"
          label="Description"
          error={err.description}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={5} value={values.description} onChange={set("description")} />}
        </FormField>
      </FormCard>
      <FormCard title="Schedule">
        <FormField id="event-start" label="Start" required error={err.start_date}>
          {(c) => <Input {...c} type="datetime-local" value={values.start} onChange={set("start")} />}
        </FormField>
        <FormField id="event-end" label="End" error={err.end_date}>
          {(c) => <Input {...c} type="datetime-local" value={values.end} onChange={set("end")} />}
        </FormField>
        <FormField id="event-deadline" label="Registration Deadline" error={err.registration_deadline}>
          {(c) => (
            <Input
              {...c}
              type="datetime-local"
              value={values.registration_deadline}
              onChange={set("registration_deadline")}
            />
          )}
        </FormField>
        <FormField
          id="event-max"
          label="Max Attendees"
          hint="Leave empty for unlimited"
          error={err.max_attendees}
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              min={1}
              value={values.max_attendees}
              onChange={set("max_attendees")}
            />
          )}
        </FormField>
      </FormCard>
      <FormCard title="Publishing">
        <FormField id="event-image" label="Image URL" error={err.image_url} className="md:col-span-2">
          {(c) => <Input {...c} type="url" value={values.image_url} onChange={set("image_url")} />}
        </FormField>
        <FormField
          id="event-notes"
          label="Moderation Notes"
          error={err.moderation_notes}
          className="md:col-span-2"
        >
          {(c) => (
            <Textarea {...c} rows={3} value={values.moderation_notes} onChange={set("moderation_notes")} />
          )}
        </FormField>
      </FormCard>
      <SubmitRow saving={save.isPending} editing={editing} createLabel="Create Event" />
    </form>
  );
}

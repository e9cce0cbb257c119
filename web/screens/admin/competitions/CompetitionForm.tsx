import { COMPETITION_CATEGORIES } from "@contract/constants";
import type { CompetitionDto } from "@contract/dto";
import { ADMIN_RULES } from "@contract/messages";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAdminCompetition, useSaveCompetition } from "@/api/admin-competitions";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { CategorySelect } from "../components/CategorySelect";
import { CancelLink, SubmitRow } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { capitalise } from "../components/format";
import { FormSkeleton } from "../components/states";
import { useFieldErrors } from "../components/use-field-errors";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

type Values = Record<"name" | "description" | "category" | "date" | "first" | "second" | "third", string>;
const toValues = (c?: CompetitionDto): Values => ({
  name: c?.name ?? "",
  description: c?.description ?? "",
  category: c?.category ?? "",
  date: c?.competition_date?.slice(0, 10) ?? "",
  first: String(c?.first_place_points ?? 10),
  second: String(c?.second_place_points ?? 6),
  third: String(c?.third_place_points ?? 3),
});

/** Create / Edit competition: name, description, category, date and the points structure. */
export function CompetitionForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  const navigate = useNavigate();
  const { data, isPending, error } = useAdminCompetition(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_RULES.competitionNotFound, "/admin/competitions");
  const [values, setValues] = useState<Values>(toValues());
  const fieldErrors = useFieldErrors();
  const save = useSaveCompetition(id, (c) => navigate(`/admin/competitions/view/${c.id}`));
  useEffect(() => {
    if (data) setValues(toValues(data.competition));
  }, [data]);

  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.competitionNotFound}</h1>;
  if (editing && (isPending || !data)) return <FormSkeleton />;

  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!values.name.trim()) errors.name = "Name is required";
    if (!values.category) errors.category = "Category is required";
    fieldErrors.set(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      {
        name: values.name,
        description: values.description,
        category: values.category,
        competition_date: values.date ? new Date(`${values.date}T12:00:00Z`).toISOString() : null,
        first_place_points: Number(values.first),
        second_place_points: Number(values.second),
        third_place_points: Number(values.third),
      },
      { onError: fieldErrors.fromError },
    );
  };
  const err = fieldErrors.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AdminPageHeader
        title={editing ? "Edit Competition" : "Create Competition"}
        description={editing ? data?.competition.name : undefined}
        actions={<CancelLink to="/admin/competitions" />}
      />
      <FormCard title="Competition">
        <FormField id="competition-name" label="Name" required error={err.name}>
          {(c) => <Input {...c} value={values.name} onChange={set("name")} />}
        </FormField>
        <FormField id="competition-category" label="Category" required error={err.category}>
          {(c) => (
            <CategorySelect
              control={c}
              categories={COMPETITION_CATEGORIES}
              value={values.category}
              onChange={(category) => setValues((v) => ({ ...v, category }))}
              labelOf={capitalise}
            />
          )}
        </FormField>
        <FormField
          id="competition-date"
          label="Date"
          hint="Leave empty if not set yet"
          error={err.competition_date}
        >
          {(c) => <Input {...c} type="date" value={values.date} onChange={set("date")} />}
        </FormField>
        <FormField
          id="competition-description"
          label="Description"
          error={err.description}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={4} value={values.description} onChange={set("description")} />}
        </FormField>
      </FormCard>
      <FormCard title="Points Structure">
        <FormField id="competition-first" label="1st Place Points" required error={err.first_place_points}>
          {(c) => <Input {...c} type="number" min={0} value={values.first} onChange={set("first")} />}
        </FormField>
        <FormField id="competition-second" label="2nd Place Points" required error={err.second_place_points}>
          {(c) => <Input {...c} type="number" min={0} value={values.second} onChange={set("second")} />}
        </FormField>
        <FormField id="competition-third" label="3rd Place Points" required error={err.third_place_points}>
          {(c) => <Input {...c} type="number" min={0} value={values.third} onChange={set("third")} />}
        </FormField>
      </FormCard>
      <SubmitRow saving={save.isPending} editing={editing} createLabel="Create Competition" />
    </form>
  );
}

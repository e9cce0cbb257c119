import {
  type AdminCompetitionBody,
  type AdminCompetitionDetail,
  adminCompetitionBodySchema,
} from "@contract/admin-content";
import { COMPETITION_CATEGORIES } from "@contract/constants";
import { ADMIN_RULES } from "@contract/ui-text";
import { useAdminCompetition, useSaveCompetition } from "@/api/admin-competitions";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CategoryField } from "../components/CategorySelect";
import { AdminFormFrame } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { capitalise } from "../components/format";
import { FormSkeleton } from "../components/states";
import { useRecordForm } from "../components/use-record-form";

/** The body's fields as the inputs hold them: the date as yyyy-mm-dd, points as text. */
type Values = Record<keyof AdminCompetitionBody, string>;
const toValues = (detail?: AdminCompetitionDetail): Values => {
  const c = detail?.competition;
  return {
    name: c?.name ?? "",
    description: c?.description ?? "",
    category: c?.category ?? "",
    competition_date: c?.competition_date?.slice(0, 10) ?? "",
    first_place_points: String(c?.first_place_points ?? 10),
    second_place_points: String(c?.second_place_points ?? 6),
    third_place_points: String(c?.third_place_points ?? 3),
  };
};
const toInput = (v: Values) => ({
  ...v,
  competition_date: v.competition_date ? new Date(`${v.competition_date}T12:00:00Z`).toISOString() : null,
  first_place_points: Number(v.first_place_points),
  second_place_points: Number(v.second_place_points),
  third_place_points: Number(v.third_place_points),
});

/** Create / Edit competition: name, description, category, date and the points structure. */
export function CompetitionForm() {
  const { editing, data, notFound, loading, form, saving, onSubmit } = useRecordForm({
    base: "/admin/competitions",
    loadFailed: ADMIN_RULES.competitionNotFound,
    useRecord: useAdminCompetition,
    useSave: useSaveCompetition,
    toValues,
    schema: adminCompetitionBodySchema,
    toInput,
  });
  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.competitionNotFound}</h1>;
  if (loading) return <FormSkeleton />;

  const { register, errorOf } = form;
  return (
    <AdminFormFrame
      onSubmit={onSubmit}
      title={editing ? "Edit Competition" : "Create Competition"}
      description={editing ? data?.competition.name : undefined}
      cancelTo="/admin/competitions"
      saving={saving}
      editing={editing}
      createLabel="Create Competition"
    >
      <FormCard title="Competition">
        <FormField id="competition-name" label="Name" required error={errorOf("name")}>
          {(c) => <Input {...c} {...register("name")} />}
        </FormField>
        <CategoryField
          id="competition-category"
          control={form.control}
          categories={COMPETITION_CATEGORIES}
          error={errorOf("category")}
          labelOf={capitalise}
        />
        <FormField
          id="competition-date"
          label="Date"
          hint="Leave empty if not set yet"
          error={errorOf("competition_date")}
        >
          {(c) => <Input {...c} type="date" {...register("competition_date")} />}
        </FormField>
        <FormField
          id="competition-description"
          label="Description"
          error={errorOf("description")}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={4} {...register("description")} />}
        </FormField>
      </FormCard>
      <FormCard title="Points Structure">
        <FormField
          id="competition-first"
          label="1st Place Points"
          required
          error={errorOf("first_place_points")}
        >
          {(c) => <Input {...c} type="number" min={0} {...register("first_place_points")} />}
        </FormField>
        <FormField
          id="competition-second"
          label="2nd Place Points"
          required
          error={errorOf("second_place_points")}
        >
          {(c) => <Input {...c} type="number" min={0} {...register("second_place_points")} />}
        </FormField>
        <FormField
          id="competition-third"
          label="3rd Place Points"
          required
          error={errorOf("third_place_points")}
        >
          {(c) => <Input {...c} type="number" min={0} {...register("third_place_points")} />}
        </FormField>
      </FormCard>
    </AdminFormFrame>
  );
}

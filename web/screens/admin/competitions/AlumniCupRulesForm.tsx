import { type AlumniCupRules, alumniCupRulesSchema } from "@contract/house-cup";
import { ALUMNI_CUP_ADMIN_TEXT as T } from "@contract/ui-text";
import { useEffect } from "react";
import { useAlumniCupRules, useSaveAlumniCupRules } from "@/api/admin-alumni-cup";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { useContractForm } from "@/lib/use-contract-form";
import { AdminFormFrame } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { ErrorState, FormSkeleton } from "../components/states";

/** The rules as the inputs hold them: numbers as text, an unset season day as "". */
type Values = Record<keyof AlumniCupRules, string>;
const toValues = (r?: AlumniCupRules): Values => ({
  attended_points: String(r?.attended_points ?? ""),
  mentoring_points: String(r?.mentoring_points ?? ""),
  invitation_points: String(r?.invitation_points ?? ""),
  job_points: String(r?.job_points ?? ""),
  monthly_cap: String(r?.monthly_cap ?? ""),
  season_start: r?.season_start ?? "",
  season_end: r?.season_end ?? "",
});
// An empty number stays "" so the schema says it is missing instead of reading it as 0.
const num = (v: string) => (v.trim() === "" ? v : Number(v));
const toInput = (v: Values) => ({
  attended_points: num(v.attended_points),
  mentoring_points: num(v.mentoring_points),
  invitation_points: num(v.invitation_points),
  job_points: num(v.job_points),
  monthly_cap: num(v.monthly_cap),
  season_start: v.season_start || null,
  season_end: v.season_end || null,
});

const WEIGHTS = [
  ["attended_points", T.attended],
  ["mentoring_points", T.mentoring],
  ["invitation_points", T.invitation],
  ["job_points", T.job],
] as const;

/** Admin › Competitions › Alumni Cup rules (issue 27, decision 119): weights, monthly cap, season. */
export function AlumniCupRulesForm() {
  const rules = useAlumniCupRules();
  const form = useContractForm<Values, typeof alumniCupRulesSchema>({
    schema: alumniCupRulesSchema,
    defaultValues: toValues(),
    toInput,
  });
  const save = useSaveAlumniCupRules(form.serverErrors);
  const { reset, register, errorOf } = form;
  useEffect(() => {
    if (rules.data) reset(toValues(rules.data));
  }, [rules.data, reset]);

  if (rules.isError) return <ErrorState message={T.loadFailed} onRetry={() => rules.refetch()} />;
  if (!rules.data) return <FormSkeleton />;
  return (
    <AdminFormFrame
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      title={T.title}
      description={T.description}
      cancelTo="/admin/competitions"
      saving={save.isPending}
      editing={false}
      createLabel={T.save}
    >
      <FormCard title={T.weights}>
        {WEIGHTS.map(([name, label]) => (
          <FormField key={name} id={`cup-${name}`} label={label} required error={errorOf(name)}>
            {(c) => <Input {...c} type="number" min={0} max={100} {...register(name)} />}
          </FormField>
        ))}
        <FormField
          id="cup-monthly-cap"
          label={T.cap}
          hint={T.capHint}
          required
          error={errorOf("monthly_cap")}
        >
          {(c) => <Input {...c} type="number" min={1} {...register("monthly_cap")} />}
        </FormField>
      </FormCard>
      <FormCard title={T.season}>
        <FormField
          id="cup-season-start"
          label={T.seasonStart}
          hint={T.seasonHint}
          error={errorOf("season_start")}
        >
          {(c) => <Input {...c} type="date" {...register("season_start")} />}
        </FormField>
        <FormField id="cup-season-end" label={T.seasonEnd} error={errorOf("season_end")}>
          {(c) => <Input {...c} type="date" {...register("season_end")} />}
        </FormField>
      </FormCard>
    </AdminFormFrame>
  );
}

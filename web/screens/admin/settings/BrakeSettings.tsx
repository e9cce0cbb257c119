import { type BrakeSettings as BrakeValues, brakeSettingsSchema, REFUSALS_KEPT_DAYS } from "@contract/brakes";
import { useEffect } from "react";
import { useBrakeSettings, useReadBrakeRefusals, useSaveBrakeSettings } from "@/api/admin-brakes";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";
import { useContractForm } from "@/lib/use-contract-form";
import { RecordTable } from "../components/ManagementLayout";

const FIELDS: Array<{ name: keyof BrakeValues; label: string; hint?: string }> = [
  {
    name: "new_conversations_per_day",
    label: "New conversations a member may start a day",
    hint: "First messages to people they never talked with. Replies are not limited.",
  },
  { name: "new_account_days", label: "Days an account counts as new", hint: "0 turns the lower limit off." },
  {
    name: "new_account_conversations_per_day",
    label: "New conversations a day for a new account",
  },
  {
    name: "directory_reads_per_hour",
    label: "Directory, search and profile reads an hour",
    hint: "Per member, or per address for visitors. Slowed from three quarters of it, then refused.",
  },
];

type FormValues = Record<keyof BrakeValues, string>;
const asText = (v: BrakeValues): FormValues =>
  Object.fromEntries(FIELDS.map((f) => [f.name, String(v[f.name])])) as FormValues;

function BrakeForm() {
  const { data, isPending, isError } = useBrakeSettings();
  const save = useSaveBrakeSettings();
  const form = useContractForm({
    schema: brakeSettingsSchema,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f.name, ""])) as FormValues,
    toInput: (v: FormValues) =>
      Object.fromEntries(FIELDS.map((f) => [f.name, Number(v[f.name])])) as unknown as BrakeValues,
  });
  const { register, errorOf, reset } = form;
  useEffect(() => {
    if (data) reset(asText(data));
  }, [data, reset]);
  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (isError) return <p role="alert">Failed to load the brakes. Please reload the page.</p>;
  const onSubmit = form.handleSubmit((body) => save.mutate(body, { onError: form.serverErrors }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl grid-cols-1 gap-4">
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          id={`brakes-${f.name}`}
          label={f.label}
          hint={f.hint}
          required
          error={errorOf(f.name)}
        >
          {(c) => <Input {...c} type="number" min={0} {...register(f.name)} />}
        </FormField>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Brakes"}
        </Button>
      </div>
    </form>
  );
}

function Refusals() {
  const schoolTime = useSchoolTime();
  const list = useReadBrakeRefusals();
  return (
    <RecordTable
      query={list}
      errorMessage="Failed to load the refused readers. Please reload the page."
      emptyTitle="Nobody was refused"
      skeletonRows={3}
      errorWrapper={CardContent}
      label="Refused readers"
      actions={false}
      columns={["Who", "Refused reads", "First", "Latest"]}
      rows={(loaded) => loaded.refusals}
    >
      {(r) => (
        <TableRow key={r.member?.user_id ?? r.address}>
          <TableCell className="font-medium text-navy-900 break-all">
            {r.member ? r.member.display_name : `Address ${r.address}`}
          </TableCell>
          <TableCell>{r.refused}</TableCell>
          {[r.first_refused_at, r.last_refused_at].map((iso) => (
            <TableCell key={iso} className="whitespace-nowrap">
              {schoolTime.date(iso)} {schoolTime.time(iso)}
            </TableCell>
          ))}
        </TableRow>
      )}
    </RecordTable>
  );
}

/** Admin Settings' brakes (issue 28 items 4-5, decision 120): the limits, and who hit the scraping brake. */
export function BrakeSettings() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Spam and scraping brakes</CardTitle>
        <CardDescription>
          Limits that stop one member from writing to crowds of strangers or copying the directory. The same
          first message to several members is held in Reports for you to release or keep.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BrakeForm />
      </CardContent>
      <CardHeader>
        <CardTitle className="text-base">Refused readers</CardTitle>
        <CardDescription>
          Members and visitors' addresses the scraping brake refused in the last {REFUSALS_KEPT_DAYS} days,
          latest first. Older ones are deleted.
        </CardDescription>
      </CardHeader>
      <Refusals />
    </Card>
  );
}

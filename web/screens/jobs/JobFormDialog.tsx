import { GROUP_LIMITS, type JobDto, jobInputSchema } from "@contract/community-groups";
import { type ReactElement, useState } from "react";
import { errorMessage } from "@/api/client";
import { useSaveJobMutation } from "@/api/community-groups";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField, useFieldIds } from "@/components/FormField";
import { SwitchField } from "@/components/SwitchField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function defaults(job: JobDto | null) {
  return {
    kind: job?.kind ?? ("opening" as const),
    title: job?.title ?? "",
    company: job?.company ?? "",
    location: job?.location ?? "",
    remote: job?.remote ?? false,
    apply_url: job?.apply_url ?? "",
    message_me: job ? job.apply_url === null : false,
    description: job?.description ?? "",
    closes_on: job?.closes_on ?? dayAhead(30),
  };
}

/** Post or edit a job: title, company, location or remote, a link or 'message me', closing date ≤ 60 days. */
export function JobFormDialog({ job, trigger }: { job: JobDto | null; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({ schema: jobInputSchema, defaultValues: defaults(job) });
  const { register, errorOf, control } = form;
  const save = useSaveJobMutation(job?.id ?? null);
  const f = useFieldIds();
  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(job ? "Posting updated" : "Job posted");
        if (!job) form.reset(defaults(null));
        setOpen(false);
      },
      onError: (err) => {
        if (!form.serverErrors(err)) toast.error(errorMessage(err, "Could not save the posting"));
      },
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={job ? "Edit posting" : "Post a job"}
      description="An opening at your company or an offer to refer. Members see it until its closing date."
      className="max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium">Kind</legend>
          {(["opening", "referral"] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" value={k} {...register("kind")} />
              {k === "opening" ? "Job opening" : "Referral offer"}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f("title")} label="Title" required error={errorOf("title")}>
            {(p) => <Input {...p} maxLength={200} {...register("title")} />}
          </FormField>
          <FormField id={f("company")} label="Company" required error={errorOf("company")}>
            {(p) => <Input {...p} maxLength={200} {...register("company")} />}
          </FormField>
          <FormField id={f("location")} label="Location" error={errorOf("location")}>
            {(p) => <Input {...p} maxLength={200} {...register("location")} />}
          </FormField>
          <SwitchField control={control} name="remote" id={f("remote")} label="Remote" />
          <FormField id={f("link")} label="Link to apply" error={errorOf("apply_url")}>
            {(p) => (
              <Input {...p} type="url" placeholder="https://" maxLength={500} {...register("apply_url")} />
            )}
          </FormField>
          <SwitchField control={control} name="message_me" id={f("message")} label="Message me" />
          {errorOf("message_me") ? (
            <p className="text-sm font-medium text-destructive sm:col-span-2">{errorOf("message_me")}</p>
          ) : null}
          <FormField
            id={f("closes")}
            label="Closing date"
            hint={`At most ${GROUP_LIMITS.jobMaxDays} days ahead`}
            required
            error={errorOf("closes_on")}
          >
            {(p) => (
              <Input
                {...p}
                type="date"
                min={dayAhead(0)}
                max={dayAhead(GROUP_LIMITS.jobMaxDays)}
                {...register("closes_on")}
              />
            )}
          </FormField>
        </div>
        <FormField id={f("description")} label="Description" error={errorOf("description")}>
          {(p) => <Textarea {...p} rows={4} {...register("description")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={save.isPending}>
          {job ? "Save changes" : "Post job"}
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

import { chapterCreateSchema } from "@contract/community-groups";
import { type ReactElement, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useCreateChapterMutation } from "@/api/community-groups";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";

/** The office creates a chapter: name, web address (slug) and a short about text. */
export function CreateChapterDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm({
    schema: chapterCreateSchema,
    defaultValues: { name: "", slug: "", about: "" },
  });
  const { register, errorOf } = form;
  const create = useCreateChapterMutation();
  const id = useId();
  const onSubmit = form.handleSubmit((body) => {
    create.mutate(
      { name: body.name, slug: body.slug, about: body.about ?? "" },
      {
        onSuccess: () => {
          toast.success("Chapter created");
          form.reset();
          setOpen(false);
        },
        onError: (err) => {
          if (!form.serverErrors(err)) toast.error(errorMessage(err, "Could not create the chapter"));
        },
      },
    );
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="New chapter"
      description="Members can join it once it exists."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={`${id}-name`} label="Name" required error={errorOf("name")}>
          {(p) => <Input {...p} maxLength={120} {...register("name")} />}
        </FormField>
        <FormField
          id={`${id}-slug`}
          label="Web address"
          hint="e.g. mumbai → /chapters/mumbai"
          required
          error={errorOf("slug")}
        >
          {(p) => <Input {...p} maxLength={60} {...register("slug")} />}
        </FormField>
        <FormField id={`${id}-about`} label="About" error={errorOf("about")}>
          {(p) => <Textarea {...p} rows={4} {...register("about")} />}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={create.isPending}>
          Create chapter
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

import { type NewsletterDraft, newsletterDraftSchema } from "@contract/newsletter";
import type { ReactNode } from "react";
import { FormField } from "@/components/FormField";
import { SafeMarkdown } from "@/components/SafeMarkdown";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useContractForm } from "@/lib/use-contract-form";

/** A newsletter draft's form (subject, body) as `useNewsletterDraftForm` makes it. */
export type NewsletterDraftFormState = ReturnType<typeof useNewsletterDraftForm>;

export function useNewsletterDraftForm(initial?: Partial<NewsletterDraft>) {
  return useContractForm({
    schema: newsletterDraftSchema,
    defaultValues: { subject: initial?.subject ?? "", body: initial?.body ?? "" },
  });
}

/**
 * The compose form of a newsletter, the office's and a group leader's alike (decision 121):
 * subject and Markdown body, the caller's own choices and buttons below them, a live preview.
 */
export function NewsletterDraftForm({
  form,
  children,
}: {
  form: NewsletterDraftFormState;
  children: ReactNode;
}) {
  const { register, errorOf, watch } = form;
  const body = watch("body");
  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <FormField id="newsletter-subject" label="Subject" required error={errorOf("subject")}>
          {(c) => <Input {...c} {...register("subject")} />}
        </FormField>
        <FormField id="newsletter-body" label="Body" required error={errorOf("body")}>
          {(c) => <Textarea {...c} rows={14} className="font-mono text-sm" {...register("body")} />}
        </FormField>
        {children}
      </div>
      <section aria-label="Preview" className="min-w-0 rounded-lg border border-border bg-muted/30 p-4">
        <p className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">Preview</p>
        <h2 className="mb-3 font-serif text-xl font-bold text-navy-900">{watch("subject") || "Subject"}</h2>
        {body.trim() ? (
          <SafeMarkdown>{body}</SafeMarkdown>
        ) : (
          <p className="text-sm text-muted-foreground">The newsletter shows here as you write it.</p>
        )}
      </section>
    </form>
  );
}

import { achievementSchema } from "@contract/community";
import { COMMUNITY_MESSAGES } from "@contract/ui-text";
import { Trophy } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useShareAchievementMutation } from "@/api/community";
import { useAuth } from "@/auth/auth-context";
import { DialogSubmitFooter, FormDialog } from "@/components/FormDialog";
import { FormField } from "@/components/FormField";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";

/**
 * Home Quick Actions' 'Share an Achievement' (signed in): the member describes an achievement,
 * which reaches the alumni office as a draft news item to review and publish.
 */
export function ShareAchievementButton({
  className,
  variant = "outline",
}: Pick<ButtonProps, "className" | "variant">) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [summary, setSummary] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const share = useShareAchievementMutation();
  const id = useId();
  if (!user) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (share.isPending) return;
    const parsed = achievementSchema.safeParse({ title, summary });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    share.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(COMMUNITY_MESSAGES.achievementShared);
        setTitle("");
        setSummary("");
        setOpen(false);
      },
      onError: (err) => toast.error(errorMessage(err, COMMUNITY_MESSAGES.achievementFailed)),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} className={className}>
          <Trophy aria-hidden="true" />
          Share an Achievement
        </Button>
      }
      title="Share an Achievement"
      description={
        <>
          A promotion, an award, a book, a marathon? The alumni office reviews it and may feature it in the
          news.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id={`${id}-title`} label="Title" required error={errors.title}>
          {(p) => <Input {...p} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />}
        </FormField>
        <FormField id={`${id}-summary`} label="Tell us about it" required error={errors.summary}>
          {(p) => (
            <Textarea
              {...p}
              rows={5}
              value={summary}
              maxLength={1000}
              onChange={(e) => setSummary(e.target.value)}
            />
          )}
        </FormField>
        <DialogSubmitFooter onCancel={() => setOpen(false)} busy={share.isPending}>
          Submit for Review
        </DialogSubmitFooter>
      </form>
    </FormDialog>
  );
}

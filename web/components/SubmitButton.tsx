import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/**
 * A form's full-width submit button: while `busy` it shows a spinner and `busyLabel`.
 * `disabled` also covers the time before the page is hydrated, or after it is done.
 */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  disabled?: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={cn("w-full", className)} disabled={disabled} aria-busy={busy}>
      {busy ? <Spinner className="size-4 text-current" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

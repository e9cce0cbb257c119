import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";

/**
 * A form's full-width submit button: while `busy` it shows a spinner and `busyLabel`.
 * `disabled` covers the time after the form is done; the button is also disabled until a
 * server-rendered page is hydrated (before, the browser would send the form itself as a GET
 * with its fields in the address: useHydrated).
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
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      className={cn("w-full", className)}
      disabled={disabled || !hydrated}
      aria-busy={busy}
    >
      {busy ? <Spinner className="size-4 text-current" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

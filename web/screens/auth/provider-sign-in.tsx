import { PROVIDER_SIGN_IN_MESSAGES as T } from "@contract/ui-text";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { startProviderSignIn, useSignInProvidersQuery } from "@/api/sign-in-providers";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSearchParams } from "@/lib/router";

/**
 * /auth: 'Continue with …' for each configured provider (none configured: nothing shown), and
 * the reason when a provider sign-in came back refused or cancelled (`?error=`). Decision 068.
 * A signed-in member returns to `next` (the page they wanted, issue 21).
 */
export function ProviderSignIn({ next = "/" }: { next?: string }) {
  const providers = useSignInProvidersQuery();
  const [searchParams] = useSearchParams();
  const [starting, setStarting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const returnedError = searchParams.get("error");
  const list = providers.data?.providers ?? [];

  const start = async (id: string) => {
    setStarting(id);
    setFailed(false);
    try {
      window.location.assign(await startProviderSignIn(id, next));
    } catch {
      // Shown below the buttons; the button can be pressed again.
      setFailed(true);
      setStarting(null);
    }
  };

  if (list.length === 0 && !returnedError) return null;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {returnedError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {T.returned(returnedError)}
        </p>
      ) : null}
      {list.map((p) => (
        <Button
          key={p.id}
          variant="outline"
          className="w-full"
          onClick={() => void start(p.id)}
          disabled={starting !== null}
          aria-busy={starting === p.id}
        >
          {starting === p.id ? <Spinner className="size-4 text-current" /> : <LogIn aria-hidden="true" />}
          {T.continueWith(p.name)}
        </Button>
      ))}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {T.failedToStart}
        </p>
      ) : null}
      {list.length > 0 ? (
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          {T.divider}
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}
    </div>
  );
}

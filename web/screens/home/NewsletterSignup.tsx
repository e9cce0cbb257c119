import type { newsletterSchema } from "@contract/community";
import { COMMUNITY_MESSAGES } from "@contract/ui-text";
import { Mail } from "lucide-react";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { errorMessage } from "@/api/client";
import { useMemberNewsletter, useNewsletterMutation } from "@/api/community";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";

const NewsletterStatusLine = lazy(() => import("@/components/newsletter/NewsletterStatusLine"));

/**
 * Home's 'Subscribe to Newsletter' block: double opt-in (a confirmation link is mailed; it
 * opens /newsletter/confirm, whose button confirms). A signed-in member is told whether they
 * are subscribed (issue 21); the form stays unless they are, filled with their address.
 */
export function NewsletterSignup() {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const status = useMemberNewsletter(Boolean(user));
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? status.data?.email ?? "";
  const setEmail = setTyped;
  const subscribed = status.data?.state === "subscribed";
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useNewsletterMutation();
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (subscribe.isPending) return;
    // The contract's schema (zod) loads on the first submit, not with the home page (issue 12).
    import("@contract/community").then(
      ({ newsletterSchema }) => submit(newsletterSchema.safeParse({ email })),
      (err: unknown) => toast.error(errorMessage(err, COMMUNITY_MESSAGES.newsletterFailed)),
    );
  };
  const submit = (parsed: ReturnType<typeof newsletterSchema.safeParse>) => {
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    subscribe.mutate(parsed.data, {
      onSuccess: (res) => {
        setDone(res.message);
        setEmail("");
      },
      onError: (err) => toast.error(errorMessage(err, COMMUNITY_MESSAGES.newsletterFailed)),
    });
  };

  return (
    // The block sits in a narrow side column on wide screens and full width on tablets, so it
    // lays itself out by its own width (container queries), not the viewport's.
    <Card className="@container bg-navy-900 p-6 text-white" aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-col gap-4 @3xl:flex-row @3xl:items-center @3xl:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-gold-300" />
          <div>
            <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-white">
              Subscribe to Newsletter
            </h2>
            <p className="text-sm text-navy-100">
              News from the school, reunions and alumni stories, once a month.
            </p>
            {status.data && !done ? (
              <Suspense fallback={null}>
                <NewsletterStatusLine status={status.data} />
              </Suspense>
            ) : null}
          </div>
        </div>
        {done ? (
          <p role="status" className="text-sm font-medium text-gold-200">
            {done}
          </p>
        ) : subscribed ? null : (
          <form
            onSubmit={onSubmit}
            noValidate
            className="flex w-full flex-col gap-2 @3xl:w-auto @3xl:shrink-0"
          >
            <div className="flex flex-col gap-2 @xs:flex-row">
              <label htmlFor={`${id}-email`} className="sr-only">
                Email address
              </label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                className="min-w-0 flex-1 bg-white @3xl:w-72 @3xl:flex-none"
                value={email}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={subscribe.isPending || !hydrated}
                aria-busy={subscribe.isPending}
              >
                {subscribe.isPending ? <Spinner className="size-4 text-current" /> : null}
                Subscribe
              </Button>
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-gold-200">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </Card>
  );
}

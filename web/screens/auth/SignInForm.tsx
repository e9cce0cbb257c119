import type { SignInInput } from "@contract/auth";
import type { PAGE_PATHS } from "@contract/page-paths";
import { AUTH_MESSAGES } from "@contract/ui-text";
import { type FormEvent, useRef, useState } from "react";
import { ApiError, errorMessage } from "@/api/client";
import { useAuth } from "@/auth/auth-context";
import { FormField } from "@/components/FormField";
import { SubmitButton } from "@/components/SubmitButton";
import { Input } from "@/components/ui/input";
import { Link, useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";

type Field = keyof SignInInput;
type Messages = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["email", "password"];

/**
 * The contract's messages for the two fields (zod and the schema load on the first check, not
 * with the page). The one form of /auth's first paint that does not use `useContractForm`:
 * react-hook-form alone was 14 kB gzip, half of what /auth loaded over the app's entry
 * (decision 086). Same behaviour: a field is checked when left, then as it changes; a submit
 * checks both and focuses the first wrong one; the server's per-field messages show the same way.
 */
async function messagesFor(values: SignInInput): Promise<Messages> {
  const { signInSchema } = await import("@contract/auth");
  const result = signInSchema.safeParse(values);
  const messages: Messages = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    messages[field] ??= issue.message;
  }
  return messages;
}

/** "Forgot password?" (issue 21); a literal, checked against the page list, to keep that list out of /auth's scripts. */
const FORGOT_PASSWORD: (typeof PAGE_PATHS)[number] = "/forgot-password";

/** The sign-in form; signed in, it goes to `next` (validated by AuthScreen: a path of this site). */
export function SignInForm({ next = "/" }: { next?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<Field>());
  const inFlight = useRef(false);
  const [errors, setErrors] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);

  // Uncontrolled inputs: what was typed before hydration stays, and is what gets sent.
  const read = (): SignInInput => {
    const data = new FormData(form.current ?? undefined);
    return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
  };
  const show = (messages: Messages, fields: Field[]) => {
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(fields.map((f) => [f, messages[f]])) }));
    const first = FIELDS.find((f) => fields.includes(f) && messages[f]);
    if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    return first !== undefined;
  };
  const recheck = (field: Field) => {
    if (!touched.current.has(field)) return;
    messagesFor(read()).then(
      (messages) => setErrors((shown) => ({ ...shown, [field]: messages[field] })),
      // The check's code could not load (offline): the field stays as shown; a submit loads
      // it again and its failure is reported there ('Failed to sign in').
      () => undefined,
    );
  };
  const leave = (field: Field) => {
    touched.current.add(field);
    recheck(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      for (const field of FIELDS) touched.current.add(field);
      const values = read();
      if (show(await messagesFor(values), FIELDS)) return;
      await signIn(values);
      toast.success(AUTH_MESSAGES.signInSuccessTitle, { description: AUTH_MESSAGES.signInSuccess });
      navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError)
        show(
          error.fields as Messages,
          FIELDS.filter((f) => f in error.fields),
        );
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Sign In" className="flex flex-col gap-4">
      <FormField id="signin-email" label="Email" required error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            onBlur={() => leave("email")}
            onChange={() => recheck("email")}
          />
        )}
      </FormField>
      <FormField id="signin-password" label="Password" required error={errors.password}>
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            onBlur={() => leave("password")}
            onChange={() => recheck("password")}
          />
        )}
      </FormField>
      <SubmitButton className="mt-2" busy={submitting} label="Sign In" busyLabel="Signing In..." />
      <Link
        to={FORGOT_PASSWORD}
        className="self-center text-sm text-navy-700 underline underline-offset-4 hover:text-navy-900"
      >
        {AUTH_MESSAGES.forgotPassword}
      </Link>
    </form>
  );
}

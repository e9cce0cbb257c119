import { AUTH_MESSAGES } from "@contract/ui-text";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/auth/auth-context";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { useContractForm } from "@/lib/use-contract-form";
import { useHydrated } from "@/lib/use-hydrated";

export function SignInForm() {
  const hydrated = useHydrated();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors, isSubmitting },
  } = useContractForm({
    schema: () => import("@contract/auth").then((m) => m.signInSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await signIn(values);
      toast.success(AUTH_MESSAGES.signInSuccessTitle, { description: AUTH_MESSAGES.signInSuccess });
      navigate("/", { replace: true });
    } catch (error) {
      serverErrors(error);
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign In" className="flex flex-col gap-4">
      <FormField id="signin-email" label="Email" required error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField id="signin-password" label="Password" required error={errors.password?.message}>
        {(control) => (
          <Input {...control} {...register("password")} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        disabled={isSubmitting || !hydrated}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? <Spinner className="size-4 text-current" /> : null}
        {isSubmitting ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}

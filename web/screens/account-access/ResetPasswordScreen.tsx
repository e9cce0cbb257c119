import { type NewPasswordInput, newPasswordSchema } from "@contract/auth";
import { FORGOT_PASSWORD_PATH } from "@contract/page-paths";
import { AUTH_MESSAGES, ACCOUNT_ACCESS_TEXT as T } from "@contract/ui-text";
import { useState } from "react";
import { resetPassword } from "@/api/account-access";
import { ApiError, errorMessage } from "@/api/client";
import { FormField } from "@/components/FormField";
import { SubmitButton } from "@/components/SubmitButton";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link, useNavigate, useSearchParams } from "@/lib/router";
import { useContractForm } from "@/lib/use-contract-form";
import { AccountAccessCard, FormFailure } from "./AccountAccessCard";

const DEFAULT_VALUES: NewPasswordInput = { password: "", confirmPassword: "" };

/** Where a changed password leads: sign in, with the confirmation above the form. */
const PASSWORD_CHANGED_PATH = "/auth?reset=done";

/**
 * /reset-password (issue 21), opened by the mailed link: `?token=` when the link is good,
 * `?error=INVALID_TOKEN` when it was used or has expired (the server checked it on the way).
 * The new password follows sign-up's rule, with its confirmation (contract/auth.ts).
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [linkRefused, setLinkRefused] = useState(false);
  if (!token || searchParams.has("error") || linkRefused) return <InvalidLink />;
  return <ChoosePasswordForm token={token} onLinkRefused={() => setLinkRefused(true)} />;
}

function ChoosePasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm({ schema: newPasswordSchema, defaultValues: DEFAULT_VALUES, mode: "onTouched" });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
      navigate(PASSWORD_CHANGED_PATH, { replace: true });
    } catch (error) {
      // Used in another tab, or its hour ran out while the form was open.
      if (error instanceof ApiError && error.message === AUTH_MESSAGES.invalidLink) return onLinkRefused();
      // The server's password rule answers under the API's field name.
      const refused = error instanceof ApiError ? error.fields.newPassword : undefined;
      if (refused) setError("password", { type: "server", message: refused }, { shouldFocus: true });
      else setFailure(errorMessage(error, T.resetFailed));
    }
  });

  return (
    <AccountAccessCard title={T.chooseTitle} intro={T.chooseIntro}>
      <form noValidate onSubmit={onSubmit} aria-label={T.chooseTitle} className="flex flex-col gap-4">
        <FormField
          id="reset-password"
          label="New Password"
          required
          error={errors.password?.message}
          hint={T.passwordHint}
        >
          {(c) => <Input {...c} {...register("password")} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField
          id="reset-confirm-password"
          label="Confirm New Password"
          required
          error={errors.confirmPassword?.message}
        >
          {(c) => (
            <Input {...c} {...register("confirmPassword")} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormFailure message={failure} />
        <SubmitButton busy={isSubmitting} label={T.savePassword} busyLabel={T.savingPassword} />
      </form>
    </AccountAccessCard>
  );
}

/** A used, expired or mangled link: say so, and offer a new one. */
function InvalidLink() {
  return (
    <AccountAccessCard title={T.invalidLinkTitle} focusOnShow>
      <p role="alert" className="text-navy-900">
        {AUTH_MESSAGES.invalidLink}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={FORGOT_PASSWORD_PATH}>{T.askNewLink}</Link>
      </Button>
      <Link to="/auth" className="text-center text-sm text-navy-700 underline underline-offset-4">
        {T.backToSignIn}
      </Link>
    </AccountAccessCard>
  );
}

import { type PasswordResetRequest, passwordResetRequestSchema } from "@contract/auth";
import { ACCOUNT_ACCESS_TEXT as T } from "@contract/ui-text";
import { useState } from "react";
import { requestPasswordReset } from "@/api/account-access";
import { errorMessage } from "@/api/client";
import { EmailInput } from "@/components/EmailInput";
import { FormField } from "@/components/FormField";
import { SubmitButton } from "@/components/SubmitButton";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { useContractForm } from "@/lib/use-contract-form";
import { AccountAccessCard, FormFailure } from "./AccountAccessCard";

const DEFAULT_VALUES: PasswordResetRequest = { email: "" };

/**
 * /forgot-password (issue 21): asks for the address and mails it a link to "Choose a new
 * password". The answer on screen is the same whether or not an account uses the address.
 */
export function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors, isSubmitting },
  } = useContractForm({
    schema: passwordResetRequestSchema,
    defaultValues: DEFAULT_VALUES,
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      // A refused address shows under its field; anything else (too many mails, offline) above the button.
      if (!serverErrors(error)) setFailure(errorMessage(error, T.resetRequestFailed));
    }
  });

  if (sentTo) {
    return (
      <AccountAccessCard key="sent" title={T.forgotTitle} focusOnShow>
        <p role="status" className="text-navy-900">
          {T.resetLinkSent(sentTo)}
        </p>
        <p className="text-sm text-muted-foreground">{T.resetLinkNotArrived}</p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth">{T.backToSignIn}</Link>
        </Button>
      </AccountAccessCard>
    );
  }

  return (
    <AccountAccessCard title={T.forgotTitle} intro={T.forgotIntro}>
      <form noValidate onSubmit={onSubmit} aria-label={T.forgotTitle} className="flex flex-col gap-4">
        <FormField id="forgot-email" label="Email" required error={errors.email?.message}>
          {(c) => <EmailInput {...c} {...register("email")} />}
        </FormField>
        <FormFailure message={failure} />
        <SubmitButton busy={isSubmitting} label={T.sendResetLink} busyLabel={T.sendingResetLink} />
      </form>
      <Link to="/auth" className="text-center text-sm text-navy-700 underline underline-offset-4">
        {T.backToSignIn}
      </Link>
    </AccountAccessCard>
  );
}

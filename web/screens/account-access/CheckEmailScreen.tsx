import { ACCOUNT_ACCESS_TEXT as T } from "@contract/ui-text";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { type CheckEmailState, resendVerificationLink } from "@/api/account-access";
import { errorMessage } from "@/api/client";
import { usePublicSettings } from "@/api/settings";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Link, useLocation } from "@/lib/router";
import { AccountAccessCard, FormFailure } from "./AccountAccessCard";

/**
 * /check-email (issue 21): where sign-up leads, and stays. It names the address the
 * verification link went to (handed over in the history entry, so it survives a reload and
 * never sits in the address bar), offers "Resend the link" (the server limits mails per
 * address) and says what to do when nothing arrives.
 */
export function CheckEmailScreen() {
  const { state } = useLocation();
  const email = (state as Partial<CheckEmailState> | null)?.email ?? null;
  const { contactEmail } = usePublicSettings();

  return (
    <AccountAccessCard title={T.checkEmailTitle} intro={email ? T.accountCreated : null} focusOnShow>
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-600" />
        {email ? (
          <p className="text-navy-900">
            {T.checkEmailSent} <strong className="wrap-anywhere">{email}</strong>. {T.checkEmailNext}
          </p>
        ) : (
          <p className="text-navy-900">{T.checkEmailNoAddress}</p>
        )}
      </div>
      {email ? <ResendLink email={email} /> : <p className="text-sm">{T.resendBySigningIn}</p>}
      <section aria-labelledby="not-arrived" className="flex flex-col gap-2 text-sm">
        <h2 id="not-arrived" className="font-semibold text-navy-900">
          {T.notArrivedTitle}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {T.notArrivedSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          <li>
            {T.contactOffice}{" "}
            <a
              href={`mailto:${contactEmail}`}
              className="wrap-anywhere text-navy-700 underline underline-offset-4"
            >
              {contactEmail}
            </a>
          </li>
        </ul>
      </section>
      <Link to="/auth" className="text-center text-sm text-navy-700 underline underline-offset-4">
        {T.goToSignIn}
      </Link>
    </AccountAccessCard>
  );
}

function ResendLink({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    if (sending) return;
    setSending(true);
    setSent(false);
    setFailure(null);
    try {
      await resendVerificationLink(email);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, T.resendFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" className="w-full" onClick={() => void resend()} aria-busy={sending}>
        {sending ? <Spinner className="size-4 text-current" /> : null}
        {sending ? T.resendingLink : T.resendLink}
      </Button>
      {/* Always in the page, so the status is announced when its text arrives. */}
      <p role="status" className="text-sm text-navy-900 empty:hidden">
        {sent ? T.linkResent(email) : null}
      </p>
      <FormFailure message={failure} />
    </div>
  );
}

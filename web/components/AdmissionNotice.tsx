import { ADMISSION_TEXT } from "@contract/ui-text";
import { useMyAdmission } from "@/api/admission";
import { useAuth } from "@/auth/auth-context";

/**
 * Tells a member the office has not admitted (decision 118) why they are not listed and
 * cannot send messages, on every screen of theirs. Nothing for admitted members, and nothing
 * while the answer is loading or failed (the notice is an explanation, not a state of the page).
 */
export function AdmissionNotice() {
  const { user } = useAuth();
  const { data } = useMyAdmission(user?.id ?? null);
  const status = data?.status;
  if (status !== "waiting" && status !== "declined") return null;
  const waiting = status === "waiting";
  return (
    <section
      aria-labelledby="admission-notice-title"
      data-testid="admission-notice"
      className="border-b border-border bg-muted px-4 py-3 text-sm"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="admission-notice-title" className="font-semibold">
          {waiting ? ADMISSION_TEXT.waitingTitle : ADMISSION_TEXT.declinedTitle}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {waiting ? ADMISSION_TEXT.waitingBody : ADMISSION_TEXT.declinedBody}
        </p>
      </div>
    </section>
  );
}

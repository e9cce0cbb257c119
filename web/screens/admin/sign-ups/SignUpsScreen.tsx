import type { AdminAdmissionDto, AdmissionQueueStatus } from "@contract/admission";
import { ADMISSION_TEXT } from "@contract/ui-text";
import { useAdminSignUps, useSignUpAction } from "@/api/admission";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSchoolTime } from "@/lib/school-time";
import { AdminQueueScreen, type QueueTab } from "../components/AdminQueueScreen";

/** The tabs of the queue: sign-ups waiting, and those declined (which can still be approved). */
const TABS: readonly [QueueTab<AdmissionQueueStatus>, ...QueueTab<AdmissionQueueStatus>[]] = [
  { status: "waiting", label: "Waiting", empty: "No sign-ups waiting" },
  { status: "declined", label: "Declined", empty: "No declined sign-ups" },
];

/** The office's queue of sign-ups (issue 26 item 3, decision 118), in the queues' frame. */
export function SignUpsScreen() {
  return (
    <AdminQueueScreen
      title={ADMISSION_TEXT.queueTitle}
      description={ADMISSION_TEXT.queueDescription}
      tabsLabel="Sign-ups by status"
      tabs={TABS}
      useList={useAdminSignUps}
      errorMessage="The sign-ups could not be loaded."
      card={(s: AdminAdmissionDto) => <SignUpCard signUp={s} />}
    />
  );
}

/** One sign-up: who they say they are, and Approve / Decline. */
function SignUpCard({ signUp: s }: { signUp: AdminAdmissionDto }) {
  const schoolTime = useSchoolTime();
  const act = useSignUpAction();
  const headingId = `sign-up-${s.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-2 p-4 md:p-6">
        <h2 id={headingId} className="font-semibold break-words">
          {s.display_name}
          {s.house ? ` · ${s.house}` : null}
          {s.graduation_year ? ` · Batch of ${s.graduation_year}` : null}
        </h2>
        <p className="text-sm break-all">{s.email}</p>
        <p className="text-sm text-muted-foreground">
          {s.status === "waiting" ? "Waiting since " : "Declined "}
          {schoolTime.dateTime(s.since)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={act.isPending} onClick={() => act.mutate({ id: s.id, verb: "approve" })}>
            Approve
          </Button>
          {s.status === "waiting" ? (
            <Button
              variant="outline"
              disabled={act.isPending}
              onClick={() => act.mutate({ id: s.id, verb: "decline" })}
            >
              Decline
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

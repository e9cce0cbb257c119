import type { MentoringRequestDto } from "@contract/community-groups";
import { Check, HandHeart, MessageSquare, X } from "lucide-react";
import { errorMessage } from "@/api/client";
import { useAnswerMentoringMutation, useMentoringRequestsQuery } from "@/api/community-groups";
import { SendMessageButton } from "@/components/messaging/SendMessageButton";
import { LazyReportButton } from "@/components/safety/LazyReportButton";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { toast } from "@/lib/toast";
import { SessionCompletion } from "./SessionCompletion";

const STATUS_LABEL = { pending: "Pending", accepted: "Accepted", declined: "Declined" } as const;

/**
 * My Profile's mentoring requests (issue 15): the ones I sent and the ones I received, to accept
 * or decline; an accepted one offers a message as the next step (issue 21). What the card says
 * while it is empty follows the member's own "Available for mentorship" setting.
 */
export function MentoringRequestsSection({ availableAsMentor }: { availableAsMentor: boolean }) {
  const query = useMentoringRequestsQuery();
  return (
    <section id="mentoring" aria-labelledby="mentoring-heading" className="scroll-mt-24">
      <Card>
        <CardContent className="flex flex-col gap-4 p-6">
          <h2
            id="mentoring-heading"
            className="flex items-center gap-2 font-serif text-2xl font-semibold text-navy-900"
          >
            <HandHeart aria-hidden="true" className="size-6 text-gold-600" /> Mentoring requests
          </h2>
          {query.isError ? (
            <p role="alert" className="text-destructive">
              Could not load your requests.{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => query.refetch()}>
                Try again
              </Button>
            </p>
          ) : !query.data ? (
            <Skeleton className="h-20" data-testid="mentoring-loading" />
          ) : query.data.length === 0 ? (
            <p className="text-muted-foreground">
              No requests yet.{" "}
              {availableAsMentor
                ? "You are listed on the Mentors page as available for mentorship: requests to you will appear here. "
                : null}
              <Link to="/mentors" className="underline">
                Find a mentor
              </Link>
              {availableAsMentor
                ? "."
                : ", or turn on mentorship availability in the Professional tab to be found."}
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {query.data.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function RequestRow({ request: r }: { request: MentoringRequestDto }) {
  const answer = useAnswerMentoringMutation();
  const act = (status: "accepted" | "declined") =>
    answer.mutate(
      { id: r.id, status },
      {
        onSuccess: () =>
          status === "accepted"
            ? toast.success("Request accepted", {
                description: `Send ${r.other.display_name} a message to arrange a first conversation.`,
              })
            : toast.success("Request declined"),
        onError: (err) => toast.error(errorMessage(err, "Could not answer the request")),
      },
    );
  const name = r.other.display_name;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start">
      <UserAvatar name={name} src={r.other.avatar_url} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {r.direction === "sent" ? "To " : "From "}
          {r.other.profile_id ? (
            <Link to={`/alumni/${r.other.profile_id}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}{" "}
          <Badge
            variant={r.status === "accepted" ? "success" : r.status === "declined" ? "muted" : "secondary"}
          >
            {STATUS_LABEL[r.status]}
          </Badge>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{r.note}</p>
      </div>
      {r.status === "accepted" ? (
        // The next steps once mentoring is agreed: a first message to arrange it, then both
        // sides say the session took place.
        <div className="flex flex-col gap-2">
          <SendMessageButton
            recipient={{ userId: r.other.user_id, displayName: name }}
            trigger={
              <Button size="sm" variant="outline" className="self-start">
                <MessageSquare aria-hidden="true" /> Message {name}
              </Button>
            }
          />
          <SessionCompletion request={r} />
        </div>
      ) : null}
      {r.direction === "received" && r.status === "pending" ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => act("accepted")} disabled={answer.isPending}>
            <Check aria-hidden="true" /> Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => act("declined")} disabled={answer.isPending}>
            <X aria-hidden="true" /> Decline
          </Button>
        </div>
      ) : null}
      {r.direction === "received" ? (
        <LazyReportButton kind="mentoring_request" id={r.id} what="this request" authorId={r.other.user_id} />
      ) : null}
    </li>
  );
}

import type { ChapterPage } from "@contract/community-groups";
import { CalendarPlus, Check, LogIn, LogOut, MapPinned, X } from "lucide-react";
import { ApiError, errorMessage } from "@/api/client";
import {
  useChapterMembershipMutation,
  useChapterQuery,
  useReviewChapterEventMutation,
} from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { PagedAlumniCards } from "@/components/alumni/PagedAlumniCards";
import {
  EmptyState,
  QueryStates,
  ScreenTitle,
  Section,
  SignInPrompt,
} from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { toast } from "@/lib/toast";
import { EventCard } from "../events/EventCard";
import { eventDate } from "../events/event-format";
import { ProposeEventDialog } from "../events/ProposeEventDialog";
import { NotFoundScreen } from "../not-found/NotFoundScreen";
import { ChapterModeratorsPanel } from "./ChapterModeratorsPanel";

const MODERATOR_LINK = "font-medium text-navy-800 underline underline-offset-2";

/** /chapters/{slug} (issue 15): about, join/leave, upcoming chapter events, members; review for its moderators. */
export function ChapterScreen() {
  const { slug = "" } = useParams();
  const { user } = useAuth();
  const query = useChapterQuery(slug, user?.id ?? null);
  const chapter = query.data;
  usePageMeta({ title: chapter?.name ?? "Chapter", description: chapter?.about ?? "An alumni chapter." });
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundScreen />;

  return (
    <PageContainer className="flex flex-col gap-8">
      <p>
        <Link to="/chapters" className="text-sm text-muted-foreground hover:underline">
          ← All chapters
        </Link>
      </p>
      <QueryStates query={query} loadingTestId="chapter-loading">
        {(loaded) => <ChapterBody chapter={loaded} slug={slug} signedIn={Boolean(user)} />}
      </QueryStates>
    </PageContainer>
  );
}

function ChapterBody({ chapter, slug, signedIn }: { chapter: ChapterPage; slug: string; signedIn: boolean }) {
  const { isAdmin } = useAuth();
  const membership = useChapterMembershipMutation(slug);
  const toggle = () =>
    membership.mutate(!chapter.is_member, {
      onSuccess: () =>
        toast.success(chapter.is_member ? `You left ${chapter.name}` : `You joined ${chapter.name}`),
      onError: (err) => toast.error(errorMessage(err, "Could not change your membership")),
    });
  const now = Date.now();
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <ScreenTitle icon={MapPinned}>{chapter.name}</ScreenTitle>
          {chapter.about ? <p className="mt-2 max-w-prose text-muted-foreground">{chapter.about}</p> : null}
          {chapter.member_count !== null ? (
            <p className="mt-1 text-sm text-navy-800">
              {chapter.member_count} {chapter.member_count === 1 ? "member" : "members"}
            </p>
          ) : null}
        </div>
        {signedIn ? (
          <div className="flex flex-wrap gap-2">
            {chapter.is_member ? (
              <ProposeEventDialog
                chapterSlug={slug}
                trigger={
                  <Button variant="outline">
                    <CalendarPlus aria-hidden="true" /> Propose a chapter event
                  </Button>
                }
              />
            ) : null}
            <Button
              onClick={toggle}
              disabled={membership.isPending}
              variant={chapter.is_member ? "outline" : "default"}
            >
              {chapter.is_member ? <LogOut aria-hidden="true" /> : <LogIn aria-hidden="true" />}
              {chapter.is_member ? "Leave chapter" : "Join chapter"}
            </Button>
          </div>
        ) : null}
      </header>

      {chapter.is_moderator ? (
        <>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/newsletter/write" className={MODERATOR_LINK}>
                Write a newsletter to the chapter's members
              </Link>
            </li>
            <li>
              <Link to={`/chapters/${slug}/reports`} className={MODERATOR_LINK}>
                Review what members reported about the chapter
              </Link>
            </li>
          </ul>
          <PendingReview chapter={chapter} slug={slug} />
        </>
      ) : null}
      {isAdmin ? <ChapterModeratorsPanel slug={slug} /> : null}

      <Section title="Upcoming events">
        {chapter.upcoming_events.length === 0 ? (
          <EmptyState>No upcoming chapter events yet.</EmptyState>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {chapter.upcoming_events.map((e) => (
              <EventCard key={e.id} event={e} signedIn={signedIn} past={Date.parse(e.start_date) <= now} />
            ))}
          </div>
        )}
      </Section>

      <Section title="Members">
        {chapter.members === null ? (
          <SignInPrompt>Sign in to see the chapter's members and join them.</SignInPrompt>
        ) : chapter.members.length === 0 ? (
          <EmptyState>No members in the directory yet. Be the first to join.</EmptyState>
        ) : (
          <PagedAlumniCards members={chapter.members} label="Member pages" />
        )}
      </Section>
    </>
  );
}

/** A chapter moderator's queue: the chapter's proposed events, approved or rejected here. */
function PendingReview({ chapter, slug }: { chapter: ChapterPage; slug: string }) {
  const review = useReviewChapterEventMutation(slug);
  const act = (id: string, status: "approved" | "rejected") =>
    review.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(status === "approved" ? "Event approved" : "Event rejected"),
        onError: (err) => toast.error(errorMessage(err, "Could not review the event")),
      },
    );
  return (
    <Section title="Awaiting your review">
      {chapter.pending_events.length === 0 ? (
        <EmptyState>No chapter events are waiting for review.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {chapter.pending_events.map((e) => (
            <li key={e.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-navy-900">{e.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {eventDate(e)} · {e.location}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => act(e.id, "approved")} disabled={review.isPending}>
                    <Check aria-hidden="true" /> Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(e.id, "rejected")}
                    disabled={review.isPending}
                  >
                    <X aria-hidden="true" /> Reject
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

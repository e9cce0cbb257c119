import { MapPinned, Plus, Users } from "lucide-react";
import { useChaptersQuery } from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { CardsSkeleton, EmptyState, LoadError } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { usePageMeta } from "@/lib/page-meta";
import { Link } from "@/lib/router";
import { CreateChapterDialog } from "./CreateChapterDialog";

/** /chapters (issue 15): city and interest groups the alumni office runs. */
export function ChaptersScreen() {
  usePageMeta({ title: "Chapters", description: "City and interest chapters of the alumni association." });
  const { user, isAdmin } = useAuth();
  const query = useChaptersQuery(user?.id ?? null);

  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold md:text-4xl">
            <MapPinned aria-hidden="true" className="size-8 text-gold-600" />
            Chapters
          </h1>
          <p className="mt-2 text-muted-foreground">
            Find alumni in your city or around an interest, and meet up.
          </p>
        </div>
        {isAdmin ? (
          <CreateChapterDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" /> New chapter
              </Button>
            }
          />
        ) : null}
      </header>
      {query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <CardsSkeleton testId="chapters-loading" />
      ) : query.data.length === 0 ? (
        <EmptyState>No chapters yet. The alumni office will announce the first ones soon.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((c) => (
            <li key={c.id}>
              <Card className="flex h-full flex-col gap-2 p-5">
                <h2 className="font-serif text-xl font-semibold text-navy-900">
                  <Link to={`/chapters/${c.slug}`} className="hover:underline">
                    {c.name}
                  </Link>
                </h2>
                {c.about ? <p className="line-clamp-3 text-sm text-muted-foreground">{c.about}</p> : null}
                {c.member_count !== null ? (
                  <p className="mt-auto inline-flex items-center gap-1 text-sm text-navy-800">
                    <Users aria-hidden="true" className="size-4" /> {c.member_count}{" "}
                    {c.member_count === 1 ? "member" : "members"}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

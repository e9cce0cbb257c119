import { MapPinned, Plus, Users } from "lucide-react";
import { useChaptersQuery } from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { QueryStates, ScreenHeader } from "@/components/groups/ScreenStates";
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
      <ScreenHeader
        icon={MapPinned}
        title="Chapters"
        lead="Find alumni in your city or around an interest, and meet up."
        action={
          isAdmin ? (
            <CreateChapterDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" /> New chapter
                </Button>
              }
            />
          ) : null
        }
      />
      <QueryStates
        query={query}
        loadingTestId="chapters-loading"
        isEmpty={(chapters) => chapters.length === 0}
        empty="No chapters yet. The alumni office will announce the first ones soon."
      >
        {(chapters) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {chapters.map((c) => (
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
      </QueryStates>
    </PageContainer>
  );
}

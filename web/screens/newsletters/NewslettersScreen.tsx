import { NEWSLETTER_ARCHIVE_TEXT as TEXT } from "@contract/newsletter-archive";
import { Mail, RotateCw, TriangleAlert } from "lucide-react";
import { useNewsletterArchiveQuery } from "@/api/newsletters";
import { useSchoolTimeZone } from "@/api/settings";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePageMeta } from "@/lib/page-meta";
import { Link } from "@/lib/router";

/**
 * The newsletter archive (/newsletters, issue 25 item 5): the sent issues this viewer may read,
 * newest first — to a visitor only those sent to all subscribers; to a member also those sent to
 * an audience they are in, marked "Members only". The server decides who sees what.
 */
export function NewslettersScreen() {
  const schoolZone = useSchoolTimeZone();
  usePageMeta({ title: TEXT.title, description: TEXT.lead });
  const archive = useNewsletterArchiveQuery();
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold md:text-4xl">{TEXT.title}</h1>
        <p className="mt-2 text-muted-foreground">{TEXT.lead}</p>
      </header>
      <section aria-labelledby="newsletters-list" aria-busy={archive.isFetching}>
        <h2 id="newsletters-list" className="sr-only">
          Issues
        </h2>
        {archive.isError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
              <TriangleAlert aria-hidden="true" className="size-5" />
              {TEXT.loadFailed}
            </p>
            <Button variant="outline" onClick={() => archive.refetch()} disabled={archive.isFetching}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          </div>
        ) : archive.isPending ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading newsletters…
            </p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full rounded-xl" />
            ))}
          </div>
        ) : archive.data.issues.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <Mail aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold text-navy-900">{TEXT.empty}</p>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
            {archive.data.issues.map((issue) => (
              <li key={issue.id} className="flex flex-col gap-1 p-4">
                <Link
                  to={`/newsletters/${issue.id}`}
                  className="font-serif text-lg font-semibold break-words text-navy-900 hover:underline"
                >
                  {issue.subject}
                </Link>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <time dateTime={issue.sent_at}>{formatDate(issue.sent_at, schoolZone)}</time>
                  {issue.members_only ? <Badge variant="secondary">{TEXT.membersOnly}</Badge> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}

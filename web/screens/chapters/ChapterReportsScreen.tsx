import type { AdminReportDto, ReportStatus } from "@contract/reports";
import { useChapterReports } from "@/api/admin-reports";
import { ApiError } from "@/api/client";
import { useChapterQuery } from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { CardsSkeleton, EmptyState, LoadError } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { AdminQueueScreen } from "../admin/components/AdminQueueScreen";
import { CHAPTER_REVIEWER, OFFICE_REVIEWER } from "../admin/reports/ReportActions";
import { ReportCard, reportTabs } from "../admin/reports/ReportCard";
import { NotFoundScreen } from "../not-found/NotFoundScreen";

const TABS = reportTabs("No reports to review");

/** The queue's list: the reports of the chapter whose address this is. */
function useThisChapterReports(status: ReportStatus, page: number) {
  const { slug = "" } = useParams();
  return useChapterReports(slug, status, page);
}

/**
 * /chapters/{slug}/reports (issue 28 item 2, decision 126): the Reports queue of one chapter, for
 * the moderators the office assigned to it, reached from the chapter's page. The office's queue's
 * frame and cards, with what differs passed in: the chapter's reports only (the server also keeps
 * a moderator to their chapters), and no warning or suspending, which are the office's. The
 * office itself, on this page, keeps its own actions.
 */
export function ChapterReportsScreen() {
  const { slug = "" } = useParams();
  const { user, isAdmin } = useAuth();
  const query = useChapterQuery(slug, user?.id ?? null);
  const chapter = query.data;
  usePageMeta({ title: chapter ? `Reports: ${chapter.name}` : "Reports" });
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundScreen />;
  const reviewer = isAdmin ? OFFICE_REVIEWER : CHAPTER_REVIEWER;
  return (
    <PageContainer className="flex flex-col gap-6">
      <p>
        <Link to={`/chapters/${slug}`} className="text-sm text-muted-foreground hover:underline">
          ← {chapter?.name ?? "Chapter"}
        </Link>
      </p>
      {query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !chapter ? (
        <CardsSkeleton count={2} testId="chapter-reports-loading" />
      ) : !chapter.is_moderator ? (
        <EmptyState>Only the chapter's moderators review what members report about it.</EmptyState>
      ) : (
        <div>
          <AdminQueueScreen
            title={`Reports: ${chapter.name}`}
            description={`What members reported about the chapter's events, as it was when they reported it. The reported member is never told who reported them.${isAdmin ? "" : " Warning or suspending a member is for the alumni office."}`}
            tabsLabel="Reports by status"
            tabs={TABS}
            useList={useThisChapterReports}
            errorMessage="The reports could not be loaded."
            card={(r: AdminReportDto) => <ReportCard report={r} reviewer={reviewer} />}
          />
        </div>
      )}
    </PageContainer>
  );
}

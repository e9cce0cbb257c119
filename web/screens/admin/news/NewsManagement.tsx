import type { AdminNewsList } from "@contract/admin-content";
import type { NewsSortField } from "@contract/admin-office";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { EyeOff, FileText, Newspaper, Send } from "lucide-react";
import { useBulkAction } from "@/api/admin-bulk";
import { useDeleteArticle, useToggleArticle } from "@/api/admin-news";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableHead } from "@/components/ui/table";
import { useSchoolTime } from "@/lib/school-time";
import { DeleteRecordButton, useAdminListState } from "../components/AdminListScreen";
import { ContentListScreen, SummaryCell } from "../components/ContentListScreen";
import { ConfirmIconButton, RowActions, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";

const NEWS_STATUS_OPTIONS = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

/** Spec §2 News Management: counters, table, publish toggle and delete with confirmations. */
export function NewsManagement() {
  const { table, list, selection } = useAdminListState<AdminNewsList, NewsSortField, "status">("news", {
    sort: "created_at",
    dir: "desc",
    descFirst: ["created_at"],
    filters: { status: "all" },
  });
  const schoolTime = useSchoolTime();
  const bulk = useBulkAction("news", "article");
  const toggle = useToggleArticle();
  const remove = useDeleteArticle();
  return (
    <ContentListScreen
      title="News Management"
      description="Write, publish and retire news articles."
      create={{ to: "/admin/news/new", label: "Create Article" }}
      counters={[
        ["Total", "total", Newspaper],
        ["Published", "published", Send],
        ["Drafts", "drafts", FileText],
      ]}
      table={table}
      query={list}
      search={{ label: "Search news", placeholder: "Search by title..." }}
      statusFilter={{ allLabel: "All articles", options: NEWS_STATUS_OPTIONS }}
      bulk={{
        selection,
        noun: "article",
        selectAllLabel: "Select all articles on this page",
        rowName: (n) => n.title,
        actions: [
          {
            label: "Publish",
            consequence: "They will be visible to everyone on the News page.",
            run: (ids) => bulk.mutate({ action: "publish", ids }),
          },
          {
            label: "Unpublish",
            consequence: "They will no longer be visible on the News page.",
            run: (ids) => bulk.mutate({ action: "unpublish", ids }),
          },
          {
            label: "Delete",
            destructive: true,
            consequence: "This action cannot be undone.",
            run: (ids) => bulk.mutate({ action: "delete", ids }),
          },
        ],
      }}
      errorMessage={ADMIN_MESSAGES.newsLoadFailed}
      emptyTitle={SCREEN_MESSAGES.noNews}
      label="News articles"
      columns={[
        <SortHeader key="title" field="title" label="Article" table={table} />,
        "Category",
        <TableHead key="author" className="hidden 2xl:table-cell">
          Author
        </TableHead>,
        "Status",
        <SortHeader key="date" field="created_at" label="Date" table={table} />,
      ]}
      cells={(n) => (
        <>
          <SummaryCell
            title={n.title}
            narrowLine={n.author ? `By ${n.author}` : null}
            text={n.summary}
            limit={LIMITS.newsSummaryPreview}
            className="min-w-48 max-w-xs"
          />
          <TableCell>
            <Badge variant="outline">{n.category}</Badge>
          </TableCell>
          <TableCell className="hidden 2xl:table-cell">{n.author ?? "—"}</TableCell>
          <TableCell>
            <StatusBadge status={n.published ? "published" : "draft"} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{schoolTime.date(n.created_at)}</TableCell>
          <TableCell>
            <RowActions>
              <ConfirmIconButton
                label={`${n.published ? "Unpublish" : "Publish"} ${n.title}`}
                icon={n.published ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
                title={n.published ? "Unpublish article" : "Publish article"}
                description={
                  n.published
                    ? `Unpublish "${n.title}"? It will no longer be visible on the News page.`
                    : `Publish "${n.title}"? It will be visible to everyone on the News page.`
                }
                confirmLabel={n.published ? "Unpublish" : "Publish"}
                onConfirm={() => toggle.mutate({ id: n.id, published: !n.published })}
              />
              <ViewEditLinks base="/admin/news" id={n.id} name={n.title} />
              <DeleteRecordButton noun="article" name={n.title} onConfirm={() => remove.mutate(n.id)} />
            </RowActions>
          </TableCell>
        </>
      )}
    />
  );
}

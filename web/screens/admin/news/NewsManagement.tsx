import type { AdminNewsList } from "@contract/admin-content";
import type { NewsSortField } from "@contract/admin-office";
import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { EyeOff, FileText, Newspaper, Send } from "lucide-react";
import { useBulkAction } from "@/api/admin-bulk";
import { useAdminList } from "@/api/admin-common";
import { useDeleteArticle, useToggleArticle } from "@/api/admin-news";
import { FilterSelect } from "@/components/FilterSelect";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { BulkBar, SelectAllHead, SelectCell, useRowSelection } from "../components/bulk-selection";
import { countOf, formatDate, preview } from "../components/format";
import { ManagementHeader, RecordTable } from "../components/ManagementLayout";
import { pageFooter } from "../components/Pagination";
import { ConfirmIconButton, DeleteButton, RowActions, ViewEditLinks } from "../components/RowActions";
import { SortHeader } from "../components/SortHeader";
import { StatusBadge } from "../components/StatusBadge";
import { TableToolbar } from "../components/TableToolbar";
import { useTableUrlState } from "../components/use-table-url-state";

const NEWS_STATUS_OPTIONS = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

/** Spec §2 News Management: counters, table, publish toggle and delete with confirmations. */
export function NewsManagement() {
  const table = useTableUrlState<NewsSortField, "status">({
    sort: "created_at",
    dir: "desc",
    descFirst: ["created_at"],
    filters: { status: "all" },
  });
  const list = useAdminList<AdminNewsList>("news", table.params);
  const { data, isPending, isFetching } = list;
  const selection = useRowSelection(JSON.stringify(table.params));
  const bulk = useBulkAction("news", "article");
  const toggle = useToggleArticle();
  const remove = useDeleteArticle();
  return (
    <>
      <ManagementHeader
        title="News Management"
        description="Write, publish and retire news articles."
        create={{ to: "/admin/news/new", label: "Create Article" }}
        loading={isPending}
        counters={[
          { label: "Total", value: data?.counts.total, icon: Newspaper },
          { label: "Published", value: data?.counts.published, icon: Send },
          { label: "Drafts", value: data?.counts.drafts, icon: FileText },
        ]}
      />
      <Card>
        <TableToolbar
          label="Search news"
          placeholder="Search by title..."
          table={table}
          updating={isFetching && !isPending}
        >
          <FilterSelect
            value={table.filters.status}
            onChange={(v) => table.setFilter("status", v)}
            allValue="all"
            allLabel="All articles"
            options={NEWS_STATUS_OPTIONS}
            label="Filter by status"
            className="sm:w-48"
          />
        </TableToolbar>
        <BulkBar
          selection={selection}
          noun="article"
          actions={[
            {
              label: "Publish",
              confirm: (n) => ({
                title: `Publish ${countOf(n, "article")}`,
                description: `Publish ${countOf(n, "selected article")}? They will be visible to everyone on the News page.`,
              }),
              run: (ids) => bulk.mutate({ action: "publish", ids }),
            },
            {
              label: "Unpublish",
              confirm: (n) => ({
                title: `Unpublish ${countOf(n, "article")}`,
                description: `Unpublish ${countOf(n, "selected article")}? They will no longer be visible on the News page.`,
              }),
              run: (ids) => bulk.mutate({ action: "unpublish", ids }),
            },
            {
              label: "Delete",
              destructive: true,
              confirm: (n) => ({
                title: `Delete ${countOf(n, "article")}`,
                description: `Delete ${countOf(n, "selected article")}? This action cannot be undone.`,
              }),
              run: (ids) => bulk.mutate({ action: "delete", ids }),
            },
          ]}
        />
        <RecordTable
          query={list}
          errorMessage={ADMIN_MESSAGES.newsLoadFailed}
          emptyTitle={SCREEN_MESSAGES.noNews}
          label="News articles"
          columns={[
            <SelectAllHead
              key="select"
              selection={selection}
              ids={data?.items.map((n) => n.id) ?? []}
              label="Select all articles on this page"
            />,
            <SortHeader key="title" field="title" label="Article" table={table} />,
            "Category",
            <TableHead key="author" className="hidden 2xl:table-cell">
              Author
            </TableHead>,
            "Status",
            <SortHeader key="date" field="created_at" label="Date" table={table} />,
          ]}
          rows={(loaded) => loaded.items}
          footer={pageFooter(table.setPage)}
        >
          {(n) => (
            <TableRow key={n.id}>
              <SelectCell selection={selection} id={n.id} label={`Select ${n.title}`} />
              <TableCell className="min-w-48 max-w-xs">
                <p className="font-medium text-navy-900">{n.title}</p>
                {n.author ? <p className="text-xs text-muted-foreground 2xl:hidden">By {n.author}</p> : null}
                {n.summary ? (
                  <p className="text-xs text-muted-foreground">
                    {preview(n.summary, LIMITS.newsSummaryPreview)}
                  </p>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant="outline">{n.category}</Badge>
              </TableCell>
              <TableCell className="hidden 2xl:table-cell">{n.author ?? "—"}</TableCell>
              <TableCell>
                <StatusBadge status={n.published ? "published" : "draft"} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(n.created_at)}</TableCell>
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
                  <DeleteButton
                    label={`Delete ${n.title}`}
                    title="Delete article"
                    description={`Delete "${n.title}"? This action cannot be undone.`}
                    onConfirm={() => remove.mutate(n.id)}
                  />
                </RowActions>
              </TableCell>
            </TableRow>
          )}
        </RecordTable>
      </Card>
    </>
  );
}

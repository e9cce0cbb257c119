import { LIMITS } from "@contract/constants";
import { ADMIN_MESSAGES, SCREEN_MESSAGES } from "@contract/messages";
import { EyeOff, FileText, Newspaper, Send } from "lucide-react";
import { useAdminNewsList, useDeleteArticle, useToggleArticle } from "@/api/admin-news";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AdminPageHeader, NewRecordLink } from "../components/AdminPageHeader";
import { formatDate, preview } from "../components/format";
import { ConfirmIconButton, DeleteButton, EditLink, RowActions, ViewLink } from "../components/RowActions";
import { StatCard, StatGrid } from "../components/StatCard";
import { StatusBadge } from "../components/StatusBadge";
import { TableStates } from "../components/states";

/** Spec §2 News Management: counters, table, publish toggle and delete with confirmations. */
export function NewsManagement() {
  const list = useAdminNewsList();
  const { data, isPending } = list;
  const toggle = useToggleArticle();
  const remove = useDeleteArticle();
  return (
    <>
      <AdminPageHeader
        title="News Management"
        description="Write, publish and retire news articles."
        actions={<NewRecordLink to="/admin/news/new">Create Article</NewRecordLink>}
      />
      <StatGrid>
        <StatCard label="Total" value={data?.counts.total} icon={Newspaper} loading={isPending} />
        <StatCard label="Published" value={data?.counts.published} icon={Send} loading={isPending} />
        <StatCard label="Drafts" value={data?.counts.drafts} icon={FileText} loading={isPending} />
      </StatGrid>
      <Card>
        <TableStates
          query={list}
          errorMessage={ADMIN_MESSAGES.newsLoadFailed}
          empty={data?.items.length === 0}
          emptyTitle={SCREEN_MESSAGES.noNews}
        >
          {(loaded) => (
            <Table label="News articles">
              <TableHeader>
                <TableRow>
                  <TableHead>Article</TableHead>
                  <TableHead>Category</TableHead>
                  <TableHead>Author</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loaded.items.map((n) => (
                  <TableRow key={n.id}>
                    <TableCell className="min-w-64 max-w-sm">
                      <p className="font-medium text-navy-900">{n.title}</p>
                      {n.summary ? (
                        <p className="text-xs text-muted-foreground">
                          {preview(n.summary, LIMITS.newsSummaryPreview)}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Badge variant="outline">{n.category}</Badge>
                    </TableCell>
                    <TableCell>{n.author ?? "—"}</TableCell>
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
                        <ViewLink to={`/admin/news/view/${n.id}`} label={`View ${n.title}`} />
                        <EditLink to={`/admin/news/edit/${n.id}`} label={`Edit ${n.title}`} />
                        <DeleteButton
                          label={`Delete ${n.title}`}
                          title="Delete article"
                          description={`Delete "${n.title}"? This action cannot be undone.`}
                          onConfirm={() => remove.mutate(n.id)}
                        />
                      </RowActions>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </TableStates>
      </Card>
    </>
  );
}

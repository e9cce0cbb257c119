import { ADMIN_MESSAGES, ADMIN_RULES } from "@contract/ui-text";
import { ArrowLeft, Pencil } from "lucide-react";
import { useAdminArticle } from "@/api/admin-news";
import { SafeMarkdown } from "@/components/SafeMarkdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { useSchoolTime } from "@/lib/school-time";
import { useBackTo } from "../components/back-to-list";
import { DetailCard, DetailItem } from "../components/FormCard";

import { StatusBadge } from "../components/StatusBadge";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

/** Spec §2 News view; 'Last Updated' only when it differs from the created date. */
export function NewsView() {
  const schoolTime = useSchoolTime();
  const { id } = useParams();
  const backTo = useBackTo("/admin/news");
  const { data: n, isPending, error } = useAdminArticle(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_MESSAGES.articleLoadFailed, "/admin/news");
  usePageMeta({ title: n?.title ?? "Article Details" });
  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        Back to News Management
      </Link>
    </Button>
  );
  if (notFound)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.articleNotFound}</h1>
        {back}
      </div>
    );
  if (isPending || !n)
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-80" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const updated = n.updated_at !== n.created_at;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        {back}
        <Button asChild>
          <Link to={`/admin/news/edit/${n.id}`}>
            <Pencil aria-hidden="true" />
            Edit Article
          </Link>
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{n.category}</Badge>
              <StatusBadge status={n.published ? "published" : "draft"} />
            </div>
            <h1 className="font-serif text-2xl font-semibold leading-tight">{n.title}</h1>
            {n.summary ? <p className="text-muted-foreground">{n.summary}</p> : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {n.image_url ? (
              <img src={n.image_url} alt="" className="max-h-80 w-full rounded-lg object-cover" />
            ) : null}
            {n.content ? (
              <SafeMarkdown>{n.content}</SafeMarkdown>
            ) : (
              <p className="text-muted-foreground">No content available</p>
            )}
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <DetailCard title="Article Details">
            <dl className="flex flex-col gap-3">
              <DetailItem label="Author">{n.author ?? "—"}</DetailItem>
              <DetailItem label="Category">{n.category}</DetailItem>
              <DetailItem label="Created">{schoolTime.date(n.created_at)}</DetailItem>
              {updated ? (
                <DetailItem label="Last Updated">{schoolTime.dateTime(n.updated_at)}</DetailItem>
              ) : null}
            </dl>
          </DetailCard>
          <DetailCard title="Publication Status" className="text-sm">
            {n.published
              ? "This article is published and visible to everyone."
              : "This article is a draft and visible only to admins."}
          </DetailCard>
        </div>
      </div>
    </div>
  );
}

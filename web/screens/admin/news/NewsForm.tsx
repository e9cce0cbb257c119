import { type AdminNewsBody, adminNewsBodySchema } from "@contract/admin-content";
import type { NewsDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_RULES } from "@contract/ui-text";
import { useAdminArticle, useSaveArticle } from "@/api/admin-news";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AdminFormFrame } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { FormSkeleton } from "../components/states";
import { useRecordForm } from "../components/use-record-form";

type Values = Omit<Record<keyof AdminNewsBody, string>, "published"> & { published: boolean };
const toValues = (n?: NewsDto): Values => ({
  title: n?.title ?? "",
  summary: n?.summary ?? "",
  content: n?.content ?? "",
  category: n?.category ?? "General",
  author: n?.author ?? "",
  image_url: n?.image_url ?? "",
  published: n?.published ?? false,
});

/** Create / Edit article: title, summary, content (Markdown), category, author, image, published. */
export function NewsForm() {
  const { id, editing, data, notFound, loading, form, saving, onSubmit } = useRecordForm({
    base: "/admin/news",
    loadFailed: ADMIN_MESSAGES.articleLoadFailed,
    useRecord: useAdminArticle,
    useSave: useSaveArticle,
    toValues,
    schema: adminNewsBodySchema,
  });
  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.articleNotFound}</h1>;
  if (loading) return <FormSkeleton />;

  const { register, errorOf } = form;
  return (
    <AdminFormFrame
      onSubmit={onSubmit}
      title={editing ? "Edit Article" : "Create Article"}
      description={editing ? data?.title : undefined}
      cancelTo={editing ? `/admin/news/view/${id}` : "/admin/news"}
      saving={saving}
      editing={editing}
      createLabel="Create Article"
    >
      <FormCard title="Article">
        <FormField id="news-title" label="Title" required error={errorOf("title")} className="md:col-span-2">
          {(c) => <Input {...c} {...register("title")} />}
        </FormField>
        <FormField id="news-summary" label="Summary" error={errorOf("summary")} className="md:col-span-2">
          {(c) => <Textarea {...c} rows={2} {...register("summary")} />}
        </FormField>
        <FormField
          id="news-content"
          label="Content"
          hint="Plain text or Markdown (headings, lists, links, bold). HTML tags are ignored."
          error={errorOf("content")}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={12} {...register("content")} />}
        </FormField>
      </FormCard>
      <FormCard title="Details">
        <FormField id="news-category" label="Category" required error={errorOf("category")}>
          {(c) => <Input {...c} {...register("category")} />}
        </FormField>
        <FormField id="news-author" label="Author" error={errorOf("author")}>
          {(c) => <Input {...c} {...register("author")} />}
        </FormField>
        <FormField id="news-image" label="Image URL" error={errorOf("image_url")} className="md:col-span-2">
          {(c) => <Input {...c} type="url" {...register("image_url")} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("published")} />
          Published
        </label>
      </FormCard>
    </AdminFormFrame>
  );
}

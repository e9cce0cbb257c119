import type { NewsDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_RULES } from "@contract/messages";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAdminArticle, useSaveArticle } from "@/api/admin-news";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { CancelLink, SubmitRow } from "../components/FormActions";
import { FormCard } from "../components/FormCard";
import { FormSkeleton } from "../components/states";
import { useFieldErrors } from "../components/use-field-errors";
import { useLoadFailureRedirect } from "../components/use-load-failure-redirect";

type Values = Record<"title" | "summary" | "content" | "category" | "author" | "image_url", string> & {
  published: boolean;
};
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
  const { id } = useParams();
  const editing = Boolean(id);
  const navigate = useNavigate();
  const { data, isPending, error } = useAdminArticle(id);
  const notFound = useLoadFailureRedirect(error, ADMIN_MESSAGES.articleLoadFailed, "/admin/news");
  const [values, setValues] = useState<Values>(toValues());
  const fieldErrors = useFieldErrors();
  const save = useSaveArticle(id, (n) => navigate(`/admin/news/view/${n.id}`));
  useEffect(() => {
    if (data) setValues(toValues(data));
  }, [data]);

  if (notFound) return <h1 className="font-serif text-2xl font-bold">{ADMIN_RULES.articleNotFound}</h1>;
  if (editing && (isPending || !data)) return <FormSkeleton />;

  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!values.title.trim()) errors.title = "Title is required";
    if (!values.category.trim()) errors.category = "Category is required";
    fieldErrors.set(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate({ ...values }, { onError: fieldErrors.fromError });
  };
  const err = fieldErrors.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AdminPageHeader
        title={editing ? "Edit Article" : "Create Article"}
        description={editing ? data?.title : undefined}
        actions={<CancelLink to={editing ? `/admin/news/view/${id}` : "/admin/news"} />}
      />
      <FormCard title="Article">
        <FormField id="news-title" label="Title" required error={err.title} className="md:col-span-2">
          {(c) => <Input {...c} value={values.title} onChange={set("title")} />}
        </FormField>
        <FormField id="news-summary" label="Summary" error={err.summary} className="md:col-span-2">
          {(c) => <Textarea {...c} rows={2} value={values.summary} onChange={set("summary")} />}
        </FormField>
        <FormField
          id="news-content"
          label="Content"
          hint="Plain text or Markdown (headings, lists, links, bold). HTML tags are ignored."
          error={err.content}
          className="md:col-span-2"
        >
          {(c) => <Textarea {...c} rows={12} value={values.content} onChange={set("content")} />}
        </FormField>
      </FormCard>
      <FormCard title="Details">
        <FormField id="news-category" label="Category" required error={err.category}>
          {(c) => <Input {...c} value={values.category} onChange={set("category")} />}
        </FormField>
        <FormField id="news-author" label="Author" error={err.author}>
          {(c) => <Input {...c} value={values.author} onChange={set("author")} />}
        </FormField>
        <FormField id="news-image" label="Image URL" error={err.image_url} className="md:col-span-2">
          {(c) => <Input {...c} type="url" value={values.image_url} onChange={set("image_url")} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(e) => setValues((v) => ({ ...v, published: e.target.checked }))}
          />
          Published
        </label>
      </FormCard>
      <SubmitRow saving={save.isPending} editing={editing} createLabel="Create Article" />
    </form>
  );
}

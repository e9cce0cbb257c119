import { useParams } from "react-router";
import { usePageMeta } from "@/lib/page-meta";

/** An admin screen not built yet: its heading (and the record id for view/edit routes). */
export function AdminPlaceholder({ title }: { title: string }) {
  const { id } = useParams();
  usePageMeta({ title });
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {id ? <p className="text-sm text-muted-foreground">ID: {id}</p> : null}
    </div>
  );
}

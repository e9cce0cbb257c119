import type { ReactNode } from "react";
import { usePageMeta } from "@/lib/page-meta";
import { PageContainer } from "./PageContainer";

/** A screen not built yet: its title as the page heading (and document title). */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta({ title });
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      {children}
    </PageContainer>
  );
}

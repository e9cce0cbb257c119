import { MOTTO } from "@contract/constants";
import { PageContainer } from "@/components/PageContainer";
import { usePageMeta } from "@/lib/page-meta";

/** Home (spec §2). Placeholder: the motto; hero, statistics and cards come in a later issue. */
export function HomeScreen() {
  usePageMeta({ title: "Home" });
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold md:text-5xl">{MOTTO}</h1>
    </PageContainer>
  );
}

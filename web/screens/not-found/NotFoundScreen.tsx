import { PageContainer } from "@/components/PageContainer";
import { NotFoundContent } from "./NotFoundContent";

export function NotFoundScreen() {
  return (
    <PageContainer>
      <NotFoundContent />
    </PageContainer>
  );
}

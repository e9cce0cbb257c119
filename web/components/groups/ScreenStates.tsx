import { SCREEN_MESSAGES } from "@contract/ui-text";
import { type LucideIcon, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { useSignInPath } from "@/lib/use-sign-in-path";

/** Title, header, loading, error, empty and sign-in states shared by the community screens (issue 15). */

export function LoadError({
  onRetry,
  message = SCREEN_MESSAGES.dataError,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <p className="text-lg font-semibold text-navy-900">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function CardsSkeleton({ count = 6, testId }: { count?: number; testId?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{children}</p>;
}

/**
 * What a community screen shows for its query: an error with a retry, cards' skeleton while
 * loading, `empty` when `isEmpty` says there is nothing, else `children` with the data.
 */
export function QueryStates<T>({
  query,
  loadingTestId,
  isEmpty,
  empty,
  children,
}: {
  query: { isError: boolean; data: T | undefined; refetch: () => unknown };
  loadingTestId: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <CardsSkeleton testId={loadingTestId} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

export function SignInPrompt({ children }: { children: ReactNode }) {
  const signInPath = useSignInPath();
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center sm:flex-row sm:text-left">
      <p className="flex-1 text-muted-foreground">{children}</p>
      <Button asChild>
        <Link to={signInPath}>Sign In</Link>
      </Button>
    </Card>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A community screen's title (issue 15): its gold icon before the name. */
export function ScreenTitle({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-3 text-3xl font-bold md:text-4xl">
      <Icon aria-hidden="true" className="size-8 shrink-0 text-gold-600" />
      {children}
    </h1>
  );
}

/** A community list screen's header: title and lead on the left, its one action (if any) on the right. */
export function ScreenHeader({
  icon,
  title,
  lead,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  lead: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <ScreenTitle icon={icon}>{title}</ScreenTitle>
        <p className="mt-2 text-muted-foreground">{lead}</p>
      </div>
      {action}
    </header>
  );
}

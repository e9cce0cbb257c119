import { AlertCircle, Inbox } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** The spec's load-failure message with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-8 text-center"
    >
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium text-destructive">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 p-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium text-navy-900">{title}</p>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** A title bar and a block of grey while an admin form loads the record it edits. */
export function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** Grey rows while a table loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3 p-4">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

function Padded({ children }: { children: ReactNode }) {
  return <div className="p-4">{children}</div>;
}

/**
 * A list query's four states in one order: the load-failure message (with retry), grey rows
 * while it loads, the empty message, or `children` with the loaded data.
 */
export function TableStates<T>({
  query,
  errorMessage,
  empty,
  emptyTitle,
  emptyHint,
  skeletonRows,
  errorWrapper: ErrorWrapper = Padded,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  errorMessage: string;
  /** Whether the loaded data has no rows. */
  empty: boolean;
  emptyTitle: string;
  emptyHint?: ReactNode;
  skeletonRows?: number;
  /** What the error message sits in; a padded block unless given. */
  errorWrapper?: ComponentType<{ children: ReactNode }>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ErrorWrapper>
        <ErrorState message={errorMessage} onRetry={() => query.refetch()} />
      </ErrorWrapper>
    );
  }
  if (query.isPending || query.data === undefined) return <TableSkeleton rows={skeletonRows} />;
  if (empty) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return children(query.data);
}

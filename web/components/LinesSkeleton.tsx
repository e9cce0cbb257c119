import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** Placeholder lines of text while it loads, one under another; each line's classes give its height and width. */
export function LinesSkeleton({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

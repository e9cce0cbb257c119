import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/**
 * A round avatar's placeholder beside two lines of text: a person, a conversation or a
 * notification while it loads. Sizes differ per list, so they are passed in.
 */
export function AvatarLinesSkeleton({
  avatar,
  lines,
  className,
}: {
  /** The avatar's size classes, e.g. "size-10". */
  avatar: string;
  /** Each line's height and width classes, e.g. ["h-4 w-1/2", "h-3 w-3/4"]. */
  lines: [string, string];
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Skeleton className={cn("shrink-0 rounded-full", avatar)} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className={lines[0]} />
        <Skeleton className={lines[1]} />
      </div>
    </div>
  );
}

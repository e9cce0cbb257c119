import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A decorative spinning icon; wrap it in a role="status" element to announce loading. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn("size-6 animate-spin text-navy-700", className)} />;
}

/** Loading indicator filling the parent area (or the whole screen). */
export function LoadingIndicator({
  fullScreen = false,
  className,
}: {
  fullScreen?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={cn(
        "flex w-full items-center justify-center",
        fullScreen ? "fixed inset-0 z-40 bg-background" : "min-h-[40vh]",
        className,
      )}
    >
      <Spinner className={fullScreen ? "size-10" : "size-8"} />
    </div>
  );
}

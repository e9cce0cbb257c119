import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Centred, padded content column used by every screen. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-10", className)} {...props} />;
}

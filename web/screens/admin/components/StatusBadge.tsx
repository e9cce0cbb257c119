import { Badge, type BadgeProps } from "@/components/ui/badge";
import { capitalise } from "./format";

const VARIANTS: Record<string, BadgeProps["variant"]> = {
  pending: "secondary",
  approved: "success",
  rejected: "destructive",
  published: "success",
  draft: "muted",
  upcoming: "secondary",
  ongoing: "default",
  completed: "success",
};

/** A status as a coloured badge; an unknown status shows as a plain badge (spec §4). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? "outline"}>{capitalise(status)}</Badge>;
}

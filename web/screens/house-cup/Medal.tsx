import { Medal as MedalIcon } from "lucide-react";
import { readableTextOn } from "@/lib/contrast";

/** Positions 1–3 as gold, silver and bronze (spec §2 House Cup); other positions plain. */
const MEDALS: Record<number, { label: string; bg: string }> = {
  1: { label: "Gold", bg: "#e8b634" },
  2: { label: "Silver", bg: "#cbd5e1" },
  3: { label: "Bronze", bg: "#d8955a" },
};

export function PositionBadge({ position }: { position: number }) {
  const medal = MEDALS[position];
  if (!medal) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-navy-900">
        {position}
        <span className="sr-only">th place</span>
      </span>
    );
  }
  return (
    <span
      className="flex size-10 shrink-0 flex-col items-center justify-center rounded-full font-bold"
      style={{ backgroundColor: medal.bg, color: readableTextOn(medal.bg) }}
      title={`${medal.label} — position ${position}`}
    >
      <MedalIcon aria-hidden="true" className="size-3.5" />
      <span className="text-xs leading-none">
        {position}
        <span className="sr-only"> ({medal.label})</span>
      </span>
    </span>
  );
}

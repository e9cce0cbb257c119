import { houseBadgeStyle } from "@/lib/contrast";

/** A house's name in its colours. */
export function HouseName({
  house,
}: {
  house: { name: string; color: string; bg_light?: string; text_color?: string };
}) {
  return (
    <span
      className="inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold"
      style={houseBadgeStyle(house)}
    >
      {house.name}
    </span>
  );
}

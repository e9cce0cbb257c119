import { HOUSE_COLOR_DEFAULTS } from "@contract/constants";
import { useHousesQuery } from "@/api/house-cup";
import { houseBadgeStyle } from "@/lib/contrast";
import { cn } from "@/lib/utils";

/**
 * A house name on its light colour from the houses table, bordered in the house colour; the
 * text colour is picked for AA contrast on that background.
 */
export function HouseBadge({
  house,
  suffix,
  className,
}: {
  house: string;
  suffix?: string | null;
  className?: string;
}) {
  const { data } = useHousesQuery();
  const row = data?.houses.find((h) => h.name === house);
  const light = row?.bg_light ?? HOUSE_COLOR_DEFAULTS.bgLight;
  const style = houseBadgeStyle({ color: light, bg_light: light, text_color: row?.color ?? null });
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        className,
      )}
      style={{ ...style, borderColor: row?.color ?? HOUSE_COLOR_DEFAULTS.color }}
    >
      {house}
      {suffix ? <span>{suffix}</span> : null}
    </span>
  );
}

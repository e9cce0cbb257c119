import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { OnDemandSelectProps } from "./OnDemandSelect";

/** OnDemandSelect's Radix select, opened as it arrives (it was asked for by opening it). */
export function OnDemandSelectLoaded({
  value,
  onValueChange,
  items,
  id,
  placeholder,
  className,
  "aria-label": ariaLabel,
}: OnDemandSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {items.map((i) => (
          <SelectItem key={i.value} value={i.value}>
            {i.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

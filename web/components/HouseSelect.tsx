import type { ComponentProps, Ref } from "react";
import { useHouseNames } from "@/api/house-cup";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** The house drop-down of the profile forms; `none` adds a first item for no house. */
export function HouseSelect({
  value,
  onChange,
  placeholder,
  none,
  trigger,
  ref,
}: {
  value: string | undefined;
  onChange: (house: string) => void;
  placeholder: string;
  none?: { value: string; label: string };
  /** The trigger's attributes (id, aria-*). */
  trigger?: ComponentProps<typeof SelectTrigger>;
  ref?: Ref<HTMLButtonElement>;
}) {
  const houses = useHouseNames(value);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...trigger} ref={ref}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {none ? <SelectItem value={none.value}>{none.label}</SelectItem> : null}
        {houses.map((h) => (
          <SelectItem key={h} value={h}>
            {h}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

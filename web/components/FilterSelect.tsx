import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type FilterOption = string | { value: string; label: string };

/** A list filter: "All …" first, then the options (a text is its own label). */
export function FilterSelect({
  value,
  onChange,
  allValue,
  allLabel,
  options,
  label,
  id,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The value that means no filter. */
  allValue: string;
  allLabel: string;
  options: readonly FilterOption[];
  /** The accessible name, when no <label> names the trigger. */
  label?: string;
  id?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={className} aria-label={label}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={allValue}>{allLabel}</SelectItem>
        {options.map((o) => {
          const { value: v, label: l } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <SelectItem key={v} value={v}>
              {l}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}

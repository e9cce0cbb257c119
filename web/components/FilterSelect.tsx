import { OnDemandSelect } from "@/components/OnDemandSelect";

export type FilterOption = string | { value: string; label: string };

/** A list filter: "All …" first, then the options (a text is its own label); the list loads when opened. */
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
  const items = [
    { value: allValue, label: allLabel },
    ...options.map((o) => (typeof o === "string" ? { value: o, label: o } : o)),
  ];
  return (
    <OnDemandSelect
      value={value}
      onValueChange={onChange}
      items={items}
      id={id}
      placeholder={placeholder}
      className={className}
      aria-label={label}
    />
  );
}

import { useEffect, useRef } from "react";
import type { OnDemandSelectProps } from "@/components/OnDemandSelect";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";

/**
 * A filter of a GET form before the page is hydrated (issue 22 item 5, decision 131): a native
 * `<select name>`, so a choice made before the script arrives (or with none) is sent with the
 * form; `noneValue`, the item that means "no filter", is sent as an empty field. Replaced by the
 * OnDemandSelect once hydrated; a choice made in the moments before is applied then.
 */
export function NativeFormSelect({
  value,
  onValueChange,
  items,
  id,
  className,
  name,
  noneValue,
  "aria-label": ariaLabel,
}: OnDemandSelectProps & { name: string; noneValue: string }) {
  const select = useRef<HTMLSelectElement>(null);
  const formValue = (v: string) => (v === noneValue ? "" : v);
  // The field's value last reported: a choice is reported once, even when both the effect below
  // and a change event (replayed by React after it hydrated the select) carry it.
  const reported = useRef(formValue(value));
  const choose = (chosen: string) => {
    if (chosen === reported.current) return;
    reported.current = chosen;
    onValueChange(chosen === "" ? noneValue : chosen);
  };
  // Runs once, as the select mounts: in a server-rendered page that is as hydration completes
  // (the select is replaced in the deferred render that follows, useHydrated), and a choice made
  // while the script was on its way is not lost; one made after is reported by onChange. The
  // options always hold `value` (FilterSelect adds it), so an unchanged field reports nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration
  useEffect(() => {
    if (select.current) choose(select.current.value);
  }, []);
  return (
    <select
      ref={select}
      id={id}
      name={name}
      aria-label={ariaLabel}
      defaultValue={formValue(value)}
      onChange={(e) => choose(e.target.value)}
      className={cn(SELECT_TRIGGER_CLASS, className)}
    >
      {items.map((i) => (
        <option key={i.value} value={formValue(i.value)}>
          {i.label}
        </option>
      ))}
    </select>
  );
}

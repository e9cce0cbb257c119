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
  const choose = (formValue: string) => onValueChange(formValue === "" ? noneValue : formValue);
  // Runs once, as hydration completes (this select is replaced in the transition that follows,
  // useHydrated): a choice made while the script was on its way is not lost; one made in between
  // is applied by onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration
  useEffect(() => {
    const el = select.current;
    if (!el) return;
    // The option the server marked (`selected`), or the first when none was.
    const initial = Math.max(
      0,
      [...el.options].findIndex((o) => o.defaultSelected),
    );
    if (el.selectedIndex !== initial) choose(el.value);
  }, []);
  const formValue = (v: string) => (v === noneValue ? "" : v);
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

import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";

const LoadedSelect = lazy(() =>
  import("./OnDemandSelectLoaded").then((m) => ({ default: m.OnDemandSelectLoaded })),
);

export interface SelectItemOption {
  value: string;
  label: string;
}

export interface OnDemandSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly SelectItemOption[];
  id?: string;
  placeholder?: string;
  className?: string;
  "aria-label"?: string;
  /**
   * A field of a GET form (issue 22 item 5): until the page is hydrated it is a native
   * `<select name>`, so a choice made before the script arrives is submitted with the form
   * (and one made just before hydration is applied as it completes). `noneValue`, the item
   * that means "no filter", is submitted as an empty field.
   */
  name?: string;
  noneValue?: string;
}

/**
 * A Radix select whose list (Radix Select, its popper and scroll lock: ~25 kB gzip) loads
 * when it is first opened, not with the page (issue 12's JavaScript budget): until then the
 * trigger is a plain button that looks and reads the same (a combobox showing the chosen
 * label); a click, or ArrowDown/ArrowUp on it, loads the select and opens it.
 */
export function OnDemandSelect(props: OnDemandSelectProps) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  if (props.name && !hydrated) return <FormSelect {...props} name={props.name} />;
  const trigger = <StandInTrigger {...props} onOpen={() => setLoaded(true)} />;
  if (!loaded) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}

function StandInTrigger({
  value,
  items,
  id,
  placeholder,
  className,
  onOpen,
  "aria-label": ariaLabel,
}: OnDemandSelectProps & { onOpen: () => void }) {
  const chosen = items.find((i) => i.value === value);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      aria-label={ariaLabel}
      id={id}
      data-placeholder={chosen ? undefined : ""}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span style={{ pointerEvents: "none" }}>{chosen?.label ?? placeholder}</span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
    </button>
  );
}

/** The select of a page not yet hydrated: a native one, so the form works without the script. */
function FormSelect({
  value,
  onValueChange,
  items,
  id,
  className,
  name,
  noneValue,
  "aria-label": ariaLabel,
}: OnDemandSelectProps & { name: string }) {
  const select = useRef<HTMLSelectElement>(null);
  // Runs once, as hydration completes (this select is then replaced): a choice made while the
  // script was on its way is not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration
  useEffect(() => {
    const el = select.current;
    if (!el) return;
    // The option the server marked (`selected`), or the first when none was.
    const initial = Math.max(
      0,
      [...el.options].findIndex((o) => o.defaultSelected),
    );
    if (el.selectedIndex !== initial) onValueChange(el.value === "" ? (noneValue ?? "") : el.value);
  }, []);
  const formValue = (v: string) => (v === noneValue ? "" : v);
  return (
    <select
      ref={select}
      id={id}
      name={name}
      aria-label={ariaLabel}
      defaultValue={formValue(value)}
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

import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useState } from "react";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
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
}

/**
 * A Radix select whose list (Radix Select, its popper and scroll lock: ~25 kB gzip) loads
 * when it is first opened, not with the page (issue 12's JavaScript budget): until then the
 * trigger is a plain button that looks and reads the same (a combobox showing the chosen
 * label); a click, or ArrowDown/ArrowUp on it, loads the select and opens it.
 */
export function OnDemandSelect(props: OnDemandSelectProps) {
  const [loaded, setLoaded] = useState(false);
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

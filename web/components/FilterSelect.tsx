import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { NativeFormSelect } from "@/components/NativeFormSelect";
import { OnDemandSelect } from "@/components/OnDemandSelect";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";

// A list's filters: the select and the GET form it is a field of. One module, so the public
// lists load them as one script file (/events is at the JavaScript budget: decision 133).

export type FilterOption = string | { value: string; label: string };

/**
 * A list filter: "All …" first, then the options (a text is its own label); the list loads when
 * opened. With `name` it is a field of a list's GET form (issue 22, decisions 131 and 133): until
 * the page is hydrated (or with no script at all) a native `<select name>`, so a choice is sent
 * with the form; a choice made in the moments before hydration is applied as it completes.
 */
export function FilterSelect({
  value,
  onChange,
  allValue,
  allLabel,
  options,
  label,
  id,
  name,
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
  /** The query parameter it is sent as, in a GET form. */
  name?: string;
  placeholder?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const items = [
    { value: allValue, label: allLabel },
    ...options.map((o) => (typeof o === "string" ? { value: o, label: o } : o)),
  ];
  // A public list's value from a shared link stays shown and selectable before (or without)
  // its options (they may come with the list, or not hold it at all).
  if (name && !items.some((i) => i.value === value)) items.splice(1, 0, { value, label: value });
  const select = { value, onValueChange: onChange, items, id, className, "aria-label": label };
  return name && !hydrated ? (
    <NativeFormSelect {...select} name={name} noneValue={allValue} />
  ) : (
    <OnDemandSelect {...select} placeholder={placeholder} />
  );
}

/**
 * A public list's search and filters as a GET form (issue 22 item 5, decisions 131 and 133): the
 * directory's, /events' and /news'. Before the page is hydrated (or with no script at all) its
 * fields are plain ones (FilterSelect with a `name`) and 'Search' loads the list's address with
 * them, which the server renders; once hydrated the filters apply as they are chosen and
 * 'Search' applies the typed text at once (`onSearch`). 'Clear' is a button once hydrated and a
 * link to the unfiltered list before.
 */
export function ListFilterForm({
  action,
  label,
  onSearch,
  keep = {},
  clear,
  className,
  children,
}: {
  /** The list's address. */
  action: string;
  /** The form's accessible name, e.g. 'Filter alumni'. */
  label: string;
  onSearch: () => void;
  /** Parameters sent as they are (/events' tab). */
  keep?: Record<string, string>;
  clear?: { label: ReactNode; href: string; onClear: () => void; disabled: boolean };
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      className={className}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          <Search aria-hidden="true" /> Search
        </Button>
        {!clear ? null : hydrated ? (
          <Button type="button" variant="outline" onClick={clear.onClear} disabled={clear.disabled}>
            {clear.label}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={clear.href}>{clear.label}</a>
          </Button>
        )}
      </div>
    </form>
  );
}

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * A search box with a magnifier inside on the left. Its name is `label`, or the visible label
 * whose `htmlFor` is `id` (SearchField); `name="search"` so a GET form sends it as ?search=.
 */
export function SearchInput({
  label,
  onChange,
  className,
  ...input
}: {
  label?: string;
  id?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Sizes the box within its row, e.g. "w-full max-w-md". */
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="search"
        aria-label={label}
        className="pl-9"
        {...input}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

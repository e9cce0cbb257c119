import { LIMITS } from "@contract/constants";
import { SearchInput } from "@/components/SearchInput";
import { Label } from "@/components/ui/label";

/** A filter bar's search box with its visible label above it, as long as a search may be. */
export function SearchField({
  id,
  label = "Search",
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <SearchInput
        id={id}
        placeholder={placeholder}
        maxLength={LIMITS.searchTextMax}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

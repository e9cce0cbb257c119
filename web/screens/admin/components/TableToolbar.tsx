import type { ReactNode } from "react";
import { SearchInput } from "@/components/SearchInput";

/** Above an admin table: its search box, its filters, and 'Updating…' while a page loads. */
export function TableToolbar({
  label,
  placeholder,
  table,
  updating,
  children,
}: {
  label: string;
  placeholder: string;
  table: { searchText: string; setSearchText: (text: string) => void };
  updating: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        label={label}
        placeholder={placeholder}
        className="w-full sm:max-w-sm"
        value={table.searchText}
        onChange={table.setSearchText}
      />
      {children}
      {updating ? <span className="text-xs text-muted-foreground">Updating…</span> : null}
    </div>
  );
}

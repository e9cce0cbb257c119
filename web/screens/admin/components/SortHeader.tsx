import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import type { TableSort } from "./use-table-url-state";

/** A column head that sorts the table by its field (click again to reverse). */
export function SortHeader<S extends string>({
  field,
  label,
  table,
  className,
}: {
  field: S;
  label: string;
  table: TableSort<S>;
  className?: string;
}) {
  const active = table.sort === field;
  const Icon = !active ? ArrowUpDown : table.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (table.dir === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => table.sortBy(field)}
        className="inline-flex items-center gap-1 uppercase hover:text-navy-900"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}

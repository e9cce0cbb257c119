import { useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead } from "@/components/ui/table";
import { countOf } from "./format";

/** The rows ticked on the page shown; a new page, search or filter starts from none. */
export function useRowSelection(listKey: string) {
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key: listKey, ids: new Set() });
  const ids = state.key === listKey ? state.ids : new Set<string>();
  const set = (next: Set<string>) => setState({ key: listKey, ids: next });
  return {
    ids,
    has: (id: string) => ids.has(id),
    toggle: (id: string) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    setAll: (all: string[], on: boolean) => set(on ? new Set(all) : new Set()),
    clear: () => set(new Set()),
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;

function TickBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-navy-800"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The head cell that ticks every row of the page. */
export function SelectAllHead({
  selection,
  ids,
  label,
}: {
  selection: RowSelection;
  ids: string[];
  label: string;
}) {
  const all = ids.length > 0 && ids.every((id) => selection.has(id));
  return (
    <TableHead className="w-10">
      <TickBox label={label} checked={all} onChange={(on) => selection.setAll(ids, on)} />
    </TableHead>
  );
}

export function SelectCell({ selection, id, label }: { selection: RowSelection; id: string; label: string }) {
  return (
    <TableCell className="w-10">
      <TickBox label={label} checked={selection.has(id)} onChange={() => selection.toggle(id)} />
    </TableCell>
  );
}

export interface BulkAction {
  label: string;
  /**
   * What follows, said after the confirmation's question: "Approve 3 selected events? <this>".
   * The title ("Approve 3 events") and the question are built from the label and the count.
   */
  consequence: string;
  destructive?: boolean;
  run: (ids: string[]) => void;
}

/** Shown while rows are ticked: how many, and the actions, each after one confirmation naming the count. */
export function BulkBar({
  selection,
  noun,
  actions,
}: {
  selection: RowSelection;
  noun: string;
  actions: BulkAction[];
}) {
  const n = selection.ids.size;
  if (n === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-b border-border bg-muted/60 px-4 py-3"
    >
      <p className="mr-auto text-sm font-medium">{countOf(n, noun)} selected</p>
      {actions.map((a) => {
        const title = `${a.label} ${countOf(n, noun)}`;
        const description = `${a.label} ${countOf(n, `selected ${noun}`)}? ${a.consequence}`;
        return (
          <ConfirmDialog
            key={a.label}
            trigger={
              <Button size="sm" variant={a.destructive ? "destructive" : "outline"}>
                {a.label}
              </Button>
            }
            title={title}
            description={description}
            confirmLabel={a.label}
            destructive={a.destructive}
            onConfirm={() => {
              a.run([...selection.ids]);
              selection.clear();
            }}
          />
        );
      })}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        Clear selection
      </Button>
    </section>
  );
}

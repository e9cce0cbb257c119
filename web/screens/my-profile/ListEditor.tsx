import { cleanList } from "@contract/profile";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A list of short texts (spec §5): Enter or the add button adds an entry; empty and duplicate
 * entries are ignored; each entry has a remove button. Read-only outside edit mode.
 */
export function ListEditor({
  label,
  values,
  onChange,
  editing,
  placeholder,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  editing: boolean;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const add = () => {
    const next = cleanList([...values, draft]);
    if (next.length !== values.length) onChange(next);
    setDraft("");
  };
  return (
    <div className="flex flex-col gap-2">
      {editing ? (
        <Label htmlFor={id}>{label}</Label>
      ) : (
        <h3 className="text-sm font-medium text-navy-900">{label}</h3>
      )}
      {values.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {values.map((v) => (
            <li key={v}>
              <Badge variant="muted" className="gap-1 py-1 text-sm font-medium text-navy-800">
                {v}
                {editing ? (
                  <button
                    type="button"
                    className="-mr-1 rounded-full p-0.5 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={`Remove ${v}`}
                    onClick={() => onChange(values.filter((x) => x !== v))}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      ) : !editing ? (
        <p className="text-sm text-muted-foreground">Not specified</p>
      ) : null}
      {editing ? (
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            maxLength={200}
            placeholder={placeholder ?? `Add to ${label.toLowerCase()}`}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" size="icon" onClick={add} aria-label={`Add to ${label}`}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

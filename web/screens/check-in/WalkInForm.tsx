import { walkInSchema } from "@contract/check-in";
import { CHECK_IN_TEXT } from "@contract/ui-text";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Someone at the door without an RSVP: their name, and they are in (checked with the API's schema). */
export function WalkInForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-1.5"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = walkInSchema.safeParse({ name });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? CHECK_IN_TEXT.walkInName);
          return;
        }
        setError(null);
        await onAdd(parsed.data.name).then(
          () => setName(""),
          () => undefined, // the screen shows the refusal
        );
      }}
    >
      <Label htmlFor={id}>Walk-in's name</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" disabled={busy} className="shrink-0">
          <Plus aria-hidden="true" />
          {CHECK_IN_TEXT.addWalkIn}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { ROLL_TEXT, type RollImportResult } from "@contract/school-roll";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useRollImport } from "@/api/admin-roll";
import { ApiError, errorMessage } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

const OUTCOME_LABEL = { created: "Added", updated: "Updated" } as const;

/** What the last import said: every row's outcome, or why the file was refused. */
type Outcome =
  | { kind: "done"; result: RollImportResult }
  | { kind: "refused"; message: string; rows: [string, string][] };

/**
 * The import of the School roll screen (issue 26 item 1): a CSV file or pasted text. The server
 * checks every row first; a refused file lists each bad row and nothing is imported.
 */
export function RollImportCard() {
  const id = useId();
  const [csv, setCsv] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useRollImport((error) =>
    setOutcome({
      kind: "refused",
      message: errorMessage(error, "The roll could not be imported. Please try again."),
      rows: error instanceof ApiError ? Object.entries(error.fields) : [],
    }),
  );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // Read in the browser and shown in the box: the office sees what will be sent.
    file
      .text()
      .then(setCsv, () => setOutcome({ kind: "refused", message: "The file could not be read.", rows: [] }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    run.mutate(csv, { onSuccess: (result) => setOutcome({ kind: "done", result }) });
  };

  return (
    <Card className="mb-6">
      <CardContent className="flex flex-col gap-4 p-4 md:p-6">
        <h2 className="font-semibold text-navy-900">Import the roll</h2>
        <p className="text-sm text-muted-foreground">{ROLL_TEXT.columnsHelp}</p>
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-csv`}>Or paste the rows</Label>
            <Textarea
              id={`${id}-csv`}
              rows={5}
              value={csv}
              onChange={(e) => setCsv(e.target.value)}
              placeholder={"Name,House,Year,E-mail\nPriya Sharma,Tata,2005,"}
              className="font-mono text-xs"
            />
          </div>
          <div>
            <Button type="submit" disabled={!csv.trim() || run.isPending}>
              <Upload aria-hidden="true" />
              {run.isPending ? "Importing..." : "Import"}
            </Button>
          </div>
        </form>
        {outcome ? <ImportOutcome outcome={outcome} /> : null}
      </CardContent>
    </Card>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "refused") {
    return (
      <div role="alert" className="rounded-md bg-destructive/10 p-3 text-sm">
        <p className="font-medium text-destructive">{outcome.message}</p>
        {outcome.rows.length ? (
          <ul className="mt-2 list-disc pl-5 break-words" aria-label="Rows with errors">
            {outcome.rows.map(([line, error]) => (
              <li key={line}>
                {line}: {error}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  const { result } = outcome;
  return (
    <div role="status" className="rounded-md bg-success/10 p-3 text-sm">
      <p className="font-medium text-success">{ROLL_TEXT.importDone(result.created, result.updated)}</p>
      <ul className="mt-2 max-h-60 overflow-y-auto break-words" aria-label="Imported rows">
        {result.rows.map((r) => (
          <li key={r.line}>
            Line {r.line}: {r.name} · {OUTCOME_LABEL[r.outcome]}
          </li>
        ))}
      </ul>
    </div>
  );
}

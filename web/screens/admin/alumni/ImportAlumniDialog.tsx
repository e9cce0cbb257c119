import {
  ALUMNI_CSV_COLUMNS,
  type AlumniImportPreview,
  type AlumniImportResult,
} from "@contract/admin-alumni";
import { ADMIN_SAVED, OFFICE_TEXT } from "@contract/ui-text";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { previewImport, runImport } from "@/api/admin-alumni";
import { ADMIN_KEY } from "@/api/admin-common";
import { refreshAfterWrite } from "@/api/refresh-after-write";
import { FormDialog } from "@/components/FormDialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/lib/toast";

type Stage =
  | { kind: "choose" }
  | { kind: "working"; label: string; progress: number }
  | { kind: "preview"; csv: string; preview: AlumniImportPreview }
  | { kind: "done"; result: AlumniImportResult };

function readFile(file: File, onProgress: (f: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

function ProgressBar({ label, progress }: { label: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-2" role="status">
      <p className="text-sm font-medium">{label}</p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={
            percent >= 100
              ? "h-full w-full animate-pulse bg-navy-700"
              : "h-full bg-navy-700 transition-[width]"
          }
          style={percent >= 100 ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** CSV import: choose a file → preview with per-row errors and duplicates → import valid rows → summary. */
export function ImportAlumniDialog() {
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const fileId = useId();

  const reset = () => {
    setStage({ kind: "choose" });
    setError(null);
    setIncludeDuplicates(false);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // Plain words for the commonest mistake: a spreadsheet (.xlsx) or another file chosen.
    const csvLike = /\.csv$/i.test(file.name) || file.type === "text/csv";
    if (!csvLike) {
      setError(OFFICE_TEXT.notCsv(file.name));
      return;
    }
    try {
      setStage({ kind: "working", label: "Reading file...", progress: 0 });
      const csv = await readFile(file, (p) =>
        setStage({ kind: "working", label: "Reading file...", progress: p }),
      );
      // A binary file renamed .csv: no text a spreadsheet would have written.
      if (csv.includes("\u0000")) {
        setError(OFFICE_TEXT.notCsv(file.name));
        setStage({ kind: "choose" });
        return;
      }
      setStage({ kind: "working", label: "Checking rows...", progress: 0 });
      const preview = await previewImport(csv, (p) =>
        setStage({ kind: "working", label: "Checking rows...", progress: p }),
      );
      setStage({ kind: "preview", csv, preview });
    } catch (e) {
      setError(e instanceof Error ? e.message : "The import failed. Please try again.");
      setStage({ kind: "choose" });
    }
  };

  const onImport = async (csv: string) => {
    setError(null);
    try {
      setStage({ kind: "working", label: "Importing...", progress: 0 });
      // Once the file is uploaded, the server validates and writes the rows in one transaction.
      const result = await runImport(csv, includeDuplicates, (p) =>
        setStage({ kind: "working", label: p >= 1 ? "Saving rows..." : "Uploading...", progress: p }),
      );
      setStage({ kind: "done", result });
      toast.success(ADMIN_SAVED.importDone(result.imported));
      await refreshAfterWrite(queryClient, ADMIN_KEY);
    } catch (e) {
      setError(e instanceof Error ? e.message : "The import failed. Please try again.");
      setStage({ kind: "choose" });
    }
  };

  const importable =
    stage.kind === "preview"
      ? stage.preview.valid_rows - (includeDuplicates ? 0 : stage.preview.duplicate_rows)
      : 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
      trigger={
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
      }
      title="Import Alumni"
      description={
        <>
          Upload a CSV file with the columns {ALUMNI_CSV_COLUMNS.slice(0, 6).join(", ")} (as in the export).
          Name is required; a Created At column is ignored.
        </>
      }
      className="max-w-3xl"
    >
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}

      {stage.kind === "choose" ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>CSV file</Label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </div>
      ) : null}

      {stage.kind === "working" ? <ProgressBar label={stage.label} progress={stage.progress} /> : null}

      {stage.kind === "preview" ? (
        <div className="flex flex-col gap-4">
          {stage.preview.file_errors.length > 0 ? (
            <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
              {stage.preview.file_errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : (
            <>
              <fieldset className="flex flex-wrap gap-2 border-0 p-0 text-sm" aria-label="Preview summary">
                <Badge variant="outline">{stage.preview.total_rows} rows</Badge>
                <Badge variant="success">
                  {stage.preview.valid_rows - stage.preview.duplicate_rows} ready
                </Badge>
                <Badge variant="destructive">{stage.preview.invalid_rows} with errors</Badge>
                <Badge variant="secondary">{stage.preview.duplicate_rows} duplicates</Badge>
              </fieldset>
              <div className="max-h-72 overflow-y-auto rounded-md border border-border">
                <Table label="Import preview">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Line</TableHead>
                      <TableHead>Name</TableHead>
                      <TableHead>House</TableHead>
                      <TableHead>Year</TableHead>
                      <TableHead>Status</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {stage.preview.rows.map((r) => (
                      <TableRow key={r.line}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell>{r.values.display_name || "—"}</TableCell>
                        <TableCell>{r.values.house ?? "—"}</TableCell>
                        <TableCell>{r.values.graduation_year ?? "—"}</TableCell>
                        <TableCell>
                          {r.errors.length > 0 ? (
                            <span className="text-destructive">{r.errors.join("; ")}</span>
                          ) : r.duplicate ? (
                            <span className="text-gold-800">
                              Duplicate{" "}
                              {r.duplicate === "existing" ? "of an existing profile" : "of an earlier row"}
                            </span>
                          ) : (
                            <span className="text-success">Ready</span>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              {stage.preview.rows.length < stage.preview.total_rows ? (
                <p className="text-xs text-muted-foreground">
                  Showing {stage.preview.rows.length} of {stage.preview.total_rows} rows (problem rows first).
                </p>
              ) : null}
              {stage.preview.duplicate_rows > 0 ? (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={includeDuplicates}
                    onChange={(e) => setIncludeDuplicates(e.target.checked)}
                  />
                  Import duplicates too (same name and graduation year)
                </label>
              ) : null}
            </>
          )}
        </div>
      ) : null}

      {stage.kind === "done" ? (
        <div role="status" className="rounded-md bg-success/10 p-4 text-sm">
          <p className="font-medium text-success">Import complete</p>
          <ul className="mt-2 list-disc pl-5">
            <li>{stage.result.imported} imported</li>
            <li>{stage.result.skipped_invalid} skipped with errors</li>
            <li>{stage.result.skipped_duplicates} duplicates skipped</li>
          </ul>
        </div>
      ) : null}

      <DialogFooter>
        {stage.kind === "preview" ? (
          <>
            <Button variant="outline" onClick={reset}>
              Choose another file
            </Button>
            <Button onClick={() => onImport(stage.csv)} disabled={importable <= 0}>
              Import {importable} {importable === 1 ? "row" : "rows"}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
        )}
      </DialogFooter>
    </FormDialog>
  );
}

import { useState } from "react";
import { uploadJournal, type DateOrder, type ImportProgress, type ImportResult } from "../api/importUpload.js";

/** Import journal files (Markdown or text, one entry per file; a Markdown file with dated headings; a Day One JSON export; zips of them). */
export const ImportPanel = ({ onImported, onClose }: { onImported: () => void; onClose: () => void }) => {
  const [files, setFiles] = useState<File[]>([]);
  const [dateOrder, setDateOrder] = useState<DateOrder | "">("");
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null && progress.phase !== "done" && result === null && error === null;

  const start = async () => {
    setResult(null);
    setError(null);
    setProgress({ phase: "upload", fraction: 0, message: "Uploading…" });
    try {
      const done = await uploadJournal(files, setProgress, dateOrder === "" ? undefined : dateOrder);
      setResult(done);
      onImported();
    } catch (failure) {
      setError((failure as Error).message);
      setProgress(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a journal</h2>
      <p className="muted">
        Markdown or text files (one entry per file, dated by front matter or file name such as 2024-03-15.md or 15-03-2024.md), one
        Markdown or text file with dated headings or date lines, a Day One export (its zip or JSON), or a zip of your notes. Photos are
        not imported. Importing the same files again changes nothing.
      </p>
      <label htmlFor="import-files" className="field-label">
        Files
      </label>
      <input
        id="import-files"
        type="file"
        multiple
        accept=".md,.markdown,.txt,.text,.json,.zip,text/markdown,text/plain,application/json,application/zip"
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        disabled={busy}
      />
      <label htmlFor="import-date-order" className="field-label">
        Dates written as numbers (05-03-2024)
      </label>
      <select id="import-date-order" value={dateOrder} onChange={(event) => setDateOrder(event.target.value as DateOrder | "")} disabled={busy}>
        <option value="">As the files show (a day over 12 tells)</option>
        <option value="DMY">Day first: 05-03-2024 is 5 March</option>
        <option value="MDY">Month first: 05-03-2024 is May 3</option>
      </select>
      {progress && (
        <div className="progress-block">
          <progress max={1} value={progress.fraction} aria-label="Import progress" data-testid="import-progress" />
          <p className="muted" aria-live="polite">
            {progress.message}
          </p>
        </div>
      )}
      {result && (
        <div className="notice" role="status" data-testid="import-result">
          <p>
            Imported {result.created} new, {result.updated} updated, {result.unchanged} unchanged
            {result.kept > 0 ? `; kept your edit of ${result.kept}` : ""}.
          </p>
          {result.skipped.length > 0 && (
            <>
              <p>Not imported ({result.skipped.length}):</p>
              <ul>
                {result.skipped.map((skip) => (
                  <li key={skip.name}>
                    {skip.name}: {skip.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={files.length === 0 || busy} onClick={() => void start()}>
          Import {files.length > 0 ? `${files.length} file${files.length === 1 ? "" : "s"}` : ""}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
};

import { useState } from "react";
import { uploadJournal, type DateOrder, type ImportProgress, type ImportResult } from "../api/importUpload.js";
import { importFailureText, skippedText } from "./importFailureText.js";
import { userLanguage } from "../language/locale.js";
import { journalWords, type JournalWords } from "./journalWords.js";

/** A progress line in the person's words: the step and its count as the server reports them. */
const progressText = (progress: ImportProgress, words: JournalWords): string => {
  if (progress.phase === "upload") return words.uploading;
  if (progress.phase === "done") return words.importFinished;
  if (progress.step === undefined || progress.done === undefined || progress.total === undefined) return progress.message;
  return words.progressOf(words.importPhases[progress.step] ?? progress.step, progress.done, progress.total);
};

/** Import journal files (Markdown or text, one entry per file; a Markdown file with dated headings; a Day One JSON export; zips of them). */
export const ImportPanel = ({ onImported, onClose }: { onImported: () => void; onClose: () => void }) => {
  const [files, setFiles] = useState<File[]>([]);
  const language = userLanguage();
  const words = journalWords[language];
  const [dateOrder, setDateOrder] = useState<DateOrder | "">("");
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null && progress.phase !== "done" && result === null && error === null;

  const start = async () => {
    setResult(null);
    setError(null);
    setProgress({ phase: "upload", fraction: 0, message: words.uploading });
    try {
      const done = await uploadJournal(files, setProgress, dateOrder === "" ? undefined : dateOrder);
      setResult(done);
      onImported();
    } catch (failure) {
      setError(importFailureText(failure, language, words));
      setProgress(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="import-heading">
      <h2 id="import-heading">{words.importHeading}</h2>
      <p className="muted">{words.importHelp}</p>
      <label htmlFor="import-files" className="field-label">
        {words.files}
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
        {words.numericDates}
      </label>
      <select id="import-date-order" value={dateOrder} onChange={(event) => setDateOrder(event.target.value as DateOrder | "")} disabled={busy}>
        <option value="">{words.asFilesShow}</option>
        <option value="DMY">{words.dayFirst}</option>
        <option value="MDY">{words.monthFirst}</option>
      </select>
      {progress && (
        <div className="progress-block">
          <progress max={1} value={progress.fraction} aria-label={words.importProgress} data-testid="import-progress" />
          <p className="muted" aria-live="polite">
            {progressText(progress, words)}
          </p>
        </div>
      )}
      {result && (
        <div className="notice" role="status" data-testid="import-result">
          <p>{words.imported(result.created, result.updated, result.unchanged, result.kept)}</p>
          {result.skipped.length > 0 && (
            <>
              <p>{words.notImported(result.skipped.length)}</p>
              <ul>
                {result.skipped.map((skip) => (
                  <li key={skip.name}>
                    {skip.name}: {skippedText(skip, language)}
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
          {words.importFiles(files.length)}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          {words.close}
        </button>
      </div>
    </section>
  );
};

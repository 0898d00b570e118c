import { useState } from "react";
import type { ApiError } from "../api/client.js";
import { exportUrl, importArchive, importChatGpt, type ArchiveImportResult, type ChatGptImportResult } from "../api/archive.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { downloadWords } from "../language/downloadWords.js";
import { userLanguage } from "../language/locale.js";
import { EraseData } from "./EraseData.js";

/** What each part of an archive holds, as one and as many. */
const partLabels: Readonly<Record<string, readonly [string, string]>> = {
  journal: ["journal entry", "journal entries"],
  chat: ["conversation", "conversations"],
  knowledge: ["document", "documents"],
  reflection: ["saved reflection", "saved reflections"],
  memory: ["memory", "memories"],
  portfolio: ["portfolio record (accounts, activities, quotes, goals)", "portfolio records (accounts, activities, quotes, goals)"],
};

const counted = (count: number, [one, many]: readonly [string, string]) => `${count} ${count === 1 ? one : many}`;
const plural = (count: number, word: string) => counted(count, [word, `${word}s`]);

/** The two imports: a LifeOS archive, and ChatGPT's export. */
const imports: ReadonlyArray<{ kind: "archive" | "chatgpt"; label: string; accept: string; hint: string }> = [
  {
    kind: "archive",
    label: "Import an archive",
    accept: ".zip,application/zip",
    hint: "Only into an account that has no data yet. Entries and documents are analysed again afterwards.",
  },
  {
    kind: "chatgpt",
    label: "Import from ChatGPT",
    accept: ".json,.zip,application/json,application/zip",
    hint: "The conversations.json of ChatGPT's data export (or the export's zip). Each conversation becomes a conversation here, tagged “chatgpt”; one imported before is not added twice.",
  },
];

/**
 * "Your data is yours": download everything as one archive, put such an
 * archive back into an empty account, and bring conversations over from
 * ChatGPT, each showing what it did, and delete it all; `onImported` tells the app that
 * conversations were added (its list of them reloads), `onErased` that everything is gone.
 */
export const YourDataPanel = ({ onImported, onErased }: { onImported: () => void; onErased: () => void }) => {
  const [busy, setBusy] = useState<"archive" | "chatgpt" | null>(null);
  const [archiveResult, setArchiveResult] = useState<ArchiveImportResult | null>(null);
  const [chatGptResult, setChatGptResult] = useState<ChatGptImportResult | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const download = downloadWords[userLanguage()];

  const run = async (kind: "archive" | "chatgpt", file: File | undefined) => {
    if (file === undefined) return;
    setBusy(kind);
    setError(null);
    setArchiveResult(null);
    setChatGptResult(null);
    try {
      if (kind === "archive") setArchiveResult(await importArchive(file));
      else setChatGptResult(await importChatGpt(file));
      onImported();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">Your data</h2>
      <p className="muted" id="download-data-holds">
        {download.everythingHolds}
      </p>
      <div className="form-actions">
        <a className="button" href={exportUrl} download data-testid="export-data" aria-describedby="download-data-holds">
          {download.everything}
        </a>
      </div>
      {imports.map((choice) => (
        <div className="field" key={choice.kind}>
          <label htmlFor={`import-${choice.kind}`} className="field-label">
            {choice.label}
          </label>
          <input
            id={`import-${choice.kind}`}
            type="file"
            accept={choice.accept}
            disabled={busy !== null}
            onChange={(event) => {
              void run(choice.kind, event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <p className="muted field-hint">{choice.hint}</p>
        </div>
      ))}
      {busy && (
        <p role="status" className="muted">
          Importing…
        </p>
      )}
      {error && <ErrorNotice message={error.message} code={error.code} />}
      {archiveResult && (
        <div role="status" className="notice" data-testid="archive-import-result">
          <p>Imported the archive of {new Date(archiveResult.from.createdAt).toLocaleDateString()}:</p>
          <ul>
            {Object.entries(archiveResult.counts)
              .filter(([part]) => part !== "users")
              .map(([part, count]) => (
                <li key={part}>{counted(count, partLabels[part] ?? [part, part])}</li>
              ))}
          </ul>
        </div>
      )}
      {chatGptResult && (
        <div role="status" className="notice" data-testid="chatgpt-import-result">
          <p>
            Imported {plural(chatGptResult.imported, "conversation")} with {plural(chatGptResult.messages, "message")}.
          </p>
          {chatGptResult.skipped.length > 0 && (
            <>
              <p>Skipped {plural(chatGptResult.skipped.length, "conversation")}:</p>
              <ul>
                {chatGptResult.skipped.map((skipped) => (
                  <li key={skipped.index}>
                    {skipped.title || `Conversation ${skipped.index + 1}`}: {skipped.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <EraseData onErased={onErased} />
    </section>
  );
};

import { useState } from "react";
import type { ApiError } from "../api/client.js";
import { exportUrl, importArchive, importChatGpt, type ArchiveImportResult, type ChatGptImportResult } from "../api/archive.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { downloadWords } from "../language/downloadWords.js";
import { problemText } from "../language/problemWords.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { EraseData } from "./EraseData.js";
import { settingsWords } from "./settingsWords.js";

/** The two imports: a LifeOS archive, and ChatGPT's export (their words in `settingsWords`). */
const imports: ReadonlyArray<{ kind: "archive" | "chatgpt"; label: "importArchive" | "importChatGpt"; accept: string; hint: "importArchiveHint" | "importChatGptHint" }> = [
  { kind: "archive", label: "importArchive", accept: ".zip,application/zip", hint: "importArchiveHint" },
  { kind: "chatgpt", label: "importChatGpt", accept: ".json,.zip,application/json,application/zip", hint: "importChatGptHint" },
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
  const words = settingsWords[userLanguage()];

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
      <h2 id="your-data-heading">{words.yourData}</h2>
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
            {words[choice.label]}
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
          <p className="muted field-hint">{words[choice.hint]}</p>
        </div>
      ))}
      {busy && (
        <p role="status" className="muted">
          {words.importing}
        </p>
      )}
      {error && <ErrorNotice message={error.message} code={error.code} />}
      {archiveResult && (
        <div role="status" className="notice" data-testid="archive-import-result">
          <p>{words.importedArchiveOf(new Date(archiveResult.from.createdAt).toLocaleDateString(userLocale()))}</p>
          <ul>
            {Object.entries(archiveResult.counts)
              .filter(([part]) => part !== "users")
              .map(([part, count]) => (
                <li key={part}>{words.counted(count, words.parts[part] ?? [part, part])}</li>
              ))}
          </ul>
        </div>
      )}
      {chatGptResult && (
        <div role="status" className="notice" data-testid="chatgpt-import-result">
          <p>{words.importedConversations(chatGptResult.imported, chatGptResult.messages)}</p>
          {chatGptResult.skipped.length > 0 && (
            <>
              <p>{words.skippedConversations(chatGptResult.skipped.length)}</p>
              <ul>
                {chatGptResult.skipped.map((skipped) => (
                  <li key={skipped.index}>
                    {skipped.title || words.conversationNumber(skipped.index + 1)}: {problemText({ code: skipped.code ?? "", params: skipped.params ?? {}, message: skipped.reason }, userLanguage())}
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

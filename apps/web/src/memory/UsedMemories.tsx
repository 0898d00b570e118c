import { useState, type FormEvent } from "react";
import { api, ApiError } from "../api/client.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";

/** A `MemoryReference` as JSON. */
interface Reference {
  readonly id: string;
  readonly summary: string;
}

/** What happened to one used memory from here: kept, corrected to new words, or forgotten. */
type Fate = { readonly kind: "kept" } | { readonly kind: "corrected"; readonly content: string } | { readonly kind: "forgotten" };

const UsedMemory = ({ memory }: { memory: Reference }) => {
  const [fate, setFate] = useState<Fate>({ kind: "kept" });
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(memory.summary);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = memoryWords[useAnswerLanguage()];
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      // Already gone (forgotten elsewhere): say so rather than fail.
      if (caught instanceof ApiError && caught.status === 404) setFate({ kind: "forgotten" });
      else setError(caught instanceof Error ? caught.message : words.didNotWork);
    } finally {
      setBusy(false);
    }
  };
  const forget = () =>
    void act(async () => {
      await api(`/memories/${memory.id}`, { method: "DELETE" });
      setFate({ kind: "forgotten" });
    });
  const correct = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    void act(async () => {
      await api(`/memories/${memory.id}`, { method: "PATCH", body: { content } });
      setFate({ kind: "corrected", content });
      setEditing(false);
    });
  };
  const shown = fate.kind === "corrected" ? fate.content : memory.summary;
  if (fate.kind === "forgotten")
    return (
      <li className="used-memory used-memory-forgotten" data-testid="used-memory">
        <s>{text.trim() || memory.summary}</s> <span className="muted">{words.forgotten}</span>
      </li>
    );
  return (
    <li className="used-memory" data-testid="used-memory">
      {editing ? (
        <form className="used-memory-edit" onSubmit={correct}>
          <label className="visually-hidden" htmlFor={`correct-${memory.id}`}>
            {words.correctThis}
          </label>
          <textarea id={`correct-${memory.id}`} value={text} rows={2} autoFocus onChange={(event) => setText(event.target.value)} />
          <div className="form-actions">
            <button type="submit" className="button button-primary button-small" disabled={busy || !text.trim()}>
              {words.save}
            </button>
            <button
              type="button"
              className="button button-quiet button-small"
              onClick={() => {
                setText(shown);
                setEditing(false);
              }}
            >
              {words.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <span className="used-memory-text">{shown}</span>
          {fate.kind === "corrected" && <span className="muted"> · {words.corrected}</span>}
          <span className="used-memory-actions">
            <button type="button" className="icon-button" disabled={busy} onClick={() => setEditing(true)}>
              {words.correct}
            </button>
            <button type="button" className="icon-button" disabled={busy} onClick={forget}>
              {words.forget}
            </button>
          </span>
        </>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
};

/**
 * The memories an answer was given (`memories` of the message): a small
 * chip that opens their list, each with "Correct" (new words for the
 * memory) and "Forget" (deletes it, everywhere).
 */
export const UsedMemories = ({ memories }: { memories: ReadonlyArray<Reference> }) => {
  const words = memoryWords[useAnswerLanguage()];
  if (memories.length === 0) return null;
  return (
    <details className="used-memories" data-testid="used-memories">
      <summary className="tool-chip used-memories-chip" title={words.usedTitle}>
        {words.used(memories.length)}
      </summary>
      <ul className="used-memory-list">
        {memories.map((memory) => (
          <UsedMemory key={memory.id} memory={memory} />
        ))}
      </ul>
    </details>
  );
};

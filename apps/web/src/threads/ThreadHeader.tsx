import { useState, type FormEvent } from "react";
import { ApiError, api } from "../api/client.js";
import type { ThreadJson } from "../api/types.js";
import { userLanguage } from "../language/locale.js";
import { errorText } from "../language/problemWords.js";
import { threadWords } from "./threadWords.js";

/** A conversation's title, its tags (add and remove) and its Markdown download. */
export const ThreadHeader = ({
  thread,
  fallbackTitle,
  onChanged,
}: {
  thread: ThreadJson | null;
  fallbackTitle: string;
  onChanged: (thread: ThreadJson) => void;
}) => {
  const language = userLanguage();
  const words = threadWords[language];
  const [tag, setTag] = useState("");
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const addTag = async (event: FormEvent) => {
    event.preventDefault();
    if (!thread || !tag.trim()) return;
    try {
      onChanged(await api<ThreadJson>(`/threads/${thread.id}/tags`, { method: "POST", body: { tag: tag.trim() } }));
      setTag("");
      setAdding(false);
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? errorText(failure, language) : words.couldNotAddTag);
    }
  };
  const removeTag = async (name: string) => {
    if (!thread) return;
    onChanged(await api<ThreadJson>(`/threads/${thread.id}/tags/${encodeURIComponent(name)}`, { method: "DELETE" }));
  };

  return (
    <header className="page-header thread-header">
      <h1>{thread?.title || fallbackTitle}</h1>
      {thread && (
        <div className="thread-meta">
          <ul className="chips" aria-label={words.tags}>
            {thread.tags.map((name) => (
              <li key={name} className="chip">
                {name}
                <button type="button" className="chip-remove" aria-label={words.removeTag(name)} onClick={() => void removeTag(name)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {adding ? (
            <form className="tag-form" onSubmit={addTag}>
              <label htmlFor="new-tag" className="visually-hidden">
                {words.newTag}
              </label>
              <input
                id="new-tag"
                value={tag}
                maxLength={50}
                autoFocus
                placeholder={words.tagPlaceholder}
                onChange={(event) => setTag(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Escape") setAdding(false);
                }}
              />
              <button type="submit" className="button button-small">
                {words.add}
              </button>
            </form>
          ) : (
            <button type="button" className="button button-small button-quiet" onClick={() => setAdding(true)}>
              {words.addTag}
            </button>
          )}
          <a className="button button-small" href={`/api/v1/threads/${thread.id}/export.md`} download>
            {words.download}
          </a>
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    </header>
  );
};

import { useState, type FormEvent } from "react";
import type { ThreadJson } from "../api/types.js";
import { Icon } from "../components/Icon.js";
import { userLanguage } from "../language/locale.js";
import { Link } from "../router.js";
import { threadWords } from "./threadWords.js";

export interface ThreadActions {
  readonly rename: (thread: ThreadJson, title: string) => Promise<void>;
  readonly setPinned: (thread: ThreadJson, pinned: boolean) => Promise<void>;
  readonly remove: (thread: ThreadJson) => Promise<void>;
}

/** One thread in the list: opens it, and offers rename, pin and delete (delete asks once more). */
export const ThreadItem = ({
  thread,
  active,
  actions,
  onTag,
}: {
  thread: ThreadJson;
  active: boolean;
  actions: ThreadActions;
  /** Filters the list by a tag of this thread. */
  onTag: (tag: string) => void;
}) => {
  const [mode, setMode] = useState<"view" | "rename" | "confirmDelete">("view");
  const [title, setTitle] = useState(thread.title);
  const words = threadWords[userLanguage()];
  const label = thread.title || words.untitled;

  const saveRename = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() && title.trim() !== thread.title) await actions.rename(thread, title.trim());
    setMode("view");
  };

  if (mode === "rename") {
    return (
      <li className="thread-item">
        <form onSubmit={saveRename} className="thread-rename">
          <label htmlFor={`rename-${thread.id}`} className="visually-hidden">
            {words.newTitle}
          </label>
          <input
            id={`rename-${thread.id}`}
            value={title}
            maxLength={200}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setMode("view");
            }}
          />
          <button type="submit" className="button button-small">
            {words.save}
          </button>
          <button type="button" className="button button-small button-quiet" onClick={() => setMode("view")}>
            {words.cancel}
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className={`thread-item${active ? " thread-item-active" : ""}`} data-testid="thread-item">
      <Link href={`/chat/${thread.id}`} className="thread-link" aria-current={active ? "page" : undefined}>
        {thread.pinned && (
          <span className="pin-mark" role="img" aria-label={words.pinned}>
            <Icon name="pin" filled />
          </span>
        )}
        <span className="thread-title">{label}</span>
      </Link>
      {thread.tags.length > 0 && (
        <span className="thread-tags">
          {thread.tags.slice(0, 2).map((tag) => (
            <button key={tag} type="button" className="thread-tag" title={words.taggedWith(tag)} onClick={() => onTag(tag)}>
              #{tag}
            </button>
          ))}
        </span>
      )}
      {mode === "confirmDelete" ? (
        <div className="thread-actions thread-actions-visible" role="group" aria-label={words.deleteThis(label)}>
          <button type="button" className="button button-small button-danger" autoFocus onClick={() => void actions.remove(thread)}>
            {words.delete}
          </button>
          <button type="button" className="button button-small button-quiet" onClick={() => setMode("view")}>
            {words.keep}
          </button>
        </div>
      ) : (
        <div className="thread-actions" role="group" aria-label={words.actionsFor(label)}>
          <button
            type="button"
            className="icon-button"
            aria-label={`${words.rename} ${label}`}
            title={words.rename}
            onClick={() => {
              setTitle(thread.title);
              setMode("rename");
            }}
          >
            <Icon name="pencil" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`${thread.pinned ? words.unpin : words.pin} ${label}`}
            aria-pressed={thread.pinned}
            title={thread.pinned ? words.unpin : words.pin}
            onClick={() => void actions.setPinned(thread, !thread.pinned)}
          >
            <Icon name="star" filled={thread.pinned} />
          </button>
          <button type="button" className="icon-button" aria-label={`${words.delete} ${label}`} title={words.delete} onClick={() => setMode("confirmDelete")}>
            <Icon name="trash" />
          </button>
        </div>
      )}
    </li>
  );
};

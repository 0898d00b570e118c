import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page, ThreadJson } from "../api/types.js";
import { userLanguage } from "../language/locale.js";
import { navigationWords } from "../language/navigationWords.js";
import { groupByDate } from "./dateGroups.js";
import { ThreadItem, type ThreadActions } from "./ThreadItem.js";

/**
 * The sidebar's conversations: a search over titles and messages, a tag
 * filter, pinned threads, then the others grouped by date (Today,
 * Yesterday, …). `version` changes whenever something elsewhere may have
 * changed them.
 */
export const ThreadList = ({
  activeThreadId,
  version,
  onChanged,
  onDeleted,
}: {
  activeThreadId: string | null;
  version: number;
  onChanged: () => void;
  onDeleted: (threadId: string) => void;
}) => {
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const [knownTags, setKnownTags] = useState<ReadonlyArray<string>>([]);
  const [threads, setThreads] = useState<ReadonlyArray<ThreadJson>>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Page<ThreadJson>>(`/threads${query({ search: search.trim(), tag, limit: 50 })}`, { signal: controller.signal })
        .then((page) => {
          setThreads(page.items);
          if (!tag && !search.trim()) setKnownTags([...new Set(page.items.flatMap((thread) => thread.tags))].sort());
          setNextCursor(page.nextCursor);
          setFailed(false);
        })
        .catch((error: Error) => {
          if (error.name !== "AbortError") setFailed(true);
        });
    }, search ? 200 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, tag, version]);

  const loadMore = async () => {
    if (!nextCursor) return;
    const page = await api<Page<ThreadJson>>(`/threads${query({ search: search.trim(), tag, limit: 50, cursor: nextCursor })}`);
    setThreads((current) => [...current, ...page.items]);
    setNextCursor(page.nextCursor);
  };

  const actions: ThreadActions = {
    rename: async (thread, title) => {
      await api(`/threads/${thread.id}`, { method: "PATCH", body: { title } });
      onChanged();
    },
    setPinned: async (thread, pinned) => {
      await api(`/threads/${thread.id}`, { method: "PATCH", body: { pinned } });
      onChanged();
    },
    remove: async (thread) => {
      await api(`/threads/${thread.id}`, { method: "DELETE" });
      onDeleted(thread.id);
      onChanged();
    },
  };

  const words = navigationWords[userLanguage()];
  const pinned = threads.filter((thread) => thread.pinned);
  const recent = threads.filter((thread) => !thread.pinned);
  const section = (title: string, items: ReadonlyArray<ThreadJson>, testId: string) =>
    items.length === 0 ? null : (
      <section key={title} aria-label={title} data-testid={testId}>
        <h2 className="sidebar-heading">{title}</h2>
        <ul className="thread-list">
          {items.map((thread) => (
            <ThreadItem
              key={`${thread.id}-${thread.title}-${thread.pinned}`}
              thread={thread}
              active={thread.id === activeThreadId}
              actions={actions}
              onTag={setTag}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <nav className="threads" aria-label={words.conversations}>
      <label htmlFor="thread-search" className="visually-hidden">
        {words.searchConversations}
      </label>
      <input
        id="thread-search"
        type="search"
        className="search"
        placeholder={words.searchConversations}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {(knownTags.length > 0 || tag) && (
        <div className="tag-filter" role="group" aria-label={words.filterByTag}>
          {tag ? (
            <button type="button" className="chip chip-active" aria-pressed="true" onClick={() => setTag(null)}>
              #{tag} <span aria-hidden="true">×</span>
              <span className="visually-hidden"> {words.clearFilter}</span>
            </button>
          ) : (
            knownTags.map((name) => (
              <button key={name} type="button" className="chip" aria-pressed="false" onClick={() => setTag(name)}>
                #{name}
              </button>
            ))
          )}
        </div>
      )}
      {failed && <p className="muted">{words.couldNotLoad}</p>}
      {section(words.pinned, pinned, "pinned-threads")}
      {groupByDate(recent, (thread) => new Date(thread.updatedAt), words).map((group) => section(group.label, group.items, "recent-threads"))}
      {threads.length === 0 && !failed && <p className="muted sidebar-empty">{search || tag ? words.noMatch : words.noneYet}</p>}
      {nextCursor && (
        <button type="button" className="button button-quiet button-small" onClick={() => void loadMore()}>
          {words.showMore}
        </button>
      )}
    </nav>
  );
};

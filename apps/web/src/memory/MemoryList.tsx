import { useCallback, useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { MemoryJson, SearchItem } from "./memoryApi.js";
import { memoryDate } from "./memoryApi.js";
import { downloadWords } from "../language/downloadWords.js";
import { userLanguage } from "../language/locale.js";
import { DateField } from "../components/DateField.js";

const contexts = ["", "work", "personal", "family"] as const;
const types = ["", "fact", "preference", "event", "relationship", "appointment", "task"] as const;

const MemoryRow = ({ memory, reasons, onChanged }: { memory: MemoryJson; reasons?: ReadonlyArray<string>; onChanged: () => void }) => {
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(memory.content);
  const [importance, setImportance] = useState(memory.importance);
  const save = async () => {
    await api(`/memories/${memory.id}`, { method: "PATCH", body: { content, importance } });
    setEditing(false);
    onChanged();
  };
  return (
    <li className="memory-row" data-memory-id={memory.id}>
      {editing ? (
        <div className="field">
          <textarea aria-label="Memory" value={content} onChange={(event) => setContent(event.target.value)} />
          <label className="field-label">
            Importance {importance}
            <input type="range" min={1} max={10} value={importance} onChange={(event) => setImportance(Number(event.target.value))} />
          </label>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => void save()}>
              Save
            </button>
            <button type="button" className="button button-quiet" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p>
            <span className="muted">{memoryDate(memory)}</span> {memory.content}
            {memory.validTo !== null && <span className="badge">no longer true</span>}
          </p>
          <p className="muted">
            {memory.type} · {memory.context} · importance {memory.importance}
            {reasons && reasons.length > 0 && <> · found by {reasons.join(", ")}</>}
          </p>
          <div className="header-actions">
            <button type="button" className="button button-quiet" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => void api(`/memories/${memory.id}`, { method: "DELETE" }).then(onChanged)}
            >
              Forget
            </button>
          </div>
        </>
      )}
    </li>
  );
};

/** Every memory, newest first, with filters and search (each hit says why it matched), edit, delete, bulk delete by date and export. */
export const MemoryList = () => {
  const [items, setItems] = useState<ReadonlyArray<MemoryJson | SearchItem>>([]);
  const [search, setSearch] = useState("");
  const [context, setContext] = useState("");
  const [type, setType] = useState("");
  const [minImportance, setMinImportance] = useState(1);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const download = downloadWords[userLanguage()];

  useEffect(() => {
    const filters = { context: context || undefined, type: type || undefined };
    const request =
      search.trim() === ""
        ? api<Page<MemoryJson>>(`/memories${query({ ...filters, limit: 100, includeArchived: true })}`).then((page) => page.items)
        : api<{ items: SearchItem[] }>(`/memories/search${query({ q: search, ...filters, limit: 50, history: true, from: from || undefined, to: to || undefined })}`).then((page) => page.items);
    request
      .then((found) => setItems(found))
      .catch(() => setItems([]))
      .finally(() => setLoaded(true));
  }, [search, context, type, from, to, version]);

  const shown = items.filter((memory) => memory.importance >= minImportance && (from === "" || memoryDate(memory) >= from) && (to === "" || memoryDate(memory) <= to));
  const deleteRange = async () => {
    if (from === "" && to === "") return;
    await api(`/memories${query({ from: from ? `${from}T00:00:00Z` : undefined, to: to ? `${to}T23:59:59Z` : undefined })}`, { method: "DELETE" });
    refresh();
  };
  const filtering = search.trim() !== "" || context !== "" || type !== "" || minImportance > 1 || from !== "" || to !== "";
  // Before anything is remembered, filters and a bulk delete have nothing to work on: say how memories come instead.
  if (loaded && !filtering && items.length === 0) {
    return (
      <section aria-label="Memories">
        <p className="muted">
          Nothing remembered yet. Tell the assistant in the chat what it should keep, e.g. “Remember that my sister is called Ana”, and it shows up here, where you can
          edit it or make it forget.
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Memories">
      <div className="memory-filters">
        <input type="search" aria-label="Search memories" placeholder="Search memories" value={search} onChange={(event) => setSearch(event.target.value)} />
        <select aria-label="Context" value={context} onChange={(event) => setContext(event.target.value)}>
          {contexts.map((value) => (
            <option key={value} value={value}>
              {value || "any context"}
            </option>
          ))}
        </select>
        <select aria-label="Type" value={type} onChange={(event) => setType(event.target.value)}>
          {types.map((value) => (
            <option key={value} value={value}>
              {value || "any type"}
            </option>
          ))}
        </select>
        <label>
          Importance ≥ {minImportance}
          <input type="range" min={1} max={10} value={minImportance} onChange={(event) => setMinImportance(Number(event.target.value))} />
        </label>
        <label>
          From <DateField value={from} onChange={setFrom} />
        </label>
        <label>
          To <DateField value={to} onChange={setTo} />
        </label>
        <button type="button" className="button" disabled={from === "" && to === ""} onClick={() => void deleteRange()}>
          Delete memories in range
        </button>
        <a className="button" href="/api/v1/memories/export" download aria-describedby="download-memories-holds">
          {download.memories}
        </a>
      </div>
      <p className="muted field-hint" id="download-memories-holds">
        {download.memoriesHold}
      </p>
      {shown.length === 0 ? (
        <p className="muted">No memory matches these filters.</p>
      ) : (
        <ul className="memory-list">
          {shown.map((memory) => (
            <MemoryRow key={memory.id} memory={memory} reasons={"matchedBy" in memory ? memory.matchedBy : undefined} onChanged={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
};

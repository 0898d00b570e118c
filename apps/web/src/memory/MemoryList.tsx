import { useCallback, useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { MemoryJson, SearchItem } from "./memoryApi.js";
import { memoryDate } from "./memoryApi.js";
import { downloadWords } from "../language/downloadWords.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { dateText } from "../language/dateText.js";
import { memoryWords } from "./memoryWords.js";
import { DateField } from "../components/DateField.js";

const contexts = ["", "work", "personal", "family"] as const;
const types = ["", "fact", "preference", "event", "relationship", "appointment", "task"] as const;

/** A stored code (a memory's type or context, why a search found it) in words; a code this version does not know as it is. */
const wordFor = (names: Readonly<Record<string, string>>, code: string): string => names[code] ?? code;

const MemoryRow = ({ memory, reasons, onChanged }: { memory: MemoryJson; reasons?: ReadonlyArray<string>; onChanged: () => void }) => {
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(memory.content);
  const [importance, setImportance] = useState(memory.importance);
  const language = useAnswerLanguage();
  const words = memoryWords[language];
  const locale = useAnswerLocale();
  const save = async () => {
    await api(`/memories/${memory.id}`, { method: "PATCH", body: { content, importance } });
    setEditing(false);
    onChanged();
  };
  return (
    <li className="memory-row" data-memory-id={memory.id}>
      {editing ? (
        <div className="field">
          <textarea aria-label={words.memory} value={content} onChange={(event) => setContent(event.target.value)} />
          <label className="field-label">
            {words.importance(importance)}
            <input type="range" min={1} max={10} value={importance} onChange={(event) => setImportance(Number(event.target.value))} />
          </label>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => void save()}>
              {words.save}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setEditing(false)}>
              {words.cancel}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p>
            <span className="muted">{dateText(memoryDate(memory), locale)}</span> {memory.content}
            {memory.validTo !== null && <span className="badge">{words.noLongerTrue}</span>}
          </p>
          <p className="muted">
            {wordFor(words.types, memory.type)} · {wordFor(words.contexts, memory.context)} · {words.importance(memory.importance)}
            {reasons && reasons.length > 0 && <> · {words.foundBy(reasons.map((reason) => wordFor(words.matches, reason)).join(", "))}</>}
          </p>
          <div className="header-actions">
            <button type="button" className="button button-quiet" onClick={() => setEditing(true)}>
              {words.edit}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => void api(`/memories/${memory.id}`, { method: "DELETE" }).then(onChanged)}
            >
              {words.forget}
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
  const language = useAnswerLanguage();
  const download = downloadWords[language];
  const words = memoryWords[language];

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
      <section aria-label={words.memories}>
        <p className="muted">{words.nothingYet}</p>
      </section>
    );
  }
  return (
    <section aria-label={words.memories}>
      <div className="memory-filters">
        <input type="search" aria-label={words.searchMemories} placeholder={words.searchMemories} value={search} onChange={(event) => setSearch(event.target.value)} />
        <select aria-label={words.context} value={context} onChange={(event) => setContext(event.target.value)}>
          {contexts.map((value) => (
            <option key={value} value={value}>
              {value === "" ? words.anyContext : words.contexts[value]}
            </option>
          ))}
        </select>
        <select aria-label={words.type} value={type} onChange={(event) => setType(event.target.value)}>
          {types.map((value) => (
            <option key={value} value={value}>
              {value === "" ? words.anyType : words.types[value]}
            </option>
          ))}
        </select>
        <label>
          {words.importanceAtLeast(minImportance)}
          <input type="range" min={1} max={10} value={minImportance} onChange={(event) => setMinImportance(Number(event.target.value))} />
        </label>
        <label>
          {words.from} <DateField value={from} onChange={setFrom} />
        </label>
        <label>
          {words.to} <DateField value={to} onChange={setTo} />
        </label>
        <button type="button" className="button" disabled={from === "" && to === ""} onClick={() => void deleteRange()}>
          {words.deleteRange}
        </button>
        <a className="button" href="/api/v1/memories/export" download aria-describedby="download-memories-holds">
          {download.memories}
        </a>
      </div>
      <p className="muted field-hint" id="download-memories-holds">
        {download.memoriesHold}
      </p>
      {shown.length === 0 ? (
        <p className="muted">{words.noMatch}</p>
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

import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { MemoryJson } from "./memoryApi.js";
import { memoryDate } from "./memoryApi.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";
import { dateText } from "../language/dateText.js";
import { monthText } from "../language/momentText.js";

/** Dated events and appointments, newest first, grouped by month. */
export const MemoryTimeline = () => {
  const [memories, setMemories] = useState<ReadonlyArray<MemoryJson>>([]);
  const words = memoryWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  useEffect(() => {
    api<Page<MemoryJson>>(`/memories${query({ limit: 200, includeArchived: true })}`)
      .then((page) => setMemories(page.items.filter((memory) => memory.occurredAt !== null)))
      .catch(() => setMemories([]));
  }, []);
  const sorted = [...memories].sort((left, right) => (memoryDate(left) < memoryDate(right) ? 1 : -1));
  const months = new Map<string, MemoryJson[]>();
  for (const memory of sorted) {
    const month = memoryDate(memory).slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), memory]);
  }
  if (sorted.length === 0) return <p className="muted">{words.noDated}</p>;
  return (
    <section aria-label={words.tabs.timeline}>
      {[...months].map(([month, items]) => (
        <div key={month}>
          <h3>{monthText(month, locale)}</h3>
          <ul>
            {items.map((memory) => (
              <li key={memory.id}>
                <span className="muted">{dateText(memoryDate(memory), locale)}</span> {memory.content}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
};

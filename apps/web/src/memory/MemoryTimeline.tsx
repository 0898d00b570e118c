import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { MemoryJson } from "./memoryApi.js";
import { memoryDate } from "./memoryApi.js";

/** Dated events and appointments, newest first, grouped by month. */
export const MemoryTimeline = () => {
  const [memories, setMemories] = useState<ReadonlyArray<MemoryJson>>([]);
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
  if (sorted.length === 0) return <p className="muted">No dated memories yet.</p>;
  return (
    <section aria-label="Timeline">
      {[...months].map(([month, items]) => (
        <div key={month}>
          <h3>{month}</h3>
          <ul>
            {items.map((memory) => (
              <li key={memory.id}>
                <span className="muted">{memoryDate(memory)}</span> {memory.content}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
};

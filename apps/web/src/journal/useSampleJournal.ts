import { useEffect, useState } from "react";
import { api } from "../api/client.js";

/** The generated sample entries still in the journal. */
export interface SampleJournal {
  readonly count: number;
  readonly entryIds: ReadonlySet<string>;
}

const empty: SampleJournal = { count: 0, entryIds: new Set() };
let current: SampleJournal = empty;
let loading: Promise<void> | null = null;
const listeners = new Set<(sample: SampleJournal) => void>();

/** Asks the server again (after the sample was removed or an entry edited); every user of the hook updates. */
export const refreshSampleJournal = (): Promise<void> => {
  loading = api<{ count: number; entryIds: ReadonlyArray<string> }>("/journal/sample")
    .then((sample) => {
      current = { count: sample.count, entryIds: new Set(sample.entryIds) };
    })
    .catch(() => {
      current = empty;
    })
    .then(() => {
      for (const listener of listeners) listener(current);
    });
  return loading;
};

/**
 * The sample journal, shared by the journal page, the chat page's label and
 * the cards citing entries: loaded once, refreshed by `refreshSampleJournal`.
 */
export const useSampleJournal = (): SampleJournal => {
  const [sample, setSample] = useState(current);
  useEffect(() => {
    listeners.add(setSample);
    if (loading === null) void refreshSampleJournal();
    else setSample(current);
    return () => void listeners.delete(setSample);
  }, []);
  return sample;
};

import { useEffect, useRef, useState } from "react";
import { ApiError, api, query as queryString } from "../api/client.js";
import { formatDate } from "../chat/cards/EntryListCard.js";
import { Link } from "../router.js";
import { Highlighted } from "./highlight.js";
import { useSampleJournal } from "./useSampleJournal.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { journalWords } from "./journalWords.js";

interface SearchResult {
  readonly entryId: string;
  readonly date: string;
  readonly excerpt: string;
  readonly confidence: "high" | "low";
}

/**
 * Results of a journal search (by meaning and keywords), the query's words marked in each excerpt. While entries are
 * still being read (`reading`) their words are found but not yet their meaning: the search is asked again each time a
 * reading ends (`readings` counts them), the results shown meanwhile kept.
 */
export const JournalSearch = ({ query, reading, readings }: { query: string; reading: boolean; readings: number }) => {
  const [results, setResults] = useState<ReadonlyArray<SearchResult> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const sample = useSampleJournal();
  const words = journalWords[userLanguage()];
  useEffect(() => {
    const controller = new AbortController();
    if (asked.current !== query) setResults(null);
    asked.current = query;
    setError(null);
    const timer = setTimeout(() => {
      api<{ results: ReadonlyArray<SearchResult> }>(`/journal/search${queryString({ q: query, limit: 20 })}`, { signal: controller.signal })
        .then((found) => setResults(found.results))
        .catch((failure: Error) => {
          if (failure.name !== "AbortError") setError(failure instanceof ApiError ? failure.message : words.searchFailed);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, readings]);
  return (
    <section className="panel" aria-label={words.searchResults} data-testid="journal-search-results">
      <h2>{words.matching(query)}</h2>
      {error && <p className="notice notice-error">{error}</p>}
      {results === null && !error && <p className="muted">{words.searching}</p>}
      {results?.length === 0 && <p className="muted">{words.noMention}</p>}
      {reading && results !== null && (
        <p className="muted" data-testid="journal-search-reading">
          {words.stillReading}
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="entry-list">
          {results.map((result) => (
            <li key={result.entryId}>
              <Link href={`/journal/${result.entryId}`} className="entry-link">
                <time dateTime={result.date}>{formatDate(result.date, userLocale())}</time>
                {result.confidence === "low" && <span className="badge badge-low">{words.related}</span>}
                {sample.entryIds.has(result.entryId) && <span className="badge badge-sample">{words.sample}</span>}
              </Link>
              <p>
                <Highlighted text={result.excerpt} query={query} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

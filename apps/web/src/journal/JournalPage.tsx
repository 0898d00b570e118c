import { useCallback, useEffect, useRef, useState } from "react";
import { api, query } from "../api/client.js";
import type { EntryJson, Page, PipelineStatus } from "../api/types.js";
import type { GetTimeSeriesOutput } from "@lifeos/core";
import { TimeSeriesChart } from "../chat/cards/TimeSeriesChart.js";
import { navigate } from "../router.js";
import { EntryEditor } from "./EntryEditor.js";
import { isCalendarDate } from "../markdown/citations.js";
import { DayView } from "./DayView.js";
import { EntryView } from "./EntryView.js";
import { ImportPanel } from "./ImportPanel.js";
import { ProcessingNotice } from "../components/ProcessingNotice.js";
import { SampleBanner } from "./SampleBanner.js";
import { Timeline, type TimelineEntry } from "./Timeline.js";
import { CalendarView } from "./CalendarView.js";
import { JournalSearch } from "./JournalSearch.js";
import { OnThisDay } from "./OnThisDay.js";
import { userLanguage } from "../language/locale.js";
import { reasonText } from "../language/problemWords.js";
import { journalWords } from "./journalWords.js";

const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The journal: mood over time, the timeline of entries, writing, importing, and one entry in full. */
export const JournalPage = ({ entryId }: { entryId: string | null }) => {
  const language = userLanguage();
  const words = journalWords[language];
  const [entries, setEntries] = useState<TimelineEntry[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [series, setSeries] = useState<GetTimeSeriesOutput | null>(null);
  const [pipeline, setPipeline] = useState<PipelineStatus | null>(null);
  const [panel, setPanel] = useState<"none" | "write" | "import">("none");
  const [view, setView] = useState<"timeline" | "calendar">("timeline");
  const [search, setSearch] = useState("");
  const searching = search.trim().length > 0;
  // A #tag is a word written in entries: choosing one searches the journal for it.
  const searchTag = (tag: string) => {
    setSearch(`#${tag}`);
    navigate("/journal");
  };
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    api<Page<TimelineEntry>>(`/journal/entries${query({ limit: 50 })}`)
      .then((page) => {
        setEntries([...page.items]);
        setNextCursor(page.nextCursor);
      })
      .catch(() => undefined);
    api<GetTimeSeriesOutput>(`/journal/timeseries${query({ metric: "happiness", days: 90 })}`)
      .then(setSeries)
      .catch(() => setSeries(null));
    api<PipelineStatus>("/journal/pipeline")
      .then(setPipeline)
      .catch(() => undefined);
  }, [version]);

  const reading = pipeline !== null && (pipeline.pending > 0 || pipeline.running || pipeline.queued);
  useEffect(() => {
    if (!reading) return;
    const timer = setTimeout(refresh, 2000);
    return () => clearTimeout(timer);
  }, [pipeline, reading, refresh]);

  // Each time the entries' reading ends, a search shown is asked again: what was read meanwhile is found by meaning too.
  const [readings, setReadings] = useState(0);
  const wasReading = useRef(false);
  useEffect(() => {
    if (wasReading.current && !reading) setReadings((count) => count + 1);
    wasReading.current = reading;
  }, [reading]);

  const loadMore = async () => {
    if (!nextCursor) return;
    const page = await api<Page<TimelineEntry>>(`/journal/entries${query({ limit: 50, cursor: nextCursor })}`);
    setEntries((current) => [...current, ...page.items]);
    setNextCursor(page.nextCursor);
  };

  return (
    <section className="journal" aria-label={words.journal}>
      <header className="page-header">
        <h1>{words.journal}</h1>
        <div className="header-actions">
          <label htmlFor="journal-search" className="visually-hidden">
            {words.searchJournal}
          </label>
          <input
            id="journal-search"
            type="search"
            className="journal-search"
            placeholder={words.searchJournal}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              if (entryId) navigate("/journal");
            }}
          />
          <button type="button" className="button button-primary" onClick={() => setPanel(panel === "write" ? "none" : "write")}>
            {words.newEntry}
          </button>
          <button type="button" className="button" onClick={() => setPanel(panel === "import" ? "none" : "import")}>
            {words.import}
          </button>
        </div>
      </header>
      <div className="page-body">
        <ProcessingNotice source="journal" version={version} />
        <SampleBanner version={version} onRemoved={refresh} />
        {panel === "write" && (
          <EntryEditor
            initial={{ date: today(), title: "", content: "" }}
            submitLabel={words.saveEntry}
            onCancel={() => setPanel("none")}
            onSubmit={async (draft) => {
              const created = await api<EntryJson>("/journal/entries", {
                method: "POST",
                body: { date: draft.date, title: draft.title.trim() || null, content: draft.content },
              });
              setPanel("none");
              refresh();
              navigate(`/journal/${created.id}`);
            }}
          />
        )}
        {panel === "import" && <ImportPanel onImported={refresh} onClose={() => setPanel("none")} />}
        {entryId &&
          (isCalendarDate(entryId) ? (
            <DayView date={entryId} onChanged={refresh} onTag={searchTag} />
          ) : (
            <EntryView entryId={entryId} onChanged={refresh} onTag={searchTag} />
          ))}
        {!entryId && searching && <JournalSearch query={search.trim()} reading={reading} readings={readings} />}
        {!entryId && !searching && (
          <>
            <OnThisDay version={version} />
            <div className="view-switch" role="group" aria-label={words.view}>
              <button type="button" className="button button-small" aria-pressed={view === "timeline"} onClick={() => setView("timeline")}>
                {words.timeline}
              </button>
              <button type="button" className="button button-small" aria-pressed={view === "calendar"} onClick={() => setView("calendar")}>
                {words.calendar}
              </button>
            </div>
            {view === "calendar" && <CalendarView version={version} />}
            {series && series.count > 0 && (
              <section className="panel" aria-label={words.happinessLastDays}>
                <h2>{words.happinessLastDays}</h2>
                <TimeSeriesChart data={series} />
              </section>
            )}
            {pipeline && (
              <p className="muted pipeline-status" data-testid="pipeline-status">
                {words.analysed(pipeline.done)}
                {pipeline.pending > 0 && ` · ${words.waiting(pipeline.pending)}`}
                {pipeline.failed > 0 && ` · ${words.failedWillRetry(pipeline.failed)}`}
              </p>
            )}
            {pipeline?.job?.status === "failed" && (
              <p className="muted pipeline-failure" role="alert" data-testid="pipeline-failure">
                {words.analysisStopped(pipeline.job.attempts)} {pipeline.job.lastError === null ? "" : reasonText(pipeline.job.lastError, language)}{" "}
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => void api(`/jobs/${pipeline.job!.id}/retry`, { method: "POST" }).then(refresh, refresh)}
                >
                  {words.tryAgain}
                </button>
              </p>
            )}
            {view === "timeline" &&
              (entries.length === 0 ? (
                <p className="muted">{words.noEntriesYet}</p>
              ) : (
                <Timeline entries={entries} />
              ))}
            {view === "timeline" && nextCursor && (
              <button type="button" className="button button-quiet" onClick={() => void loadMore()}>
                {words.olderEntries}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
};

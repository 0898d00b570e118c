import { useEffect, useState } from "react";
import type { ApiError} from "../api/client.js";
import { api } from "../api/client.js";
import type { EntryWithAnalytics } from "../api/types.js";
import { formatDate } from "../chat/cards/EntryListCard.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { ReflectPanel } from "../reflection/ReflectPanel.js";
import { Link, navigate } from "../router.js";
import { Markdown } from "../markdown/Markdown.js";
import { EntryEditor } from "./EntryEditor.js";
import { withoutRepeatedTitle } from "./entryText.js";
import { hashtags } from "./highlight.js";
import { refreshSampleJournal } from "./useSampleJournal.js";
import { moodColor } from "./moodColor.js";
import { moodWords } from "../chat/cards/moodWords.js";
import { userLanguage, userLocale } from "../language/locale.js";
import { journalWords } from "./journalWords.js";

const metricNames = ["happiness", "stress", "energy"] as const;

/**
 * One entry in full with its mood reading and its #tags; edit and delete.
 * While the pipeline reads a new or edited entry, the view polls until the
 * mood and analysis are in.
 */
export const EntryView = ({ entryId, onChanged, onTag }: { entryId: string; onChanged: () => void; onTag: (tag: string) => void }) => {
  const [entry, setEntry] = useState<EntryWithAnalytics | null>(null);
  const words = journalWords[userLanguage()];
  const locale = userLocale();
  const [error, setError] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const load = () =>
    api<EntryWithAnalytics>(`/journal/entries/${entryId}`)
      .then((loaded) => {
        setEntry(loaded);
        setError(null);
      })
      .catch((failure: ApiError) => setError(failure));

  useEffect(() => {
    setEntry(null);
    setEditing(false);
    void load();
  }, [entryId]);

  // After a new entry or an edit, the pipeline reads it again: poll until its mood and analysis are in.
  const pending = entry?.processingStatus === "pending";
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void load(), 1500);
    return () => clearTimeout(timer);
  }, [pending, entry]);

  if (error) return <ErrorNotice message={error.message} code={error.code} onRetry={() => void load()} />;
  if (!entry) return <p className="muted">{words.loading}</p>;

  const tags = hashtags(entry.content);

  if (editing) {
    return (
      <EntryEditor
        initial={{ date: entry.date, title: entry.title ?? "", content: entry.content }}
        submitLabel={words.saveChanges}
        onCancel={() => setEditing(false)}
        onSubmit={async (draft) => {
          await api(`/journal/entries/${entry.id}`, {
            method: "PATCH",
            body: { date: draft.date, title: draft.title.trim() || null, content: draft.content },
          });
          setEditing(false);
          onChanged();
          await load();
          void refreshSampleJournal();
        }}
      />
    );
  }

  return (
    <article className="panel entry-view" aria-labelledby="entry-heading">
      <p>
        <Link href="/journal">{words.backToJournal}</Link>
      </p>
      <h2 id="entry-heading">
        <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
        {entry.title && <span className="entry-title"> — {entry.title}</span>}
      </h2>
      {entry.source === "sample" && <p className="badge badge-sample">{words.sampleEntry}</p>}
      {entry.analytics && pending && (
        // An edited entry keeps its last reading until the pipeline has read the new text.
        <p className="muted" data-testid="analysis-pending">
          {words.readingNewText}
        </p>
      )}
      {entry.analytics ? (
        <dl className="metrics">
          {metricNames.map((name) => (
            <div key={name}>
              <dt>{moodWords(userLanguage(), locale).metric(name)}</dt>
              <dd style={name === "happiness" ? { color: moodColor(entry.analytics?.happiness ?? 50) } : undefined}>
                {Math.round(entry.analytics?.[name] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted" data-testid="analysis-pending">
          {entry.processingStatus === "pending" ? words.readingEntry : words.notAnalysed(entry.processingStatus)}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="chips" aria-label={words.tags}>
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="chip chip-button" onClick={() => onTag(tag)}>
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Markdown text={withoutRepeatedTitle(entry.content, entry.title)} className="entry-content" />
      <div className="form-actions">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {words.edit}
        </button>
        {confirmDelete ? (
          <>
            <button
              type="button"
              className="button button-danger"
              autoFocus
              onClick={async () => {
                await api(`/journal/entries/${entry.id}`, { method: "DELETE" });
                onChanged();
                navigate("/journal");
              }}
            >
              {words.deleteThisEntry}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setConfirmDelete(false)}>
              {words.keepIt}
            </button>
          </>
        ) : (
          <button type="button" className="button button-quiet" onClick={() => setConfirmDelete(true)}>
            {words.delete}
          </button>
        )}
      </div>
      <ReflectPanel entryId={entry.id} />
    </article>
  );
};

import { useEffect, useRef, useState, type FormEvent } from "react";
import { DateField } from "../components/DateField.js";
import { userLanguage } from "../language/locale.js";
import { journalWords } from "./journalWords.js";
import { errorText } from "../language/problemWords.js";

export interface EntryDraft {
  readonly date: string;
  readonly title: string;
  readonly content: string;
}

/** The form to write or edit an entry; it opens with the cursor at the end of the text, ready to type. */
export const EntryEditor = ({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EntryDraft;
  submitLabel: string;
  onSubmit: (draft: EntryDraft) => Promise<void>;
  onCancel: () => void;
}) => {
  const [draft, setDraft] = useState(initial);
  const language = userLanguage();
  const words = journalWords[language];
  const text = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = text.current;
    if (area === null) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSubmit(draft);
    } catch (failure) {
      setError(errorText(failure, language));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="panel entry-editor" onSubmit={submit}>
      <div className="field-row">
        <div>
          <label htmlFor="entry-date" className="field-label">
            {words.date}
          </label>
          <DateField id="entry-date" required value={draft.date} onChange={(date) => setDraft({ ...draft, date })} />
        </div>
        <div className="grow">
          <label htmlFor="entry-title" className="field-label">
            {words.titleOptional}
          </label>
          <input id="entry-title" value={draft.title} maxLength={200} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        </div>
      </div>
      <label htmlFor="entry-content" className="field-label">
        {words.entry}
      </label>
      <textarea ref={text} id="entry-content" required rows={12} value={draft.content} onChange={(event) => setDraft({ ...draft, content: event.target.value })} />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving || !draft.content.trim()}>
          {saving ? words.saving : submitLabel}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
};

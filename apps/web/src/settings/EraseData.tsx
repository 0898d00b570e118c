import { useState } from "react";
import { api, type ApiError } from "../api/client.js";
import { ErrorNotice } from "../components/ErrorNotice.js";

/** The word typed to confirm, so a slip of the mouse deletes nothing. */
const confirmWord = "delete";

/**
 * "Delete all my data": a button that opens a confirmation saying what goes
 * and what stays, enabled once the person types the word; `onErased` tells
 * the page to load what is left (settings, conversations).
 */
export const EraseData = ({ onErased }: { onErased: () => void }) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const erase = async () => {
    setBusy(true);
    setError(null);
    try {
      await api<void>("/data", { method: "DELETE", body: { confirm: true } });
      setOpen(false);
      setTyped("");
      setDone(true);
      onErased();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field" data-testid="erase-data">
      <span className="field-label">Delete all my data</span>
      {open ? (
        <div className="notice notice-warn" role="group" aria-labelledby="erase-data-warning">
          <p id="erase-data-warning">
            This deletes your journal, conversations, memories and reminders, documents with their files, saved reflections, portfolio, and your model settings with any API
            key. It cannot be undone: export your data first if you want a copy. Your sign-in, time zone, base currency and memory privacy choices stay.
          </p>
          <label htmlFor="erase-data-confirm" className="field-label">
            Type “{confirmWord}” to confirm
          </label>
          <input id="erase-data-confirm" value={typed} autoComplete="off" disabled={busy} onChange={(event) => setTyped(event.target.value)} />
          <div className="form-actions">
            <button type="button" className="button button-danger" disabled={busy || typed.trim().toLowerCase() !== confirmWord} onClick={() => void erase()}>
              {busy ? "Deleting…" : "Delete everything"}
            </button>
            <button type="button" className="button button-quiet" disabled={busy} onClick={() => setOpen(false)}>
              Keep my data
            </button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setOpen(true);
              setDone(false);
            }}
          >
            Delete all my data…
          </button>
        </div>
      )}
      {error && <ErrorNotice message={error.message} code={error.code} />}
      {done && (
        <p role="status" className="notice" data-testid="erase-data-done">
          Everything was deleted. LifeOS is empty, as on the first day.
        </p>
      )}
    </div>
  );
};

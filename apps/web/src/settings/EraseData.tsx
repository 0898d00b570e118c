import { useState } from "react";
import { api, type ApiError } from "../api/client.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { userLanguage } from "../language/locale.js";
import { settingsWords } from "./settingsWords.js";

/**
 * "Delete all my data": a button that opens a confirmation saying what goes
 * and what stays, enabled once the person types the word; `onErased` tells
 * the page to load what is left (settings, conversations).
 */
export const EraseData = ({ onErased }: { onErased: () => void }) => {
  const words = settingsWords[userLanguage()];
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
      <span className="field-label">{words.deleteAllData}</span>
      {open ? (
        <div className="notice notice-warn" role="group" aria-labelledby="erase-data-warning">
          <p id="erase-data-warning">{words.deleteWarning}</p>
          <label htmlFor="erase-data-confirm" className="field-label">
            {words.typeToConfirm(words.confirmWord)}
          </label>
          <input id="erase-data-confirm" value={typed} autoComplete="off" disabled={busy} onChange={(event) => setTyped(event.target.value)} />
          <div className="form-actions">
            <button type="button" className="button button-danger" disabled={busy || typed.trim().toLowerCase() !== words.confirmWord} onClick={() => void erase()}>
              {busy ? words.deleting : words.deleteEverything}
            </button>
            <button type="button" className="button button-quiet" disabled={busy} onClick={() => setOpen(false)}>
              {words.keepMyData}
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
            {words.deleteAllDataEllipsis}
          </button>
        </div>
      )}
      {error && <ErrorNotice message={error.message} code={error.code} />}
      {done && (
        <p role="status" className="notice" data-testid="erase-data-done">
          {words.everythingDeleted}
        </p>
      )}
    </div>
  );
};

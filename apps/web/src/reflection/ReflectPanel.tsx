import { useEffect, useState } from "react";
import type { SavedReflection } from "@lifeos/core";
import type { ApiError } from "../api/client.js";
import { api, query } from "../api/client.js";
import type { Wire } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { ReflectionCard, type ReflectionJson } from "./ReflectionCard.js";

type SavedJson = Wire<SavedReflection>;

/** The "Reflect" button of an entry and the entry's saved reflections, newest first. */
export const ReflectPanel = ({ entryId }: { entryId: string }) => {
  const [saved, setSaved] = useState<ReadonlyArray<SavedJson>>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const load = () =>
    api<{ items: ReadonlyArray<SavedJson> }>(`/reflections${query({ entryId })}`)
      .then((page) => setSaved(page.items))
      .catch((failure: ApiError) => setError(failure));

  useEffect(() => {
    setSaved([]);
    setError(null);
    void load();
  }, [entryId]);

  const reflect = async () => {
    setBusy(true);
    setError(null);
    try {
      await api<ReflectionJson>("/reflect", { method: "POST", body: { entryId } });
      await load();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="reflect-panel" aria-labelledby="reflect-heading">
      <h3 id="reflect-heading">Reflections</h3>
      <button type="button" className="button" onClick={() => void reflect()} disabled={busy}>
        {busy ? "Reflecting…" : "Reflect"}
      </button>
      {error && <ErrorNotice message={error.message} code={error.code} onRetry={() => void reflect()} />}
      {saved.map((reflection) => (
        <div key={reflection.id} className="reflection-saved">
          <p className="muted">
            <time dateTime={reflection.createdAt}>{new Date(reflection.createdAt).toLocaleString()}</time>
            <button
              type="button"
              className="button button-quiet"
              onClick={async () => {
                await api(`/reflections/${reflection.id}`, { method: "DELETE" });
                await load();
              }}
            >
              Delete
            </button>
          </p>
          <ReflectionCard reflection={reflection.result} />
        </div>
      ))}
    </section>
  );
};

import { useEffect, useRef, useState } from "react";
import type { SavedReflection } from "@lifeos/core";
import type { ApiError } from "../api/client.js";
import { api, newRequestKey, query } from "../api/client.js";
import type { Wire } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { ReflectionCard, type ReflectionJson } from "./ReflectionCard.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { momentText } from "../language/momentText.js";
import { reflectionWords } from "./reflectionWords.js";

type SavedJson = Wire<SavedReflection>;

/**
 * The "Reflect" button of an entry and the entry's saved reflections, newest
 * first. One click keeps at most one reflection: the button is off while a
 * reflection is in flight, and each click sends its own `Idempotency-Key`.
 */
export const ReflectPanel = ({ entryId }: { entryId: string }) => {
  const [saved, setSaved] = useState<ReadonlyArray<SavedJson>>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const words = reflectionWords[useAnswerLanguage()];
  const locale = useAnswerLocale();

  const load = () =>
    api<{ items: ReadonlyArray<SavedJson> }>(`/reflections${query({ entryId })}`)
      .then((page) => setSaved(page.items))
      .catch((failure: ApiError) => setError(failure));

  useEffect(() => {
    setSaved([]);
    setError(null);
    void load();
  }, [entryId]);

  // Set at once, before React re-renders the button disabled: a second
  // activation in between (a double click) sends nothing.
  const inFlight = useRef(false);
  // The key of the last failed action, sent again by "Try again" so a
  // reflection the server kept before the failure reached us is not kept twice.
  const failedKey = useRef<string | null>(null);

  const reflect = async (requestKey: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await api<ReflectionJson>("/reflect", { method: "POST", body: { entryId }, headers: { "Idempotency-Key": requestKey } });
      failedKey.current = null;
      await load();
    } catch (failure) {
      failedKey.current = requestKey;
      setError(failure as ApiError);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="reflect-panel" aria-labelledby="reflect-heading">
      <h3 id="reflect-heading">{words.reflections}</h3>
      <button type="button" className="button" onClick={() => void reflect(newRequestKey())} disabled={busy}>
        {busy ? words.reflecting : words.reflect}
      </button>
      {error && <ErrorNotice message={error.message} code={error.code} onRetry={() => void reflect(failedKey.current ?? newRequestKey())} />}
      {saved.map((reflection) => (
        <div key={reflection.id} className="reflection-saved">
          <p className="muted">
            <time dateTime={reflection.createdAt}>{momentText(reflection.createdAt, locale)}</time>
            <button
              type="button"
              className="button button-quiet"
              onClick={async () => {
                await api(`/reflections/${reflection.id}`, { method: "DELETE" });
                await load();
              }}
            >
              {words.delete}
            </button>
          </p>
          <ReflectionCard reflection={reflection.result} />
        </div>
      ))}
    </section>
  );
};

import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import type { MemorySettingsJson } from "./memoryApi.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";

const contexts = ["work", "personal", "family"] as const;
const retentions: ReadonlyArray<{ label: "month" | "quarter" | "year" | "forever"; days: number | null }> = [
  { label: "month", days: 30 },
  { label: "quarter", days: 91 },
  { label: "year", days: 365 },
  { label: "forever", days: null },
];

/** Memory on/off, retention per context, the importance floor, and delete everything. */
export const PrivacyView = () => {
  const [settings, setSettings] = useState<MemorySettingsJson | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const words = memoryWords[useAnswerLanguage()];
  useEffect(() => {
    api<MemorySettingsJson>("/memory-settings").then(setSettings).catch(() => setSettings(null));
  }, []);
  if (settings === null) return <p className="muted">{words.loading}</p>;
  const save = (patch: Partial<Pick<MemorySettingsJson, "enabled" | "retention" | "importanceFloor">>) =>
    void api<MemorySettingsJson>("/memory-settings", { method: "PUT", body: patch }).then(setSettings);
  return (
    <section aria-label={words.tabs.privacy} className="settings">
      <div className="choice">
        <label>
          <input type="checkbox" checked={settings.enabled} onChange={(event) => save({ enabled: event.target.checked })} /> {words.learn}
        </label>
      </div>
      {contexts.map((context) => (
        <label key={context} className="field">
          <span className="field-label">{words.keep[context]}</span>
          <select
            value={String(settings.retention[context] ?? "")}
            onChange={(event) => save({ retention: { ...settings.retention, [context]: event.target.value === "" ? null : Number(event.target.value) } })}
          >
            {retentions.map((option) => (
              <option key={option.label} value={option.days === null ? "" : String(option.days)}>
                {words.retentions[option.label]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="field">
        <span className="field-label">{words.alwaysKeep(settings.importanceFloor)}</span>
        <input type="range" min={1} max={10} value={settings.importanceFloor} onChange={(event) => save({ importanceFloor: Number(event.target.value) })} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (!window.confirm(words.confirmDeleteAll)) return;
          void api<{ deleted: number }>("/memories?all=true", { method: "DELETE" }).then((result) => setDeleted(result.deleted));
        }}
      >
        {words.deleteAll}
      </button>
      {deleted !== null && <p className="muted">{words.deleted(deleted)}</p>}
    </section>
  );
};

import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import type { MemorySettingsJson } from "./memoryApi.js";

const contexts = ["work", "personal", "family"] as const;
const retentions: ReadonlyArray<{ label: string; days: number | null }> = [
  { label: "1 month", days: 30 },
  { label: "3 months", days: 91 },
  { label: "1 year", days: 365 },
  { label: "forever", days: null },
];

/** Memory on/off, retention per context, the importance floor, and delete everything. */
export const PrivacyView = () => {
  const [settings, setSettings] = useState<MemorySettingsJson | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  useEffect(() => {
    api<MemorySettingsJson>("/memory-settings").then(setSettings).catch(() => setSettings(null));
  }, []);
  if (settings === null) return <p className="muted">Loading…</p>;
  const save = (patch: Partial<Pick<MemorySettingsJson, "enabled" | "retention" | "importanceFloor">>) =>
    void api<MemorySettingsJson>("/memory-settings", { method: "PUT", body: patch }).then(setSettings);
  return (
    <section aria-label="Privacy" className="settings">
      <div className="choice">
        <label>
          <input type="checkbox" checked={settings.enabled} onChange={(event) => save({ enabled: event.target.checked })} /> Learn from my conversations
        </label>
      </div>
      {contexts.map((context) => (
        <label key={context} className="field">
          <span className="field-label">Keep {context} memories</span>
          <select
            value={String(settings.retention[context] ?? "")}
            onChange={(event) => save({ retention: { ...settings.retention, [context]: event.target.value === "" ? null : Number(event.target.value) } })}
          >
            {retentions.map((option) => (
              <option key={option.label} value={option.days === null ? "" : String(option.days)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="field">
        <span className="field-label">Always keep memories of importance ≥ {settings.importanceFloor}</span>
        <input type="range" min={1} max={10} value={settings.importanceFloor} onChange={(event) => save({ importanceFloor: Number(event.target.value) })} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (!window.confirm("Delete every memory, person and reminder? This cannot be undone.")) return;
          void api<{ deleted: number }>("/memories?all=true", { method: "DELETE" }).then((result) => setDeleted(`Deleted ${result.deleted} memories.`));
        }}
      >
        Delete all memories
      </button>
      {deleted && <p className="muted">{deleted}</p>}
    </section>
  );
};

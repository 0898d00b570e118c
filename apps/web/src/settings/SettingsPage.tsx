import { useEffect, useState, type FormEvent } from "react";
import type { ApiError} from "../api/client.js";
import { api } from "../api/client.js";
import type { SettingsJson } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { AppearancePanel } from "./AppearancePanel.js";
import { ConnectionResult, type ConnectionTest } from "./ConnectionResult.js";
import { YourDataPanel } from "./YourDataPanel.js";

/** IANA time zones the browser knows, for the time zone field's suggestions. */
const timeZones: ReadonlyArray<string> = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/** The model provider: offline (no AI model) or any OpenAI-compatible endpoint (the API key is write-only), the appearance, and your data's export and imports (`onImported`: conversations were added). */
export const SettingsPage = ({ onSaved, onImported }: { onSaved: () => void; onImported: () => void }) => {
  const [settings, setSettings] = useState<SettingsJson | null>(null);
  const [apiKey, setApiKey] = useState("");
  const [clearKey, setClearKey] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<ConnectionTest | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const load = () =>
    api<SettingsJson>("/settings")
      .then((loaded) => {
        setSettings(loaded);
        setError(null);
      })
      .catch((failure: ApiError) => setError(failure));
  useEffect(() => {
    void load();
  }, []);

  if (error && !settings) return <ErrorNotice message={error.message} code={error.code} onRetry={() => void load()} />;
  if (!settings) return <p className="muted">Loading…</p>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setNotice(null);
    try {
      const saved = await api<SettingsJson & { notice: string | null }>("/settings", {
        method: "PUT",
        body: {
          provider: settings.provider,
          baseUrl: settings.baseUrl,
          chatModel: settings.chatModel,
          embeddingModel: settings.embeddingModel,
          timeZone: settings.timeZone,
          ...(clearKey ? { apiKey: null } : apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
        },
      });
      setSettings(saved);
      setApiKey("");
      setClearKey(false);
      setError(null);
      setStatus("Saved.");
      setNotice(saved.notice);
      onSaved();
    } catch (failure) {
      setError(failure as ApiError);
    }
  };

  const testConnection = async () => {
    setTesting(true);
    setTest(null);
    try {
      setTest(
        await api<ConnectionTest>("/settings/test", {
          method: "POST",
          body: {
            baseUrl: settings.baseUrl,
            chatModel: settings.chatModel,
            ...(clearKey ? { apiKey: null } : apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
          },
        }),
      );
    } catch (failure) {
      setTest({ ok: false, error: (failure as ApiError).message });
    } finally {
      setTesting(false);
    }
  };

  const field = (id: keyof SettingsJson, label: string, placeholder: string, hint?: string, list?: string) => (
    <div className="field">
      <label htmlFor={`settings-${id}`} className="field-label">
        {label}
      </label>
      <input
        id={`settings-${id}`}
        value={(settings[id] as string | null) ?? ""}
        placeholder={placeholder}
        {...(list ? { list, autoComplete: "off" } : {})}
        onChange={(event) => setSettings({ ...settings, [id]: event.target.value || null })}
      />
      {hint && <p className="muted field-hint">{hint}</p>}
    </div>
  );

  return (
    <section className="settings" aria-label="Settings">
      <header className="page-header">
        <h1>Settings</h1>
      </header>
      <div className="page-body">
        <form className="panel" onSubmit={save}>
          <h2>Model</h2>
          <fieldset className="choice">
            <legend className="field-label">Who answers</legend>
            <label>
              <input
                type="radio"
                name="provider"
                checked={settings.provider === "offline"}
                onChange={() => setSettings({ ...settings, provider: "offline" })}
              />{" "}
              Offline — no AI model; answers are assembled from your data
            </label>
            <label>
              <input
                type="radio"
                name="provider"
                checked={settings.provider === "openai"}
                onChange={() => setSettings({ ...settings, provider: "openai" })}
              />{" "}
              An OpenAI-compatible model (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter)
            </label>
          </fieldset>
          {settings.provider === "openai" && (
            <>
              {field("baseUrl", "Base URL", "https://api.openai.com/v1", "Leave empty for OpenAI; e.g. http://127.0.0.1:11434/v1 for Ollama.")}
              {field("chatModel", "Chat model", "gpt-4.1-mini", undefined, test?.ok ? "provider-models" : undefined)}
              {test?.ok && (
                <datalist id="provider-models">
                  {test.models.map((model) => (
                    <option key={model} value={model} />
                  ))}
                </datalist>
              )}
              {field("embeddingModel", "Embedding model", "text-embedding-3-small")}
              <div className="field">
                <label htmlFor="settings-api-key" className="field-label">
                  API key <span className="badge" data-testid="api-key-status">{settings.apiKey}</span>
                </label>
                <input
                  id="settings-api-key"
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={settings.apiKey === "set" ? "Stored — type to replace" : "sk-…"}
                  onChange={(event) => setApiKey(event.target.value)}
                />
                <p className="muted field-hint">
                  Stored encrypted on the server and never shown again. A local server such as Ollama or llama.cpp needs none.
                </p>
                {settings.apiKey === "set" && (
                  <label>
                    <input type="checkbox" checked={clearKey} onChange={(event) => setClearKey(event.target.checked)} /> Remove the stored key
                  </label>
                )}
              </div>
              <div className="form-actions">
                <button type="button" className="button" disabled={testing} onClick={() => void testConnection()}>
                  {testing ? "Testing…" : "Test connection"}
                </button>
              </div>
              {test && <ConnectionResult test={test} chatModel={settings.chatModel} onPick={(model) => setSettings({ ...settings, chatModel: model })} />}
            </>
          )}
          <h2>You</h2>
          {field(
            "timeZone",
            "Time zone",
            Intl.DateTimeFormat().resolvedOptions().timeZone,
            "Your own time zone: the chat resolves “yesterday” and “last week” in it.",
            "time-zones",
          )}
          <datalist id="time-zones">
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {error && <ErrorNotice message={error.message} code={error.code} />}
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Save settings
            </button>
            {status && (
              <span role="status" className="muted">
                {status}
              </span>
            )}
          </div>
          {notice && (
            <p className="notice notice-warn" role="alert" data-testid="settings-notice">
              {notice}
            </p>
          )}
        </form>
        <AppearancePanel />
        <YourDataPanel
          onImported={onImported}
          onErased={() => {
            void load();
            onSaved();
            onImported();
          }}
        />
      </div>
    </section>
  );
};

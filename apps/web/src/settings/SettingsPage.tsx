import { useEffect, useState, type FormEvent } from "react";
import type { ApiError} from "../api/client.js";
import { api } from "../api/client.js";
import type { SettingsJson } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { AppearancePanel } from "./AppearancePanel.js";
import { ConnectionResult, type ConnectionTest } from "./ConnectionResult.js";
import { YourDataPanel } from "./YourDataPanel.js";
import { userLanguage } from "../language/locale.js";
import { settingsWords } from "./settingsWords.js";

/** IANA time zones the browser knows, for the time zone field's suggestions. */
const timeZones: ReadonlyArray<string> = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/** The model provider: offline (no AI model) or any OpenAI-compatible endpoint (the API key is write-only), the appearance, and your data's export and imports (`onImported`: conversations were added). */
export const SettingsPage = ({ onSaved, onImported }: { onSaved: () => void; onImported: () => void }) => {
  const words = settingsWords[userLanguage()];
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
  if (!settings) return <p className="muted">{words.loading}</p>;

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
      setStatus(words.saved);
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
    <section className="settings" aria-label={words.settings}>
      <header className="page-header">
        <h1>{words.settings}</h1>
      </header>
      <div className="page-body">
        <form className="panel" onSubmit={save}>
          <h2>{words.model}</h2>
          <fieldset className="choice">
            <legend className="field-label">{words.whoAnswers}</legend>
            <label>
              <input
                type="radio"
                name="provider"
                checked={settings.provider === "offline"}
                onChange={() => setSettings({ ...settings, provider: "offline" })}
              />{" "}
              {words.offline}
            </label>
            <label>
              <input
                type="radio"
                name="provider"
                checked={settings.provider === "openai"}
                onChange={() => setSettings({ ...settings, provider: "openai" })}
              />{" "}
              {words.openai}
            </label>
          </fieldset>
          {settings.provider === "openai" && (
            <>
              {field("baseUrl", words.baseUrl, "https://api.openai.com/v1", words.baseUrlHint)}
              {field("chatModel", words.chatModel, "gpt-4.1-mini", undefined, test?.ok ? "provider-models" : undefined)}
              {test?.ok && (
                <datalist id="provider-models">
                  {test.models.map((model) => (
                    <option key={model} value={model} />
                  ))}
                </datalist>
              )}
              {field("embeddingModel", words.embeddingModel, "text-embedding-3-small")}
              <div className="field">
                <label htmlFor="settings-api-key" className="field-label">
                  {words.apiKey} <span className="badge" data-testid="api-key-status">{words.keyStates[settings.apiKey]}</span>
                </label>
                <input
                  id="settings-api-key"
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  placeholder={settings.apiKey === "set" ? words.storedTypeToReplace : "sk-…"}
                  onChange={(event) => setApiKey(event.target.value)}
                />
                <p className="muted field-hint">{words.apiKeyHint}</p>
                {settings.apiKey === "set" && (
                  <label>
                    <input type="checkbox" checked={clearKey} onChange={(event) => setClearKey(event.target.checked)} /> {words.removeStoredKey}
                  </label>
                )}
              </div>
              <div className="form-actions">
                <button type="button" className="button" disabled={testing} onClick={() => void testConnection()}>
                  {testing ? words.testing : words.testConnection}
                </button>
              </div>
              {test && <ConnectionResult test={test} chatModel={settings.chatModel} onPick={(model) => setSettings({ ...settings, chatModel: model })} />}
            </>
          )}
          <h2>{words.you}</h2>
          {field(
            "timeZone",
            words.timeZone,
            Intl.DateTimeFormat().resolvedOptions().timeZone,
            words.timeZoneHint,
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
              {words.saveSettings}
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

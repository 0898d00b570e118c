import type { Language, Problem } from "@lifeos/core";
import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { readTextFile } from "../api/readTextFile.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { activityWords } from "./activityWords.js";
import { decimal, wholePercent } from "./format.js";
import { dateText } from "../language/dateText.js";
import { isCalendarDate } from "../markdown/citations.js";
import { importWords } from "./importWords.js";
import { errorText, problemText } from "../language/problemWords.js";

interface PreviewJson {
  readonly delimiter: string;
  readonly headers: ReadonlyArray<string>;
  readonly mapping: Readonly<Record<string, string>>;
  readonly proposal: { readonly confidence: Readonly<Record<string, number>>; readonly overall: number };
  readonly numberFormat: "dot" | "comma";
  readonly dateFormat: "YMD" | "DMY" | "MDY";
  readonly rows: ReadonlyArray<{ readonly line: number; readonly errors: ReadonlyArray<string>; readonly problems?: ReadonlyArray<Problem>; readonly draft: Readonly<Record<string, unknown>> | null }>;
  readonly rowCount: number;
  readonly valid: number;
  readonly invalid: number;
  readonly fx: { readonly direction: "toBase" | "perBase"; readonly source: "detected" | "assumed" | "chosen" | "saved" } | null;
}

/** What is wrong with a line in `language`: each problem in the web's words when its code is known, else the server's (a server without codes sends only `errors`). */
const lineProblems = (row: { readonly errors: ReadonlyArray<string>; readonly problems?: ReadonlyArray<Problem> }, language: Language): ReadonlyArray<string> =>
  row.problems === undefined ? row.errors : row.problems.map((problem) => problemText(problem, language));

/** The rate direction a profile keeps: the one the file showed or the person chose; none when it was only assumed (the next file may show it). */
const savedDirection = (preview: PreviewJson) => (preview.fx === null || preview.fx.source === "assumed" ? null : preview.fx.direction);

interface ProfileJson {
  readonly id: string;
  readonly name: string;
}

const fields = ["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency", "fxRate", "account", "note"] as const;

/**
 * The CSV import wizard: paste or choose a file and an account, check the
 * detected format and the proposed mapping (change any column), preview with
 * each line's errors, then import every line or none. The mapping (with the
 * way the broker writes its exchange rates) can be saved as a profile and
 * chosen for the next export of the same broker.
 */
export const ImportWizard = ({ accounts, onImported }: { accounts: ReadonlyArray<{ id: string; name: string }>; onImported: () => void }) => {
  const [csv, setCsv] = useState("");
  const [accountId, setAccountId] = useState("");
  const [preview, setPreview] = useState<PreviewJson | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [profileName, setProfileName] = useState("");
  const [profiles, setProfiles] = useState<ReadonlyArray<ProfileJson>>([]);
  const [profileId, setProfileId] = useState("");
  const language = useAnswerLanguage();
  const words = importWords[language];
  const fieldNames = activityWords[language].fields;
  const typeNames = activityWords[language].types;
  const locale = useAnswerLocale();
  const confidence = (value: number) => wholePercent(value, locale);
  /** A line read without errors: its date, type, asset and quantity (or amount), in the person's words and numbers. */
  const drafted = (draft: Readonly<Record<string, unknown>>) => {
    const date = String(draft["date"] ?? "");
    const type = String(draft["type"] ?? "");
    const count = draft["quantity"] ?? draft["amount"];
    return [isCalendarDate(date) ? dateText(date, locale) : date, (typeNames as Readonly<Record<string, string>>)[type] ?? type, String(draft["symbol"] ?? ""), count === null || count === undefined ? "" : decimal(String(count), locale)].join(" ");
  };
  const loadProfiles = () => api<{ items: ReadonlyArray<ProfileJson> }>("/portfolio/import/profiles").then((result) => setProfiles(result.items)).catch(() => setProfiles([]));
  useEffect(() => {
    void loadProfiles();
  }, []);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const body = (overrides: Record<string, unknown> = {}) => ({ csv, ...(accountId ? { accountId } : {}), ...(profileId ? { profileId } : {}), ...(mapping ? { mapping } : {}), ...(preview ? { numberFormat: preview.numberFormat, dateFormat: preview.dateFormat } : {}), ...(preview?.fx?.source === "chosen" ? { fxDirection: preview.fx.direction } : {}), ...overrides });
  const run = async (work: () => Promise<void>) => {
    setError(null);
    setMessage(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure, language));
    }
  };
  const check = (overrides: Record<string, unknown> = {}) =>
    run(async () => {
      const result = await api<PreviewJson>("/portfolio/import/preview", { method: "POST", body: body(overrides) });
      setPreview(result);
      setMapping({ ...result.mapping });
    });
  return (
    <div className="import-wizard" data-testid="import-wizard">
      <label>
        {words.csvExport}
        <textarea aria-label="CSV" rows={6} value={csv} onChange={(event) => { setCsv(event.target.value); setPreview(null); setMapping(null); }} />
      </label>
      <input type="file" accept=".csv,text/csv" aria-label={words.csvFile} onChange={(event) => { const picked = event.target.files?.[0]; if (picked) void readTextFile(picked).then((text) => { setCsv(text); setPreview(null); setMapping(null); }); }} />
      <select aria-label={words.importInto} value={accountId} onChange={(event) => setAccountId(event.target.value)}>
        <option value="">{words.accountColumn}</option>
        {accounts.map((account) => <option key={account.id} value={account.id}>{account.name}</option>)}
      </select>
      {profiles.length > 0 && (
        <select aria-label={words.profile} value={profileId} onChange={(event) => { setProfileId(event.target.value); setPreview(null); setMapping(null); }}>
          <option value="">{words.noProfile}</option>
          {profiles.map((profile) => <option key={profile.id} value={profile.id}>{profile.name}</option>)}
        </select>
      )}
      <button type="button" className="button" disabled={csv.trim() === ""} onClick={() => void check()}>{words.preview}</button>
      {preview && mapping && (
        <>
          <p>
            {words.delimiter(preview.delimiter === "\t" ? words.tab : preview.delimiter)}{" "}
            <select aria-label={words.numberFormat} value={preview.numberFormat} onChange={(event) => void check({ numberFormat: event.target.value })}>
              <option value="dot">1,234.56</option>
              <option value="comma">1.234,56</option>
            </select>{" "}
            {words.dates}{" "}
            <select aria-label={words.dateFormat} value={preview.dateFormat} onChange={(event) => void check({ dateFormat: event.target.value })}>
              {(["YMD", "DMY", "MDY"] as const).map((format) => <option key={format} value={format}>{words.dateFormats[format]}</option>)}
            </select>
            {words.confidence(confidence(preview.proposal.overall))}
          </p>
          {preview.fx && (
            <p data-testid="import-fx">
              {words.ratesReadAs}{" "}
              <select aria-label={words.rateDirection} value={preview.fx.direction} onChange={(event) => void check({ fxDirection: event.target.value })}>
                <option value="toBase">{words.toBase}</option>
                <option value="perBase">{words.perBase}</option>
              </select>{" "}
              {words.fxSource[preview.fx.source]}
            </p>
          )}
          <table className="mapping-table">
            <tbody>
              {fields.map((field) => (
                <tr key={field}>
                  <th>{fieldNames[field]}</th>
                  <td>
                    <select aria-label={words.columnFor(fieldNames[field])} value={mapping[field] ?? ""} onChange={(event) => setMapping({ ...Object.fromEntries(Object.entries(mapping).filter(([key]) => key !== field)), ...(event.target.value ? { [field]: event.target.value } : {}) })}>
                      <option value="">—</option>
                      {preview.headers.map((header) => <option key={header}>{header}</option>)}
                    </select>
                  </td>
                  <td className="muted">{preview.proposal.confidence[field] !== undefined ? confidence(preview.proposal.confidence[field]) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => void check()}>{words.applyMapping}</button>
          <p data-testid="import-summary">{words.summary(preview.valid, preview.rowCount, preview.invalid)}</p>
          <ul className="import-rows">
            {preview.rows.slice(0, 100).map((row) => (
              <li key={row.line} className={row.errors.length > 0 ? "loss" : ""}>
                {words.line(row.line)}: {row.errors.length > 0 ? lineProblems(row, language).join("; ") : drafted(row.draft ?? {})}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-primary"
            disabled={preview.invalid > 0}
            onClick={() =>
              void run(async () => {
                const result = await api<{ inserted: number; skipped: number }>("/portfolio/import/commit", { method: "POST", body: body() });
                setMessage(words.imported(result.inserted, result.skipped));
                onImported();
              })
            }
          >
            {words.importAll}
          </button>
          <input aria-label={words.profileName} placeholder={words.saveAs} value={profileName} onChange={(event) => setProfileName(event.target.value)} />
          <button type="button" className="button" disabled={profileName.trim() === ""} onClick={() => void run(async () => { await api("/portfolio/import/profiles", { method: "POST", body: { name: profileName.trim(), mapping, delimiter: preview.delimiter, numberFormat: preview.numberFormat, dateFormat: preview.dateFormat, fxDirection: savedDirection(preview) } }); setMessage(words.savedProfile(profileName.trim())); await loadProfiles(); })}>
            {words.saveProfile}
          </button>
        </>
      )}
      {message && <p role="status" data-testid="import-message">{message}</p>}
      {error && <p role="alert" className="message-error">{error}</p>}
    </div>
  );
};

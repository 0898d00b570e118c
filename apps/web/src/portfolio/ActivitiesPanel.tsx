import { useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import { DateField } from "../components/DateField.js";
import { dateText } from "../language/dateText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { activityTypes, activityWords } from "./activityWords.js";
import { decimal } from "./format.js";
import { errorText } from "../language/problemWords.js";

interface ActivityJson {
  readonly id: string;
  readonly accountId: string;
  readonly assetId: string | null;
  readonly type: string;
  readonly date: string;
  readonly quantity: string | null;
  readonly unitPrice: string | null;
  readonly amount: string | null;
  readonly fee: string;
  readonly currency: string;
}


/** Activities newest first, filtered by account, type and dates, each editable (numbers and date) or deletable. */
export const ActivitiesPanel = ({ version, onChanged, accounts, symbols }: { version: number; onChanged: () => void; accounts: ReadonlyArray<{ id: string; name: string }>; symbols: ReadonlyMap<string, string> }) => {
  const [filters, setFilters] = useState({ accountId: "", types: "", from: "", to: "" });
  const [page, setPage] = useState<Page<ActivityJson> | null>(null);
  const [editing, setEditing] = useState<ActivityJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = useAnswerLanguage();
  const words = activityWords[language];
  const locale = useAnswerLocale();
  const typeName = (type: string) => (words.types as Readonly<Record<string, string>>)[type] ?? type;
  useEffect(() => {
    // Only the latest filters' answer is shown: an earlier one arriving late (two dates typed in a row) is dropped.
    const controller = new AbortController();
    api<Page<ActivityJson>>(`/portfolio/activities${query({ ...filters, limit: 100 })}`, { signal: controller.signal })
      .then((found) => {
        if (!controller.signal.aborted) setPage(found);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorText(failure, language));
      });
    return () => controller.abort();
  }, [filters, version, language]);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const save = async () => {
    if (!editing) return;
    try {
      await api(`/portfolio/activities/${editing.id}`, { method: "PATCH", body: { date: editing.date, quantity: editing.quantity, unitPrice: editing.unitPrice, amount: editing.amount, fee: editing.fee } });
      setEditing(null);
      onChanged();
    } catch (failure) {
      setError(errorText(failure, language));
    }
  };
  return (
    <div className="portfolio-activities">
      <div className="filters">
        <select aria-label={words.account} value={filters.accountId} onChange={(event) => setFilters({ ...filters, accountId: event.target.value })}>
          <option value="">{words.allAccounts}</option>
          {accounts.map((account) => <option key={account.id} value={account.id}>{account.name}</option>)}
        </select>
        <select aria-label={words.type} value={filters.types} onChange={(event) => setFilters({ ...filters, types: event.target.value })}>
          <option value="">{words.allTypes}</option>
          {activityTypes.map((type) => <option key={type} value={type}>{words.types[type]}</option>)}
        </select>
        <label className="filter-date">
          {words.from} <DateField value={filters.from} onChange={(from) => setFilters({ ...filters, from })} />
        </label>
        <label className="filter-date">
          {words.to} <DateField value={filters.to} onChange={(to) => setFilters({ ...filters, to })} />
        </label>
      </div>
      {error && <p role="alert" className="message-error">{error}</p>}
      <table className="activities-table" data-testid="activities-table">
        <thead><tr>{(["date", "type", "account", "symbol", "quantity", "unitPrice", "amount", "fee"] as const).map((field) => <th key={field}>{words.fields[field]}</th>)}<th /></tr></thead>
        <tbody>
          {(page?.items ?? []).map((activity) =>
            editing?.id === activity.id ? (
              <tr key={activity.id}>
                <td><DateField label={words.fields.date} value={editing.date} onChange={(date) => setEditing({ ...editing, date })} /></td>
                <td>{typeName(activity.type)}</td>
                <td>{names.get(activity.accountId)}</td>
                <td>{activity.assetId ? symbols.get(activity.assetId) : ""}</td>
                {(["quantity", "unitPrice", "amount", "fee"] as const).map((field) => (
                  <td key={field}><input aria-label={words.fields[field]} size={8} value={editing[field] ?? ""} onChange={(event) => setEditing({ ...editing, [field]: event.target.value === "" ? null : event.target.value })} /></td>
                ))}
                <td><button type="button" className="button button-primary" onClick={() => void save()}>{words.save}</button> <button type="button" className="button" onClick={() => setEditing(null)}>{words.cancel}</button></td>
              </tr>
            ) : (
              <tr key={activity.id}>
                <td>{dateText(activity.date, locale)}</td><td>{typeName(activity.type)}</td><td>{names.get(activity.accountId)}</td><td>{activity.assetId ? symbols.get(activity.assetId) : ""}</td>
                <td>{decimal(activity.quantity, locale)}</td><td>{decimal(activity.unitPrice, locale)}</td><td>{decimal(activity.amount, locale)}</td><td>{decimal(activity.fee, locale)}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => setEditing(activity)}>{words.edit}</button>{" "}
                  <button type="button" className="link-button" onClick={() => void api(`/portfolio/activities/${activity.id}`, { method: "DELETE" }).then(onChanged).catch((failure: unknown) => setError(errorText(failure, language)))}>{words.delete}</button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {page?.items.length === 0 && <p className="card-empty">{words.noActivities}</p>}
    </div>
  );
};

import { Schema } from "effect";
import type { Account } from "../account.js";
import type { ActivityDraft } from "../draft.js";
import { ActivityDraft as ActivityDraftSchema } from "../draft.js";
import type { ColumnMapping, DateFormat, NumberFormat } from "../importProfile.js";
import { activityTypeOf } from "./columnMapping.js";
import { parseDate, parseNumber } from "./formats.js";
import type { FxDirection, FxDirectionGuess } from "./fxDirection.js";
import { detectFxDirection, rateToBase } from "./fxDirection.js";
import type { ParsedCsv } from "./parseCsv.js";

export interface ImportOptions {
  readonly mapping: ColumnMapping;
  readonly numberFormat: NumberFormat;
  readonly dateFormat: DateFormat;
  /** The account of rows without an account column (or whose account names no account of the user). */
  readonly accountId?: string;
  readonly accounts: ReadonlyArray<Account>;
  /** How the rate column is written; detected from the rows (see `detectFxDirection`) when left out. */
  readonly fxDirection?: FxDirection;
}

export interface PreviewRow {
  readonly line: number;
  readonly draft: ActivityDraft | null;
  readonly errors: ReadonlyArray<string>;
}

export interface ImportPreview {
  readonly rows: ReadonlyArray<PreviewRow>;
  readonly valid: number;
  readonly invalid: number;
  /** Which way the rate column was read and why; undefined when no column is mapped to the rate. */
  readonly fx: FxDirectionGuess | undefined;
}

/** FNV-1a, 64 bits as hex: a stable key of a line's content (not a security hash). */
const fingerprint = (text: string): string => {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index++) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
};

const decodeDraft = Schema.decodeUnknownExit(ActivityDraftSchema);

/**
 * A row without a type that trades: a symbol, a price and a signed quantity
 * (brokers that write no type sign the quantity): BUY when positive, SELL
 * when negative; undefined otherwise.
 */
const tradeBySign = (symbol: string, quantity: string, unitPrice: string, format: NumberFormat): "BUY" | "SELL" | undefined => {
  if (symbol === "" || unitPrice === "") return undefined;
  const value = parseNumber(quantity, format);
  if (value === undefined || /^-?0(\.0*)?$/.test(value)) return undefined;
  return value.startsWith("-") ? "SELL" : "BUY";
};

/**
 * Turns each CSV row into a draft activity, or into the reasons it cannot
 * be one (with its line number): unknown types (a row with none that has a
 * symbol, a price and a signed quantity is a BUY or a SELL by its sign; a
 * currency code in an unnamed column after the price is its currency), unreadable dates or numbers,
 * a missing account, numbers its type needs. Negative quantities and amounts
 * are taken as their size (brokers sign sells and withdrawals). Each draft's
 * `importKey` is a fingerprint of its account and cells plus its occurrence,
 * so importing the same file again adds nothing, while two identical trades
 * on one day stay two. A rate column is stored as the multiplier into the
 * base currency: written the other way (units of the row's currency per
 * base unit, see `FxDirection`), each rate is inverted; `fx` says which way
 * was read and whether the rows showed it or it was assumed.
 */
export const previewImport = (parsed: ParsedCsv, options: ImportOptions): ImportPreview => {
  const column = (field: string) => {
    const header = options.mapping[field];
    return header === undefined ? -1 : parsed.headers.indexOf(header);
  };
  const columns = Object.fromEntries(["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency", "fxRate", "account", "note"].map((field) => [field, column(field)]));
  // A currency code in an unnamed column right after the price is the price's currency ("Price,,": "172,10","USD").
  const priceColumn = columns["unitPrice"] ?? -1;
  const priceCurrency = (cells: ReadonlyArray<string>): string => {
    if (priceColumn < 0 || (parsed.headers[priceColumn + 1] ?? "x") !== "") return "";
    const code = (cells[priceColumn + 1] ?? "").trim();
    return /^[A-Za-z]{3}$/.test(code) ? code : "";
  };
  const fx: FxDirectionGuess | undefined =
    columns["fxRate"]! < 0 ? undefined : options.fxDirection !== undefined ? { direction: options.fxDirection, source: "chosen", rowsAgreeing: 0 } : detectFxDirection(parsed, options.mapping, options.numberFormat);
  const seen = new Map<string, number>();
  const byName = new Map(options.accounts.map((account) => [account.name.trim().toLowerCase(), account]));
  const byId = new Map(options.accounts.map((account) => [account.id as string, account]));
  const rows = parsed.rows.map((row): PreviewRow => {
    const cell = (field: string) => {
      const index = columns[field] ?? -1;
      return index < 0 ? "" : (row.cells[index] ?? "").trim();
    };
    const errors: string[] = [];
    const number = (field: string, required: boolean) => {
      const text = cell(field);
      if (text === "") {
        if (required) errors.push(`${field} is empty`);
        return null;
      }
      const value = parseNumber(text, options.numberFormat);
      if (value === undefined) {
        errors.push(`${field} "${text}" is not a number`);
        return null;
      }
      return value.replace(/^-/, "");
    };
    const typeText = cell("type");
    const type = activityTypeOf(typeText) ?? (typeText === "" ? tradeBySign(cell("symbol"), cell("quantity"), cell("unitPrice"), options.numberFormat) : undefined);
    if (type === undefined) errors.push(typeText === "" ? "type is empty" : `unknown activity type "${typeText}"`);
    const date = parseDate(cell("date"), options.dateFormat);
    if (date === undefined) errors.push(cell("date") === "" ? "date is empty" : `date "${cell("date")}" is not a date in ${options.dateFormat} order`);
    const accountText = cell("account");
    const account = accountText === "" ? (options.accountId === undefined ? undefined : byId.get(options.accountId)) : (byName.get(accountText.toLowerCase()) ?? byId.get(accountText));
    if (account === undefined) errors.push(accountText === "" ? "no account: choose one for the file" : `unknown account "${accountText}"`);
    const quantity = number("quantity", false);
    const unitPrice = number("unitPrice", false);
    let amount = number("amount", false);
    const fee = number("fee", false) ?? "0";
    const writtenRate = number("fxRate", false);
    const fxRate = writtenRate === null || fx === undefined ? writtenRate : rateToBase(writtenRate, fx.direction);
    if (type !== undefined && amount === null && quantity !== null && unitPrice !== null && !["BUY", "SELL", "SPLIT"].includes(type))
      amount = String(Number(quantity) * Number(unitPrice));
    const currencyText = (cell("currency") || priceCurrency(row.cells)).toUpperCase();
    const currency = currencyText === "" ? (account?.currency ?? "") : currencyText;
    if (errors.length > 0 || type === undefined || date === undefined || account === undefined) return { line: row.line, draft: null, errors };
    const content = `${account.id}|${row.cells.join("\u001f")}`;
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    const candidate = {
      accountId: account.id,
      symbol: cell("symbol") === "" ? null : cell("symbol").toUpperCase(),
      type,
      date,
      quantity,
      unitPrice,
      amount,
      fee,
      currency,
      fxRate,
      note: cell("note") === "" ? null : cell("note").slice(0, 500),
      importKey: `csv:${fingerprint(content)}:${occurrence}`,
    };
    const exit = decodeDraft(candidate);
    if (exit._tag === "Failure") {
      const message = String(exit.cause).split("\n")[0] ?? "invalid activity";
      return { line: row.line, draft: null, errors: [message.replace(/^.*?Error: /, "")] };
    }
    return { line: row.line, draft: exit.value, errors: [] };
  });
  // Lines below the last dated one with no date, type or symbol are a statement's totals or balances: say so, and what to do.
  const lastDated = rows.findLastIndex((row) => row.draft !== null || !row.errors.some((error) => error.startsWith("date ")));
  const dateColumn = columns["date"] ?? -1;
  const footer = (row: PreviewRow, index: number) => {
    const cells = parsed.rows[index]!.cells;
    const blank = (field: string) => (cells[columns[field] ?? -1] ?? "").trim() === "";
    return index > lastDated && row.draft === null && blank("type") && blank("symbol") && parseDate(cells[dateColumn] ?? "", options.dateFormat) === undefined;
  };
  const explained = rows.map((row, index) =>
    footer(row, index) ? { ...row, errors: [`not an activity (a total or balance below the table?): remove line ${row.line} from the file`] } : row,
  );
  const valid = explained.filter((row) => row.draft !== null).length;
  return { rows: explained, valid, invalid: explained.length - valid, fx };
};

import { Schema } from "effect";
import { problem as anyProblem, type Problem } from "../../common/problem.js";
import type { Account } from "../account.js";
import type { ActivityDraft } from "../draft.js";
import { ActivityDraft as ActivityDraftSchema } from "../draft.js";
import type { ColumnMapping, DateFormat, FxDirection, NumberFormat } from "../importProfile.js";
import { activityTypeOf } from "./columnMapping.js";
import { parseDate, parseNumber } from "./formats.js";
import type { FxDirectionGuess } from "./fxDirection.js";
import { detectFxDirection, rateToBase } from "./fxDirection.js";
import type { ParsedCsv } from "./parseCsv.js";

export interface ImportOptions {
  readonly mapping: ColumnMapping;
  readonly numberFormat: NumberFormat;
  readonly dateFormat: DateFormat;
  /** The account of rows without an account column (or whose account names no account of the user). */
  readonly accountId?: string;
  readonly accounts: ReadonlyArray<Account>;
  /** How the rate column is written, chosen for this import; else `savedFxDirection`, else detected from the rows (see `detectFxDirection`). */
  readonly fxDirection?: FxDirection;
  /** How the import profile in use says the broker writes its rates. */
  readonly savedFxDirection?: FxDirection;
}

/** The codes of what can be wrong with a line of a CSV import (`PreviewRow.problems`); a client writes each in its own words. */
export const csvProblemCodes = [
  "CSV_EMPTY_FIELD",
  "CSV_NOT_A_NUMBER",
  "CSV_UNKNOWN_TYPE",
  "CSV_NOT_A_DATE",
  "CSV_NO_ACCOUNT",
  "CSV_UNKNOWN_ACCOUNT",
  "CSV_NO_RATE_TO_CONVERT",
  "CSV_INVALID_ACTIVITY",
  "CSV_NOT_AN_ACTIVITY",
] as const;
export type CsvProblemCode = (typeof csvProblemCodes)[number];

const problem = (code: CsvProblemCode, params: Problem["params"], message: string): Problem => anyProblem(code, params, message);

export interface PreviewRow {
  readonly line: number;
  readonly draft: ActivityDraft | null;
  /** What is wrong with the line, in the server's words (`problems`' messages, kept for clients that read only these). */
  readonly errors: ReadonlyArray<string>;
  /** What is wrong with the line, each as a code and its values (`CSV_EMPTY_FIELD` `{ field }`, …), in the order of `errors`. */
  readonly problems: ReadonlyArray<Problem>;
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

/** Most decimals an amount converted into the row's currency keeps. */
const convertedDecimals = 8;

/**
 * A money cell (`amount` or `fee`) in the row's currency. A currency code
 * written after it that is not the row's says the cell is in another
 * currency: a broker's account (base) currency (Degiro writes "Valor" and
 * its costs in euros beside a trade in dollars). With the row's rate into
 * the base currency, it is divided back into the row's currency; without
 * one, a trade's amount (price × quantity says it anyway) is left out, a fee
 * is kept as written (a few cents off rather than a refused file), and any
 * other amount is an error, since no number here can convert it.
 */
const amountInRowCurrency = (input: {
  readonly field: "amount" | "fee";
  readonly value: string;
  readonly type: string | undefined;
  readonly writtenIn: string;
  readonly currency: string;
  readonly account: Account | undefined;
  /** The row's rate as the file writes it, and which way it runs. */
  readonly rate: { readonly written: string; readonly direction: FxDirection } | null;
  readonly problems: Problem[];
}): string | null => {
  const { field, value, writtenIn, currency, account, rate } = input;
  if (writtenIn === "" || currency === "" || writtenIn === currency) return value;
  const written = Number(rate?.written);
  if (account !== undefined && writtenIn === account.currency.toUpperCase() && rate !== null && written > 0) {
    // A multiplier into the base divides back out of it; units of the row's currency per base unit multiply.
    const converted = rate.direction === "toBase" ? Number(value) / written : Number(value) * written;
    return converted.toFixed(convertedDecimals).replace(/0+$/, "").replace(/\.$/, "");
  }
  if (field === "fee") return value;
  if (input.type === "BUY" || input.type === "SELL") return null;
  input.problems.push(problem("CSV_NO_RATE_TO_CONVERT", { writtenIn, currency }, `amount is in ${writtenIn} and the row in ${currency}, with no exchange rate to convert it`));
  return null;
};

/** A line of the preview: its draft or its problems, and the problems' messages as `errors`. */
const lineOf = (line: number, draft: ActivityDraft | null, problems: ReadonlyArray<Problem>): PreviewRow => ({ line, draft, errors: problems.map((found) => found.message), problems });

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
 * was read and whether it was chosen, saved with the profile, shown by the
 * rows or assumed. An amount or fee written in the account's currency
 * beside a row in another one is converted into the row's (see
 * `amountInRowCurrency`).
 */
export const previewImport = (parsed: ParsedCsv, options: ImportOptions): ImportPreview => {
  const column = (field: string) => {
    const header = options.mapping[field];
    return header === undefined ? -1 : parsed.headers.indexOf(header);
  };
  const columns = Object.fromEntries(["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency", "fxRate", "account", "note"].map((field) => [field, column(field)]));
  // A currency code in an unnamed column right after a number is that number's currency ("Price,,": "172,10","USD").
  const currencyAfter = (field: string, cells: ReadonlyArray<string>): string => {
    const index = columns[field] ?? -1;
    if (index < 0 || (parsed.headers[index + 1] ?? "x") !== "") return "";
    const code = (cells[index + 1] ?? "").trim();
    return /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : "";
  };
  const fx: FxDirectionGuess | undefined =
    columns["fxRate"]! < 0
      ? undefined
      : options.fxDirection !== undefined
        ? { direction: options.fxDirection, source: "chosen", rowsAgreeing: 0 }
        : options.savedFxDirection !== undefined
          ? { direction: options.savedFxDirection, source: "saved", rowsAgreeing: 0 }
          : detectFxDirection(parsed, options.mapping, options.numberFormat);
  const seen = new Map<string, number>();
  const byName = new Map(options.accounts.map((account) => [account.name.trim().toLowerCase(), account]));
  const byId = new Map(options.accounts.map((account) => [account.id as string, account]));
  const rows = parsed.rows.map((row): PreviewRow => {
    const cell = (field: string) => {
      const index = columns[field] ?? -1;
      return index < 0 ? "" : (row.cells[index] ?? "").trim();
    };
    const problems: Problem[] = [];
    const number = (field: string, required: boolean) => {
      const text = cell(field);
      if (text === "") {
        if (required) problems.push(problem("CSV_EMPTY_FIELD", { field }, `${field} is empty`));
        return null;
      }
      const value = parseNumber(text, options.numberFormat);
      if (value === undefined) {
        problems.push(problem("CSV_NOT_A_NUMBER", { field, text }, `${field} "${text}" is not a number`));
        return null;
      }
      return value.replace(/^-/, "");
    };
    const typeText = cell("type");
    const type = activityTypeOf(typeText) ?? (typeText === "" ? tradeBySign(cell("symbol"), cell("quantity"), cell("unitPrice"), options.numberFormat) : undefined);
    if (type === undefined) problems.push(typeText === "" ? problem("CSV_EMPTY_FIELD", { field: "type" }, "type is empty") : problem("CSV_UNKNOWN_TYPE", { text: typeText }, `unknown activity type "${typeText}"`));
    const date = parseDate(cell("date"), options.dateFormat);
    if (date === undefined)
      problems.push(
        cell("date") === ""
          ? problem("CSV_EMPTY_FIELD", { field: "date" }, "date is empty")
          : problem("CSV_NOT_A_DATE", { text: cell("date"), order: options.dateFormat }, `date "${cell("date")}" is not a date in ${options.dateFormat} order`),
      );
    const accountText = cell("account");
    const account = accountText === "" ? (options.accountId === undefined ? undefined : byId.get(options.accountId)) : (byName.get(accountText.toLowerCase()) ?? byId.get(accountText));
    if (account === undefined)
      problems.push(accountText === "" ? problem("CSV_NO_ACCOUNT", {}, "no account: choose one for the file") : problem("CSV_UNKNOWN_ACCOUNT", { text: accountText }, `unknown account "${accountText}"`));
    const quantity = number("quantity", false);
    const unitPrice = number("unitPrice", false);
    const writtenRate = number("fxRate", false);
    const fxRate = writtenRate === null || fx === undefined ? writtenRate : rateToBase(writtenRate, fx.direction);
    const currencyText = (cell("currency") || currencyAfter("unitPrice", row.cells)).toUpperCase();
    const currency = currencyText === "" ? (account?.currency ?? "") : currencyText;
    const inRowCurrency = (field: "amount" | "fee", value: string | null) =>
      value === null
        ? null
        : amountInRowCurrency({ field, value, type, writtenIn: currencyAfter(field, row.cells), currency, account, rate: writtenRate === null || fx === undefined ? null : { written: writtenRate, direction: fx.direction }, problems });
    let amount = inRowCurrency("amount", number("amount", false));
    const fee = inRowCurrency("fee", number("fee", false)) ?? "0";
    if (type !== undefined && amount === null && quantity !== null && unitPrice !== null && !["BUY", "SELL", "SPLIT"].includes(type))
      amount = String(Number(quantity) * Number(unitPrice));
    if (problems.length > 0 || type === undefined || date === undefined || account === undefined) return lineOf(row.line, null, problems);
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
      return lineOf(row.line, null, [problem("CSV_INVALID_ACTIVITY", {}, message.replace(/^.*?Error: /, ""))]);
    }
    return lineOf(row.line, exit.value, []);
  });
  // Lines below the last dated one with no date, type or symbol are a statement's totals or balances: say so, and what to do.
  const lastDated = rows.findLastIndex((row) => row.draft !== null || !row.problems.some((found) => found.code === "CSV_NOT_A_DATE" || (found.code === "CSV_EMPTY_FIELD" && found.params["field"] === "date")));
  const dateColumn = columns["date"] ?? -1;
  const footer = (row: PreviewRow, index: number) => {
    const cells = parsed.rows[index]!.cells;
    const blank = (field: string) => (cells[columns[field] ?? -1] ?? "").trim() === "";
    return index > lastDated && row.draft === null && blank("type") && blank("symbol") && parseDate(cells[dateColumn] ?? "", options.dateFormat) === undefined;
  };
  const explained = rows.map((row, index) =>
    footer(row, index) ? lineOf(row.line, null, [problem("CSV_NOT_AN_ACTIVITY", { line: row.line }, `not an activity (a total or balance below the table?): remove line ${row.line} from the file`)]) : row,
  );
  const valid = explained.filter((row) => row.draft !== null).length;
  return { rows: explained, valid, invalid: explained.length - valid, fx };
};

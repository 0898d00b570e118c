import type { HoldingView } from "@lifeos/core";
import { useState } from "react";
import { decimal, money, percent, signClass } from "./format.js";
import { portfolioWords } from "./portfolioWords.js";
import { dateText } from "../language/dateText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";

export type HoldingJson = HoldingView;

type Column = "symbol" | "quantity" | "marketValue" | "unrealisedGain" | "unrealisedGainPercent" | "weight";
const columns: ReadonlyArray<Column> = ["symbol", "quantity", "marketValue", "unrealisedGain", "unrealisedGainPercent", "weight"];

/** Holdings, sortable by any column (click a header; again to reverse), with a bar of each one's weight. */
export const HoldingsTable = ({ holdings, currency }: { holdings: ReadonlyArray<HoldingJson>; currency: string }) => {
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: "marketValue", descending: true });
  const words = portfolioWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  if (holdings.length === 0) return <p className="card-empty">{words.noHoldings}</p>;
  const value = (holding: HoldingJson): number | string => (sort.column === "symbol" ? holding.symbol : Number(holding[sort.column] ?? 0));
  const sorted = [...holdings].sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    const order = typeof left === "string" ? left.localeCompare(String(right)) : left - (right as number);
    return sort.descending ? -order : order;
  });
  return (
    <table className="holdings-table" data-testid="holdings-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : "none"}>
              <button type="button" className="link-button" onClick={() => setSort({ column, descending: sort.column === column ? !sort.descending : column !== "symbol" })}>
                {words.columns[column]}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((holding) => (
          <tr key={`${holding.assetId}`} data-symbol={holding.symbol}>
            <td>
              <strong>{holding.symbol}</strong> <span className="muted">{holding.name}</span>
              {holding.priceStale && <span className="badge" title={holding.priceDate ? words.lastQuote(dateText(holding.priceDate, locale)) : words.noQuote}>{words.stale}</span>}
            </td>
            <td>{decimal(holding.quantity, locale)}</td>
            <td>{money(holding.marketValue, currency, locale)}</td>
            <td className={signClass(holding.unrealisedGain)} title={words.gainTitle(money(holding.fxEffect, currency, locale), money(holding.realisedGain, currency, locale))}>
              {money(holding.unrealisedGain, currency, locale)}
            </td>
            <td className={signClass(holding.unrealisedGainPercent)}>{percent(holding.unrealisedGainPercent, locale)}</td>
            <td>
              <span className="weight-bar" style={{ width: `${Math.max(2, holding.weight * 100)}%` }} aria-hidden="true" /> {percent(holding.weight, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

import type { HoldingView } from "@lifeos/core";
import { useState } from "react";
import { money, percent, signClass } from "./format.js";

export type HoldingJson = HoldingView;

type Column = "symbol" | "quantity" | "marketValue" | "unrealisedGain" | "unrealisedGainPercent" | "weight";
const columns: ReadonlyArray<readonly [Column, string]> = [
  ["symbol", "Asset"],
  ["quantity", "Quantity"],
  ["marketValue", "Value"],
  ["unrealisedGain", "Gain"],
  ["unrealisedGainPercent", "Gain %"],
  ["weight", "Weight"],
];

/** Holdings, sortable by any column (click a header; again to reverse), with a bar of each one's weight. */
export const HoldingsTable = ({ holdings, currency }: { holdings: ReadonlyArray<HoldingJson>; currency: string }) => {
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: "marketValue", descending: true });
  if (holdings.length === 0) return <p className="card-empty">No holdings yet.</p>;
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
          {columns.map(([column, label]) => (
            <th key={column} aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : "none"}>
              <button type="button" className="link-button" onClick={() => setSort({ column, descending: sort.column === column ? !sort.descending : column !== "symbol" })}>
                {label}
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
              {holding.priceStale && <span className="badge" title={holding.priceDate ? `Last quote ${holding.priceDate}` : "No quote"}>stale</span>}
            </td>
            <td>{Number(holding.quantity).toLocaleString()}</td>
            <td>{money(holding.marketValue, currency)}</td>
            <td className={signClass(holding.unrealisedGain)} title={`FX effect ${money(holding.fxEffect, currency)}; realised ${money(holding.realisedGain, currency)}`}>
              {money(holding.unrealisedGain, currency)}
            </td>
            <td className={signClass(holding.unrealisedGainPercent)}>{percent(holding.unrealisedGainPercent)}</td>
            <td>
              <span className="weight-bar" style={{ width: `${Math.max(2, holding.weight * 100)}%` }} aria-hidden="true" /> {percent(holding.weight)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

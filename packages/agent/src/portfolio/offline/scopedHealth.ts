import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Data } from "./portfolioFormat.js";

const rowsOf = (data: Data, field: string): ReadonlyArray<Data> => (Array.isArray(data[field]) ? (data[field] as ReadonlyArray<Data>) : []);

/**
 * The data check of an answer about some accounts alone ("what's in my ISA?"): only the issues of what those accounts
 * hold (their assets, the exchange rates their figures lacked, their cash), not those of the other accounts'; the
 * whole check when any holdings read are the whole portfolio's, or none were read.
 */
export const scopedHealth = (health: Data, results: ReadonlyArray<ToolResultView>): Data => {
  const holdings = results.filter((result) => result.success && result.name === "get_holdings");
  if (holdings.length === 0 || holdings.some((result) => typeof result.arguments["account"] !== "string")) return health;
  const held = new Set<string>();
  for (const { data } of holdings) {
    for (const row of [...rowsOf(data, "holdings"), ...rowsOf(data, "negativePositions")]) held.add(String(row["symbol"]));
    for (const pair of Array.isArray(data["missingFx"]) ? (data["missingFx"] as ReadonlyArray<unknown>) : []) held.add(String(pair));
    for (const row of rowsOf(data, "cash")) held.add(`${String(row["accountId"])}/${String(row["currency"])}`);
  }
  return { ...health, issues: rowsOf(health, "issues").filter((issue) => held.has(String(issue["subject"]))) };
};

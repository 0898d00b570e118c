import { detectDateFormat, detectNumberFormat, parseCsv, previewImport, proposeMapping, BoundedString, StorableText, ImportCsvOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

/** Most characters of CSV the tool reads, and preview rows it returns. */
export const importCsvCharsMax = 200_000;
const previewRowsMax = 20;

/** `import_csv`: reads a pasted CSV and proposes how to import it; it saves nothing. */
export const importCsv = defineTool({
  name: "import_csv",
  description:
    "Reads a pasted CSV export of broker activities and proposes how to import it: delimiter, number format (dot or comma decimals), date order, which column fills each field with a confidence 0-1, and a preview of the first 20 rows with per-line errors. It saves nothing: the user imports from the Portfolio page. account: the account for rows without an account column.",
  parameters: Schema.Struct({ csv: StorableText, account: Schema.optional(BoundedString(200)) }),
  output: ImportCsvOutput,
  readOnly: true,
  maxResults: previewRowsMax,
  run: (params, context) =>
    Effect.gen(function* () {
      // Accounts, assets and activities only: the smallest quote read will do.
      const data = yield* loadPortfolio(context.userId, todayIn(context.now, context.timeZone));
      const account = yield* findAccount(data.accounts, params.account);
      const parsed = parseCsv(params.csv.slice(0, importCsvCharsMax));
      const proposal = proposeMapping(parsed.headers);
      const column = (field: string) => {
        const index = proposal.mapping[field] === undefined ? -1 : parsed.headers.indexOf(proposal.mapping[field]!);
        return index < 0 ? [] : parsed.rows.map((row) => row.cells[index] ?? "");
      };
      const numberFormat = detectNumberFormat([...column("quantity"), ...column("unitPrice"), ...column("amount"), ...column("fee")]);
      const dateFormat = detectDateFormat(column("date"));
      const preview = previewImport(parsed, { mapping: proposal.mapping, numberFormat, dateFormat, accounts: data.accounts, ...(account === undefined ? {} : { accountId: account.id }) });
      const rows = preview.rows.slice(0, previewRowsMax);
      return {
        data: { delimiter: parsed.delimiter, headers: parsed.headers, numberFormat, dateFormat, proposal, preview: { rows, valid: preview.valid, invalid: preview.invalid, fx: preview.fx ?? null } },
        meta: portfolioMeta(rows.length, preview.rows.length, { account: account?.name }),
      };
    }),
});

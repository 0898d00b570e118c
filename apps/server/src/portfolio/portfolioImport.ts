import type { ImportPreview } from "@lifeos/core";
import {
  AccountId,
  ColumnMapping,
  DateFormat,
  detectDateFormat,
  FxDirection,
  detectNumberFormat,
  ImportProfileId,
  InvalidInput,
  MarketDataRepository,
  NewImportProfile,
  NotFound,
  NumberFormat,
  parseCsv,
  parseFxCsv,
  parseQuotesCsv,
  PortfolioRepository,
  previewImport,
  proposeMapping,
  StorableText,
} from "@lifeos/core";
import { invalidatePortfolio, saveDrafts } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";

/** `POST /portfolio/import/preview` and `/commit`: the CSV text and, optionally, choices that replace the detected ones. */
/** CSV text (an example the OpenAPI document shows). */
const CsvText = (example: string) =>
  StorableText.pipe(Schema.check(Schema.makeFilter(() => true, { toJsonSchema: () => ({ examples: [example] }) })));

export const CsvImportBody = Schema.Struct({
  csv: CsvText("date,type,amount,currency\n2025-01-02,DEPOSIT,100,EUR"),
  accountId: Schema.optional(AccountId),
  delimiter: Schema.optional(Schema.Literals([",", ";", "\t", "|"])),
  mapping: Schema.optional(ColumnMapping),
  numberFormat: Schema.optional(NumberFormat),
  dateFormat: Schema.optional(DateFormat),
  profileId: Schema.optional(ImportProfileId),
  /** How the exchange-rate column is written; else the profile's (`profileId`), else detected from the rows' base-currency totals. */
  fxDirection: Schema.optional(FxDirection),
});
export type CsvImportBody = typeof CsvImportBody.Type;

export const MarketDataCsvBody = Schema.Struct({ csv: CsvText("base,quote,date,rate\nEUR,USD,2025-01-02,1.08") });

/** Rows of a preview returned (the commit checks every row). */
const previewRowsMax = 500;

/**
 * CSV import of activities: a preview with the detected format, the proposed
 * mapping (or a saved profile's) with its confidence, and per-line errors;
 * a commit that saves every row or none (any bad line fails it with each
 * line's errors), skipping lines imported before. Quotes and FX rates by CSV
 * likewise. Mapping profiles are saved per user by name.
 */
export const portfolioImportRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  const prepare = (userId: Parameters<PortfolioRepository["Service"]["listAccounts"]>[0], body: CsvImportBody) =>
    Effect.gen(function* () {
      const repository = yield* PortfolioRepository;
      const accounts = yield* repository.listAccounts(userId);
      if (body.accountId !== undefined && !accounts.some((account) => account.id === body.accountId)) return yield* Effect.fail(NotFound.of("portfolioAccount", body.accountId));
      const profile = body.profileId === undefined ? undefined : (yield* repository.listImportProfiles(userId)).find((item) => item.id === body.profileId);
      if (body.profileId !== undefined && profile === undefined) return yield* Effect.fail(new InvalidInput({ message: "No import profile with this id", field: "profileId" }));
      const parsed = parseCsv(body.csv, body.delimiter ?? profile?.delimiter);
      if (parsed.headers.length === 0) return yield* Effect.fail(new InvalidInput({ message: "The CSV is empty", field: "csv" }));
      const proposal = proposeMapping(parsed.headers);
      const mapping = body.mapping ?? profile?.mapping ?? proposal.mapping;
      const column = (field: string) => {
        const index = mapping[field] === undefined ? -1 : parsed.headers.indexOf(mapping[field]!);
        return index < 0 ? [] : parsed.rows.map((row) => row.cells[index] ?? "");
      };
      const numberFormat = body.numberFormat ?? profile?.numberFormat ?? detectNumberFormat([...column("quantity"), ...column("unitPrice"), ...column("amount"), ...column("fee")]);
      const dateFormat = body.dateFormat ?? profile?.dateFormat ?? detectDateFormat(column("date"));
      const preview: ImportPreview = previewImport(parsed, { mapping, numberFormat, dateFormat, accounts, ...(body.accountId === undefined ? {} : { accountId: body.accountId }), ...(body.fxDirection === undefined ? {} : { fxDirection: body.fxDirection }), ...(profile?.fxDirection == null ? {} : { savedFxDirection: profile.fxDirection }) });
      return { delimiter: parsed.delimiter, headerLine: parsed.headerLine, headers: parsed.headers, proposal, mapping, numberFormat, dateFormat, preview };
    });

  app.post("/preview", async (c) => {
    const body = await readBody(c, CsvImportBody);
    const result = await context.run(prepare(c.get("userId"), body));
    const { preview, ...rest } = result;
    return c.json({ ...rest, rows: preview.rows.slice(0, previewRowsMax), rowCount: preview.rows.length, valid: preview.valid, invalid: preview.invalid, fx: preview.fx ?? null });
  });

  app.post("/commit", async (c) => {
    const body = await readBody(c, CsvImportBody);
    const userId = c.get("userId");
    const { preview } = await context.run(prepare(userId, body));
    const bad = preview.rows.filter((row) => row.errors.length > 0);
    if (bad.length > 0)
      throw new InvalidInput({ message: `Nothing was imported: ${bad.length} line(s) have errors. ${bad.slice(0, 20).map((row) => `Line ${row.line}: ${row.errors.join("; ")}`).join(". ")}`, field: "csv" });
    if (preview.rows.length === 0) throw new InvalidInput({ message: "The CSV has no rows", field: "csv" });
    const result = await context.run(saveDrafts(userId, preview.rows.map((row) => row.draft!)));
    return c.json({ inserted: result.inserted.length, skipped: result.skipped }, 201);
  });

  app.post("/quotes", async (c) => {
    const body = await readBody(c, MarketDataCsvBody);
    const userId = c.get("userId");
    const written = await context.run(
      Effect.gen(function* () {
        const parsed = parseQuotesCsv(body.csv, yield* (yield* PortfolioRepository).listAssets(userId));
        if (parsed.errors.length > 0)
          return yield* Effect.fail(new InvalidInput({ message: `Nothing was imported: ${parsed.errors.slice(0, 20).map((error) => `Line ${error.line}: ${error.message}`).join(". ")}`, field: "csv" }));
        const count = yield* (yield* MarketDataRepository).upsertQuotes(userId, parsed.rows);
        yield* invalidatePortfolio(userId);
        return count;
      }),
    );
    return c.json({ written }, 201);
  });

  app.post("/fx", async (c) => {
    const body = await readBody(c, MarketDataCsvBody);
    const userId = c.get("userId");
    const parsed = parseFxCsv(body.csv);
    if (parsed.errors.length > 0) throw new InvalidInput({ message: `Nothing was imported: ${parsed.errors.slice(0, 20).map((error) => `Line ${error.line}: ${error.message}`).join(". ")}`, field: "csv" });
    const written = await context.run(Effect.tap(MarketDataRepository.use((market) => market.upsertFxRates(userId, parsed.rows)), () => invalidatePortfolio(userId)));
    return c.json({ written }, 201);
  });

  app.get("/profiles", async (c) => c.json({ items: await context.run(PortfolioRepository.use((repository) => repository.listImportProfiles(c.get("userId")))) }));
  app.post("/profiles", async (c) => {
    const body = await readBody(c, NewImportProfile);
    return c.json(await context.run(PortfolioRepository.use((repository) => repository.saveImportProfile(c.get("userId"), body))), 201);
  });
  app.delete("/profiles/:id", async (c) => {
    const id = decodeOrThrow(Schema.Struct({ id: ImportProfileId }), { id: c.req.param("id") }).id;
    await context.run(PortfolioRepository.use((repository) => repository.deleteImportProfile(c.get("userId"), id)));
    return c.body(null, 204);
  });
  return app;
};

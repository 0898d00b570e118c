import type { ActivityDraft as Draft, PortfolioData } from "@lifeos/core";
import { ActivityDraft, ActivityType, RecordActivitiesOutput, CurrencyCode, DecimalString, InvalidInput, IsoDate, BoundedString } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { findAccount } from "./accountScope.js";
import { loadPortfolio, todayIn } from "./loadPortfolio.js";
import { portfolioMeta } from "./meta.js";

export const ActivityInput = Schema.Struct({
  account: Schema.optional(BoundedString(200)),
  type: ActivityType,
  symbol: Schema.optional(BoundedString(40)),
  date: Schema.optional(IsoDate),
  quantity: Schema.optional(DecimalString),
  unitPrice: Schema.optional(DecimalString),
  amount: Schema.optional(DecimalString),
  fee: Schema.optional(DecimalString),
  currency: Schema.optional(CurrencyCode),
  note: Schema.optional(BoundedString(500)),
});
export type ActivityInput = typeof ActivityInput.Type;

/** Most drafts one `record_activities` call makes. */
export const draftsMax = 50;

/** The one asset whose name has `word` as one of its words (case and accents aside), or undefined. */
const assetNamed = (data: PortfolioData, word: string) => {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const wanted = fold(word);
  const named = data.assets.filter((item) => item.name !== item.symbol && fold(item.name).split(/[^\p{L}\p{N}]+/u).includes(wanted));
  return named.length === 1 ? named[0] : undefined;
};

/**
 * A validated draft from a tool's input: the asset by its symbol, or by its name when one held has it (a name in small
 * letters that none has fails, asking the ticker); the account by name or id (else the
 * only account, or the only one with activities in the asset), the currency from the asset already known by
 * that symbol, else the account's; the date today when not given.
 */
export const toDraft = (data: PortfolioData, input: ActivityInput, today: string): Effect.Effect<Draft, InvalidInput> =>
  Effect.gen(function* () {
    const said = input.symbol === undefined ? null : input.symbol.trim().toUpperCase();
    // A symbol the user knows, else the one asset whose name holds the word ("Microsoft" is MSFT when "Microsoft Corp" is held).
    const asset = said === null ? undefined : (data.assets.find((item) => item.symbol === said) ?? assetNamed(data, said));
    // A name written as one ("Apple", with small letters) that no asset has is no ticker: which one is asked, never made up.
    if (asset === undefined && input.symbol !== undefined && /\p{Ll}/u.test(input.symbol))
      return yield* Effect.fail(new InvalidInput({ message: `Which ticker is "${input.symbol.trim()}"? No asset held has that name: give the asset's ticker`, field: "symbol" }));
    const symbol = asset?.symbol ?? said;
    // Without an account named: the only account, or the only one that has activities in this asset.
    const holding = asset === undefined ? [] : [...new Set(data.activities.filter((activity) => activity.assetId === asset.id).map((activity) => activity.accountId))];
    const account =
      input.account === undefined
        ? data.accounts.length === 1 ? data.accounts[0] : holding.length === 1 ? data.accounts.find((item) => item.id === holding[0]) : undefined
        : yield* findAccount(data.accounts, input.account).pipe(Effect.mapError(() => new InvalidInput({ message: `No account named "${input.account}"`, field: "account" })));
    if (account === undefined)
      return yield* Effect.fail(new InvalidInput({ message: data.accounts.length === 0 ? "There is no account yet: create one first" : `Which account? ${data.accounts.map((item) => item.name).join(", ")}`, field: "account" }));
    const candidate = {
      accountId: account.id,
      symbol,
      type: input.type,
      date: input.date ?? today,
      quantity: input.quantity ?? null,
      unitPrice: input.unitPrice ?? null,
      amount: input.amount ?? null,
      fee: input.fee ?? "0",
      currency: input.currency ?? asset?.currency ?? account.currency,
      fxRate: null,
      note: input.note === undefined ? null : input.note.slice(0, 500),
      importKey: null,
    };
    return yield* Schema.decodeUnknownEffect(ActivityDraft)(candidate).pipe(
      Effect.mapError((error) => new InvalidInput({ message: error.message.split("\n")[0] ?? "invalid activity" })),
    );
  });

const describe = "Nothing is saved: the user sees the draft with Confirm / Edit / Cancel, and only Confirm saves it. Tell the user to confirm it.";

/** `record_activity`: one draft activity for the user to confirm. */
export const recordActivity = defineTool({
  name: "record_activity",
  description:
    "Prepares one activity the user described ('I bought 10 VWCE at 98.40 yesterday') as a validated draft. BUY/SELL need symbol, quantity and unitPrice; DIVIDEND needs symbol and amount; DEPOSIT/WITHDRAWAL/FEE/TAX/INTEREST need amount; SPLIT needs symbol and the ratio in quantity. date YYYY-MM-DD (default today); account by name (optional with one account). " + describe,
  parameters: ActivityInput,
  output: RecordActivitiesOutput,
  readOnly: true,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const draft = yield* toDraft(data, params, today);
      return { data: { status: "draft" as const, drafts: [draft] }, meta: portfolioMeta(1, 1, {}) };
    }),
});

/** `record_activities`: several draft activities at once (at most 50), all for the user to confirm. */
export const recordActivities = defineTool({
  name: "record_activities",
  description: `Prepares several activities (at most ${draftsMax}) as validated drafts, each as for record_activity. ` + describe,
  parameters: Schema.Struct({ activities: Schema.Array(ActivityInput) }),
  output: RecordActivitiesOutput,
  readOnly: true,
  maxResults: draftsMax,
  run: (params, context) =>
    Effect.gen(function* () {
      if (params.activities.length > draftsMax) return yield* Effect.fail(new InvalidInput({ message: `At most ${draftsMax} activities at once`, field: "activities" }));
      const today = todayIn(context.now, context.timeZone);
      const data = yield* loadPortfolio(context.userId, today);
      const drafts = yield* Effect.forEach(params.activities, (input, index) =>
        toDraft(data, input, today).pipe(Effect.mapError((error) => new InvalidInput({ message: `activity ${index + 1}: ${error.message}`, field: `activities.${index}` }))),
      );
      return { data: { status: "draft" as const, drafts }, meta: portfolioMeta(drafts.length, params.activities.length, {}) };
    }),
});

import {
  Clock,
  InvalidInput,
  JournalSummaryRepository,
  LocalDate,
  MoodMetric,
  NotFound,
  SummaryKind,
  UserRepository,
  addDays,
  isLocalDate,
  toLocalDate,
} from "@lifeos/core";
import { summaryView } from "@lifeos/tools";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";
import { runTool } from "../http/runTool.js";

const Days = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 3660 }));

export const TimeSeriesQuery = Schema.Struct({
  metric: Schema.optional(MoodMetric),
  from: Schema.optional(LocalDate),
  to: Schema.optional(LocalDate),
  /** The last `days` days up to today (instead of `from`). */
  days: Schema.optional(Days),
});

export const CurrentStateQuery = Schema.Struct({
  days: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 90 }))),
});

/** `/summaries/{kind}/{period}`: a month `YYYY-MM` or a year `YYYY` of the calendar (year 0100 or later). */
export const SummaryParams = Schema.Struct({
  kind: SummaryKind,
  period: Schema.String.check(
    Schema.isPattern(/^\d{4}(-(0[1-9]|1[0-2]))?$/),
    Schema.makeFilter((period: string) => isLocalDate(`${period}-01-01`.slice(0, 10)) || "is not a month or year of the calendar"),
  ),
});

const summaryPeriod = (c: { req: { param: (name: "kind" | "period") => string } }) => {
  const { kind, period } = decodeOrThrow(SummaryParams, { kind: c.req.param("kind"), period: c.req.param("period") });
  if ((period.length === 7) !== (kind === "month")) {
    throw new InvalidInput({ message: "The period is YYYY-MM for a month and YYYY for a year", field: "period" });
  }
  return { kind, period };
};

/**
 * Mood and reflection over the journal, the same data the agent's tools
 * return: a mood time series, month and year summaries (read as stored, made
 * by a POST), and the current state with suggested todos.
 */
export const journalInsightRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get("/timeseries", async (c) => {
    const query = decodeOrThrow(TimeSeriesQuery, queryObject(c, ["days"]));
    const userId = c.get("userId");
    let from = query.from;
    if (query.days !== undefined && from === undefined) {
      const today = await context.run(
        Effect.gen(function* () {
          const user = yield* UserRepository.use((users) => users.get(userId));
          return toLocalDate(yield* Clock.use((clock) => clock.now), user.timeZone);
        }),
      );
      from = addDays(query.to ?? today, -(query.days - 1));
    }
    const result = await runTool(context, userId, "get_time_series", {
      metric: query.metric ?? "happiness",
      ...(from ? { from } : {}),
      ...(query.to ? { to: query.to } : {}),
    });
    return c.json(result.data as object);
  });

  // Reading never starts work (a page of another site could make a browser
  // read it): the stored summary, or NOT_FOUND until a POST has made one.
  app.get("/summaries/:kind/:period", async (c) => {
    const { kind, period } = summaryPeriod(c);
    const userId = c.get("userId");
    const stored = await context.run(JournalSummaryRepository.use((summaries) => summaries.get(userId, kind, period)));
    if (Option.isNone(stored)) {
      throw new NotFound({ entity: "summary", id: period, message: `No ${kind} summary of ${period} is stored yet; POST to this address makes one` });
    }
    return c.json({ summary: summaryView(stored.value) });
  });

  app.post("/summaries/:kind/:period", async (c) => {
    const { kind, period } = summaryPeriod(c);
    const result =
      kind === "month"
        ? await runTool(context, c.get("userId"), "get_month_summary", { month: period })
        : await runTool(context, c.get("userId"), "get_year_summary", { year: Number(period) });
    return c.json(result.data as object);
  });

  app.get("/current-state", async (c) => {
    const query = decodeOrThrow(CurrentStateQuery, queryObject(c, ["days"]));
    const result = await runTool(context, c.get("userId"), "get_current_state", query.days ? { days: query.days } : {});
    return c.json(result.data as object);
  });

  return app;
};

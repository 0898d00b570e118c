import { createHash } from "node:crypto";
import type { ReflectionObserver, ReflectionResult, SavedReflection } from "@lifeos/core";
import {
  InvalidInput,
  JournalEntryRepository,
  RateLimited,
  ReflectRequest,
  ReflectionRepository,
  ReflectionRequestKey,
  Reflector,
  isLifeOsError,
} from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { errorStatus } from "../http/errorStatus.js";
import { makeRateLimiter } from "../http/RateLimiter.js";
import { readBody } from "../http/readBody.js";
import { logger } from "../logger.js";
import type { ReflectionMetrics } from "./reflectionMetrics.js";
import type { ReflectionSettings } from "./reflectionSettings.js";
import { traceIdOf } from "./traceId.js";

/** A short hash of a text for logs, which never carry the text itself. */
const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

const isRequestKey = Schema.is(ReflectionRequestKey);

/** The `Idempotency-Key` header, checked (absent: undefined). */
const requestKeyOf = (header: string | undefined): ReflectionRequestKey | undefined => {
  if (header === undefined) return undefined;
  if (!isRequestKey(header))
    throw new InvalidInput({ message: "The Idempotency-Key header must be 1 to 200 visible ASCII characters", field: "Idempotency-Key" });
  return header;
};

/**
 * `POST /reflect`: a journal text (or an entry of the journal, whose
 * reflection is then saved and listed on it) in, a reflection out (see
 * `ReflectorService`). On an entry, an `Idempotency-Key` header makes the
 * action safe to send again: one reflection is kept per (user, entry, key),
 * and a repeat answers that one. Rate limited per client; the trace id is in the
 * `X-Trace-Id` header, the body's `trace_id` and every log line.
 */
export const reflectRoutes = (context: AppContext, settings: ReflectionSettings, metrics: ReflectionMetrics): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const limiter = makeRateLimiter(settings.requestsPerMinute);

  app.post("/", async (c) => {
    const started = performance.now();
    const traceId = traceIdOf(c);
    const userId = c.get("userId");
    // Whether this request's lines are written, asked once (the logger reads the environment each time it is asked).
    const logging = logger.enabled();
    // Without logging the observer has no `log`, so the reflection builds no fields for lines nobody writes.
    const observer: ReflectionObserver = logging
      ? {
          agent: (agent, durationMs, outcome, usage) => {
            metrics.agent(agent, durationMs / 1000, outcome, usage);
            logger.info("reflection agent", { traceId, agent, outcome, durationMs: Math.round(durationMs), inputTokens: usage?.inputTokens, outputTokens: usage?.outputTokens });
          },
          log: (event, fields) => logger.info(event, { traceId, ...fields }),
        }
      : { agent: (agent, durationMs, outcome, usage) => metrics.agent(agent, durationMs / 1000, outcome, usage) };
    try {
      const wait = limiter.take(c.get("clientKey"));
      if (wait > 0) throw new RateLimited({ message: "Too many reflections; try again shortly", retryAfterMs: wait });
      const body = await readBody(c, ReflectRequest);
      const requestKey = requestKeyOf(c.req.header("idempotency-key"));
      const entryId = "entryId" in body ? body.entryId : null;
      const kept =
        entryId === null || requestKey === undefined
          ? Option.none<SavedReflection>()
          : await context.runAs(userId, ReflectionRepository.use((reflections) => reflections.getByRequestKey(userId, entryId, requestKey)));
      if (Option.isSome(kept)) {
        // The same action sent again (a second click, a resent request): answer what it kept, reflect nothing new.
        metrics.request(200, (performance.now() - started) / 1000);
        if (logging) logger.info("reflection repeated", { traceId, reflectionId: kept.value.id });
        return c.json({ ...kept.value.result, reflection_id: kept.value.id });
      }
      const reflected = await context.runAs(
        userId,
        Effect.gen(function* () {
          const text = entryId === null ? (body as { journal_text: string }).journal_text : (yield* JournalEntryRepository.use((entries) => entries.get(userId, entryId))).content;
          if (logging)
            logger.info("reflection requested", { traceId, textHash: hashOf(text), textLength: text.length, onEntry: entryId !== null, question: body.question !== undefined, requestKey: requestKey !== undefined });
          const outcome = yield* Reflector.use((reflector) => reflector.reflect({ text, question: body.question, traceId }, observer));
          const saved =
            entryId === null
              ? null
              : yield* ReflectionRepository.use((reflections) =>
                  reflections.save(userId, { entryId, result: outcome.result, ...(requestKey !== undefined ? { requestKey } : {}) }),
                );
          return { outcome, saved };
        }),
      );
      const { outcome, saved } = reflected;
      if (outcome.composer === "code") {
        const suggestions = outcome.decisions.length - outcome.decisions.filter((decision) => decision.action === "kept").length + outcome.result.prompts.length;
        metrics.composed(suggestions, outcome.decisions.filter((decision) => decision.action === "duplicate").length);
      }
      metrics.request(200, (performance.now() - started) / 1000);
      if (logging) logger.info("reflection answered", { traceId, composer: outcome.composer, offline: outcome.offline, prompts: outcome.result.prompts.length, warnings: outcome.result.warnings?.length ?? 0, durationMs: Math.round(performance.now() - started) });
      // With a key another request kept first, `saved` is that one: every repeat answers the same reflection.
      const response: ReflectionResult & { reflection_id?: string } = saved === null ? outcome.result : { ...saved.result, reflection_id: saved.id };
      return c.json(response);
    } catch (error) {
      const status = isLifeOsError(error) ? errorStatus[error.code] : 500;
      metrics.request(status, (performance.now() - started) / 1000);
      if (logging) logger.info("reflection failed", { traceId, status, errorClass: isLifeOsError(error) ? error._tag : "defect" });
      throw error;
    }
  });
  return app;
};

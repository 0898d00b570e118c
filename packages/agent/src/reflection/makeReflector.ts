import type {
  CoachContribution,
  Composition,
  Ingestion,
  ModelError,
  ReflectInput,
  ReflectionAgent,
  ReflectionObserver,
  ReflectionOutcome,
  ReflectorService,
} from "@lifeos/core";
import {
  InvalidInput,
  ProviderError,
  Timeout,
  composeReflection,
  crisisAdvice,
  crisisWarning,
  reflectionLanguage,
  reflectionSources,
  reflectionTextMax,
  suggestsSelfHarm,
} from "@lifeos/core";
import { Effect, Result } from "effect";
import { allWithin } from "./allWithin.js";
import type { CircuitBreaker } from "./CircuitBreaker.js";
import { checkModelComposition } from "./checkModelComposition.js";
import { ingestOffline } from "./offline/ingestOffline.js";
import type { AgentReply, ReflectionAgents } from "./ReflectionAgents.js";
import type { ReflectionOptions } from "./ReflectionOptions.js";
import { reflectionWarnings } from "./reflectionWarnings.js";

const silent: ReflectionObserver = { agent: () => {} };

/** A provider failure worth one more try: a 5xx (or a retryable failure with no status). */
const isServerError = (error: ModelError): boolean =>
  error._tag === "ProviderError" && (error.status !== undefined ? error.status >= 500 : error.retryable);

type AgentRun<A> = Result.Result<AgentReply<A>, { readonly outcome: "timeout" } | { readonly outcome: "error"; readonly error: ModelError }>;

/**
 * The reflection orchestration over `agents` (see `ReflectorService.reflect`):
 * validate, ingest, the coaches in parallel (each with its own timeout and one
 * retry with jitter on a provider 5xx), compose (the model composer behind
 * `options.llmComposer` and `breaker`, else or on its failure the code
 * composer), all under the global deadline.
 */
export const makeReflector = (agents: ReflectionAgents, options: ReflectionOptions, breaker: CircuitBreaker): ReflectorService => {
  /** One agent's call, with one retry after a provider 5xx when `retry`: its result or why it failed, reported to `observer` (a timeout is reported by `within`). */
  const runAgent = <A>(
    agent: ReflectionAgent,
    observer: ReflectionObserver,
    effect: Effect.Effect<AgentReply<A>, ModelError>,
    retry: boolean,
  ): Effect.Effect<AgentRun<A>> => {
    const attempt = retry
      ? effect.pipe(
          Effect.catchIf(isServerError, () =>
            Effect.sleep(Math.round(Math.random() * options.retryJitterMs)).pipe(Effect.andThen(effect)),
          ),
        )
      : effect;
    return Effect.suspend(() => {
      const started = performance.now();
      return attempt.pipe(
        Effect.map((reply): AgentRun<A> => {
          observer.agent(agent, performance.now() - started, "ok", reply.usage);
          return Result.succeed(reply);
        }),
        Effect.catch((error: ModelError) => {
          observer.agent(agent, performance.now() - started, "error", null);
          observer.log?.("reflection agent failed", { agent, errorClass: error._tag });
          return Effect.succeed<AgentRun<A>>(Result.fail({ outcome: "error", error }));
        }),
      );
    });
  };

  /**
   * The agents' runs at once, each within `timeoutMs` (a run past it is
   * interrupted and answers a timeout) and all within what is left before
   * `deadlineAt` (past it, the reflection fails with TIMEOUT). Every wait of
   * a reflection is one of these, so the deadline bounds the whole of it.
   */
  const within = <A>(
    observer: ReflectionObserver,
    deadlineAt: number,
    timeoutMs: number,
    jobs: ReadonlyArray<{ readonly agent: ReflectionAgent; readonly run: Effect.Effect<AgentRun<A>> }>,
  ): Effect.Effect<Array<AgentRun<A>>, Timeout> => {
    const started = performance.now();
    const left = deadlineAt - started;
    return allWithin(
      jobs.map((job) => job.run),
      left <= timeoutMs ? { ms: Math.max(0, left), deadline: true } : { ms: timeoutMs, deadline: false },
      (index): AgentRun<A> => {
        observer.agent(jobs[index]!.agent, performance.now() - started, "timeout", null);
        return Result.fail({ outcome: "timeout" });
      },
      () => new Timeout({ message: `The reflection did not finish within ${options.deadlineMs} ms` }),
    );
  };

  const compose = (
    input: Parameters<typeof composeReflection>[0],
    observer: ReflectionObserver,
    deadlineAt: number,
  ): Effect.Effect<{ composition: Composition; composer: "code" | "model" }, Timeout> => {
    const code = () => ({ composition: composeReflection(input, options.limits), composer: "code" as const });
    const modelCompose = agents.compose;
    if (!options.llmComposer || modelCompose === undefined || input.coaches.length === 0) return Effect.sync(code);
    if (!breaker.allow()) {
      observer.log?.("model composer skipped", { reason: "circuit open" });
      return Effect.sync(code);
    }
    return within(observer, deadlineAt, options.composerTimeoutMs, [{ agent: "composer", run: runAgent("composer", observer, modelCompose(input), false) }]).pipe(
      Effect.map(([run]) => {
        const checked = run !== undefined && Result.isSuccess(run) ? checkModelComposition(input, run.success.value, options.limits) : null;
        if (checked === null || typeof checked === "string") {
          breaker.failure();
          observer.log?.("model composer fell back", { reason: checked ?? (run !== undefined && Result.isFailure(run) ? run.failure.outcome : "unknown"), breaker: breaker.state() });
          return code();
        }
        breaker.success();
        return { composition: { ...checked, decisions: [] }, composer: "model" as const };
      }),
    );
  };

  const reflect = (input: ReflectInput, observer: ReflectionObserver): Effect.Effect<ReflectionOutcome, InvalidInput | ProviderError | Timeout> =>
    Effect.gen(function* () {
      const deadlineAt = performance.now() + options.deadlineMs;
      const text = input.text.trim();
      if (text === "") return yield* new InvalidInput({ message: "The journal text is empty", field: "journal_text" });
      if (input.text.length > reflectionTextMax)
        return yield* new InvalidInput({ message: `The journal text is longer than ${reflectionTextMax} characters`, field: "journal_text" });
      const language = reflectionLanguage(text, input.question, input.language);
      const crisis = suggestsSelfHarm(text) || (input.question !== undefined && suggestsSelfHarm(input.question));
      observer.log?.("reflection started", { textLength: text.length, language, crisis, offline: agents.offline });

      const ingested = (yield* within(observer, deadlineAt, options.agentTimeoutMs, [
        { agent: "ingestor", run: runAgent("ingestor", observer, agents.ingest(text, language), true) },
      ]))[0]!;
      let ingestion: Ingestion;
      if (Result.isSuccess(ingested)) ingestion = ingested.success.value;
      else if (crisis) ingestion = ingestOffline(text, language);
      else
        return yield* new ProviderError({
          message: ingested.failure.outcome === "timeout" ? "The ingestor did not answer in time" : `The ingestor failed: ${ingested.failure.error.message}`,
          retryable: true,
        });

      const base = { summary: ingestion.summary, themes: ingestion.themes.slice(0, 5), mood: ingestion.mood, trace_id: input.traceId };
      if (crisis)
        return {
          result: { ...base, prompts: [], advice: crisisAdvice(language), warnings: [crisisWarning(language)] },
          decisions: [],
          composer: "code",
          offline: agents.offline,
        } satisfies ReflectionOutcome;

      const runs = yield* within(
        observer,
        deadlineAt,
        options.agentTimeoutMs,
        reflectionSources.map((source) => ({ agent: source, run: runAgent(source, observer, agents.coach(source, text, ingestion, language), true) })),
      );
      const warnings: Array<string> = agents.offline ? [reflectionWarnings.offline(language)] : [];
      const coaches: Array<CoachContribution> = [];
      runs.forEach((run, index) => {
        const source = reflectionSources[index]!;
        if (Result.isSuccess(run)) coaches.push({ source, answer: run.success.value });
        else warnings.push(reflectionWarnings.coachSkipped(source, run.failure.outcome, language));
      });
      if (coaches.length === 0) warnings.push(reflectionWarnings.allCoachesFailed(language));

      const { composition, composer } = yield* compose({ ingestion, coaches, question: input.question, language }, observer, deadlineAt);
      observer.log?.("reflection composed", {
        composer,
        kept: composition.prompts.length,
        duplicates: composition.decisions.filter((decision) => decision.action === "duplicate").length,
        vague: composition.decisions.filter((decision) => decision.action === "vague").length,
        coaches: coaches.length,
        decisions: composition.decisions
          .map((decision) => `${decision.source}#${decision.index}:${decision.action}${decision.action === "duplicate" ? ` of ${decision.duplicateOf}` : ""}`)
          .join(" "),
      });
      return {
        result: { ...base, prompts: [...composition.prompts], advice: composition.advice, ...(warnings.length > 0 ? { warnings } : {}) },
        decisions: composition.decisions,
        composer,
        offline: agents.offline,
      } satisfies ReflectionOutcome;
    });

  return { reflect: (input, observer = silent) => reflect(input, observer) };
};


import type {
  AgentOutcome,
  CoachContribution,
  Composition,
  Ingestion,
  ModelError,
  ModelUsage,
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
  detectLanguage,
  reflectionSources,
  reflectionTextMax,
  suggestsSelfHarm,
} from "@lifeos/core";
import { Effect, Option, Result } from "effect";
import type { CircuitBreaker } from "./CircuitBreaker.js";
import { checkModelComposition } from "./checkModelComposition.js";
import { ingestOffline } from "./offline/ingestOffline.js";
import type { AgentReply, ReflectionAgents } from "./ReflectionAgents.js";
import type { ReflectionOptions } from "./ReflectionOptions.js";
import { reflectionWarnings } from "./reflectionWarnings.js";

const silent: ReflectionObserver = { agent: () => {}, log: () => {} };

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
  const runAgent = <A>(
    agent: ReflectionAgent,
    observer: ReflectionObserver,
    effect: Effect.Effect<AgentReply<A>, ModelError>,
    timeoutMs: number,
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
      const report = (outcome: AgentOutcome, usage: ModelUsage | null) => observer.agent(agent, performance.now() - started, outcome, usage);
      return attempt.pipe(
        Effect.timeoutOption(timeoutMs),
        Effect.map((reply): AgentRun<A> => {
          if (Option.isNone(reply)) {
            report("timeout", null);
            return Result.fail({ outcome: "timeout" });
          }
          report("ok", reply.value.usage);
          return Result.succeed(reply.value);
        }),
        Effect.catch((error: ModelError) => {
          report("error", null);
          observer.log("reflection agent failed", { agent, errorClass: error._tag });
          return Effect.succeed<AgentRun<A>>(Result.fail({ outcome: "error", error }));
        }),
      );
    });
  };

  const compose = (
    input: Parameters<typeof composeReflection>[0],
    observer: ReflectionObserver,
  ): Effect.Effect<{ composition: Composition; composer: "code" | "model" }> => {
    const code = () => ({ composition: composeReflection(input, options.limits), composer: "code" as const });
    const modelCompose = agents.compose;
    if (!options.llmComposer || modelCompose === undefined || input.coaches.length === 0) return Effect.sync(code);
    if (!breaker.allow()) {
      observer.log("model composer skipped", { reason: "circuit open" });
      return Effect.sync(code);
    }
    return runAgent("composer", observer, modelCompose(input), options.composerTimeoutMs, false).pipe(
      Effect.map((run) => {
        const checked = Result.isSuccess(run) ? checkModelComposition(input, run.success.value, options.limits) : null;
        if (checked === null || typeof checked === "string") {
          breaker.failure();
          observer.log("model composer fell back", { reason: checked ?? (Result.isFailure(run) ? run.failure.outcome : "unknown"), breaker: breaker.state() });
          return code();
        }
        breaker.success();
        return { composition: { ...checked, decisions: [] }, composer: "model" as const };
      }),
    );
  };

  const reflect = (input: ReflectInput, observer: ReflectionObserver): Effect.Effect<ReflectionOutcome, InvalidInput | ProviderError | Timeout> =>
    Effect.gen(function* () {
      const text = input.text.trim();
      if (text === "") return yield* new InvalidInput({ message: "The journal text is empty", field: "journal_text" });
      if (input.text.length > reflectionTextMax)
        return yield* new InvalidInput({ message: `The journal text is longer than ${reflectionTextMax} characters`, field: "journal_text" });
      const language = detectLanguage(`${text} ${input.question ?? ""}`);
      const crisis = suggestsSelfHarm(text) || (input.question !== undefined && suggestsSelfHarm(input.question));
      observer.log("reflection started", { textLength: text.length, language, crisis, offline: agents.offline });

      const ingested = yield* runAgent("ingestor", observer, agents.ingest(text, language), options.agentTimeoutMs, true);
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

      const runs = yield* Effect.forEach(
        reflectionSources,
        (source) => runAgent(source, observer, agents.coach(source, text, ingestion, language), options.agentTimeoutMs, true),
        { concurrency: "unbounded" },
      );
      const warnings: Array<string> = agents.offline ? [reflectionWarnings.offline(language)] : [];
      const coaches: Array<CoachContribution> = [];
      runs.forEach((run, index) => {
        const source = reflectionSources[index]!;
        if (Result.isSuccess(run)) coaches.push({ source, answer: run.success.value });
        else warnings.push(reflectionWarnings.coachSkipped(source, run.failure.outcome, language));
      });
      if (coaches.length === 0) warnings.push(reflectionWarnings.allCoachesFailed(language));

      const { composition, composer } = yield* compose({ ingestion, coaches, question: input.question, language }, observer);
      observer.log("reflection composed", {
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
    }).pipe(
      Effect.timeoutOrElse({
        duration: options.deadlineMs,
        orElse: () => Effect.fail(new Timeout({ message: `The reflection did not finish within ${options.deadlineMs} ms` })),
      }),
    );

  return { reflect: (input, observer = silent) => reflect(input, observer) };
};


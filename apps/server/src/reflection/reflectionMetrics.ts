import type { AgentOutcome, ModelUsage, ReflectionAgent } from "@lifeos/core";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** The Prometheus metrics of reflection, in their own registry (served at `GET /metrics`). */
export interface ReflectionMetrics {
  readonly registry: Registry;
  /** One request to `POST /reflect` ended with `status` after `seconds`. */
  readonly request: (status: number, seconds: number) => void;
  readonly agent: (agent: ReflectionAgent, seconds: number, outcome: AgentOutcome, usage: ModelUsage | null) => void;
  /** The code composer saw `suggestions` prompts and dropped `duplicates` of them as near-duplicates. */
  readonly composed: (suggestions: number, duplicates: number) => void;
}

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];

export const makeReflectionMetrics = (): ReflectionMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "lifeos_" });
  const latency = new Histogram({ name: "lifeos_reflect_duration_seconds", help: "POST /reflect latency by status", labelNames: ["status"], buckets: seconds, registers: [registry] });
  const agentLatency = new Histogram({ name: "lifeos_reflect_agent_duration_seconds", help: "Latency of each reflection agent by outcome", labelNames: ["agent", "outcome"], buckets: seconds, registers: [registry] });
  const tokens = new Counter({ name: "lifeos_reflect_agent_tokens_total", help: "Model tokens per reflection agent", labelNames: ["agent", "kind"], registers: [registry] });
  const failures = new Counter({ name: "lifeos_reflect_agent_failures_total", help: "Errors and timeouts per reflection agent", labelNames: ["agent", "outcome"], registers: [registry] });
  const suggestions = new Counter({ name: "lifeos_reflect_suggestions_total", help: "Prompt suggestions the code composer saw", registers: [registry] });
  const duplicates = new Counter({ name: "lifeos_reflect_duplicates_total", help: "Suggestions dropped as near-duplicates (dedupe rate: this over suggestions)", registers: [registry] });
  return {
    registry,
    request: (status, elapsed) => latency.observe({ status: String(status) }, elapsed),
    agent: (agent, elapsed, outcome, usage) => {
      agentLatency.observe({ agent, outcome }, elapsed);
      if (outcome !== "ok") failures.inc({ agent, outcome });
      if (usage !== null) {
        tokens.inc({ agent, kind: "input" }, usage.inputTokens);
        tokens.inc({ agent, kind: "output" }, usage.outputTokens);
      }
    },
    composed: (seen, dropped) => {
      suggestions.inc(seen);
      duplicates.inc(dropped);
    },
  };
};

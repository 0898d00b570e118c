import type { ModelCapabilities } from "@lifeos/core";

export interface ModelProfile {
  readonly capabilities: ModelCapabilities;
  /** Tokens of context (prompt plus output). */
  readonly contextWindow: number;
}

const profile = (
  contextWindow: number,
  flags: Partial<ModelCapabilities> = {},
): ModelProfile => ({
  contextWindow,
  capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: true, ...flags },
});

/** Known model families, most specific prefix first. */
const families: ReadonlyArray<readonly [RegExp, ModelProfile]> = [
  [/^offline/, profile(32_000, { structuredOutput: false })],
  [/^gpt-5/, profile(400_000, { reasoning: true, vision: true })],
  [/^o1-mini|^o1-preview/, profile(128_000, { reasoning: true, tools: false, structuredOutput: false })],
  [/^o[134]/, profile(200_000, { reasoning: true, vision: true })],
  [/^gpt-4\.1/, profile(1_000_000, { vision: true })],
  [/^gpt-4o/, profile(128_000, { vision: true })],
  [/^gpt-4-turbo|^gpt-4-\d{4}/, profile(128_000, { vision: true })],
  [/^gpt-4/, profile(8_192, { structuredOutput: false })],
  [/^gpt-3\.5/, profile(16_385, { structuredOutput: false })],
  [/^(llama3\.[1-3]|qwen2\.5|qwen3|mistral-nemo|mistral-small|command-r)/, profile(32_000)],
  [/^(gemma|phi|llama2|tinyllama|deepseek-r1)/, profile(8_192, { tools: false, structuredOutput: false })],
];

/**
 * What a model can do, by its id (a provider prefix such as "openai/" is
 * ignored). Unknown models are assumed to call tools with a 32k window:
 * most OpenAI-compatible servers do; pass `capabilities` to an adapter to
 * override.
 */
export const modelCapabilities = (modelId: string): ModelProfile => {
  const id = modelId.toLowerCase().replace(/^[\w-]+\//, "");
  for (const [pattern, found] of families) if (pattern.test(id)) return found;
  return profile(32_000);
};

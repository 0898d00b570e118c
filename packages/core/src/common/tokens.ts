import { countTokens as countO200k } from "gpt-tokenizer/encoding/o200k_base";

/** Counts tokens with the o200k encoding used by current OpenAI models; a close estimate for others. */
export const countTokens = (text: string): number => (text === "" ? 0 : countO200k(text));

/** A cheap estimate (about 4 characters a token) for hot paths that only need a bound. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

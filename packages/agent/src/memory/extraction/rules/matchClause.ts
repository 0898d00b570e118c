import type { ExtractionLanguage } from "../detectLanguage.js";
import type { ClauseRule } from "./ClauseRule.js";
import { compileRule } from "./compileRule.js";
import { englishRules } from "./englishRules.js";
import { portugueseRules } from "./portugueseRules.js";

/** A rule whose pattern matched a clause, with what its slots captured. */
export interface RuleMatch {
  readonly rule: ClauseRule;
  readonly slots: Readonly<Record<string, string | undefined>>;
}

const compiled = (rules: ReadonlyArray<ClauseRule>, language: ExtractionLanguage) =>
  rules.map((rule) => ({ rule, pattern: compileRule(rule, language) }));
const tables = { en: compiled(englishRules, "en"), pt: compiled(portugueseRules, "pt") };

/** Every rule of the language whose pattern matches the whole clause, in table order (the first one that makes sense wins). */
export const matchClause = (masked: string, language: ExtractionLanguage): ReadonlyArray<RuleMatch> => {
  const matches: RuleMatch[] = [];
  for (const { rule, pattern } of tables[language]) {
    const match = pattern.exec(masked);
    if (match !== null) matches.push({ rule, slots: { ...match.groups } });
  }
  return matches;
};

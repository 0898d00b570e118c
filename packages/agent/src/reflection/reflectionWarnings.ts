import type { Language, ReflectionSource } from "@lifeos/core";

const sourceNames: Readonly<Record<Language, Readonly<Record<ReflectionSource, string>>>> = {
  en: { buddhist: "Buddhist", stoic: "Stoic", existential: "existentialist" },
  pt: { buddhist: "budista", stoic: "estoico", existential: "existencialista" },
};

/** The warnings a reflection can carry, in the entry's language. */
export const reflectionWarnings = {
  offline: (language: Language): string =>
    language === "pt"
      ? "Nenhum modelo de IA foi usado: o resumo, o humor e os temas vêm de listas de palavras, e as sugestões dos bancos de perguntas do próprio LifeOS."
      : "No AI model was used: the summary, mood and themes come from word lists, and the prompts from LifeOS's own prompt banks.",
  coachSkipped: (source: ReflectionSource, reason: "timeout" | "error", language: Language): string =>
    language === "pt"
      ? `O coach ${sourceNames.pt[source]} ${reason === "timeout" ? "não respondeu a tempo" : "falhou"} e ficou de fora.`
      : `The ${sourceNames.en[source]} coach ${reason === "timeout" ? "timed out" : "failed"} and was skipped.`,
  allCoachesFailed: (language: Language): string =>
    language === "pt"
      ? "Nenhum coach respondeu: não há sugestões de reflexão desta vez."
      : "No coach answered: there are no reflection prompts this time.",
};

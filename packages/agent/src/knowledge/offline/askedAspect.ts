import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { tokens } from "../../models/offline/question/topicWords.js";
import type { WordGroup } from "./wordGroups.js";

/**
 * What of a subject a question asks, rather than the subject itself: its advantages, drawbacks, risks, limitations,
 * examples, kinds or causes ("what are the advantages of dropout?", "quais os prós e contras do dropout?", "what causes
 * overfitting?", "porque é que acontece o sobreajuste?"). The subject is what is searched and what a passage must speak
 * of; a passage that also says the aspect (in any of `words`) answers better, and one that does not only comes closest.
 */
export interface AskedAspect {
  /** The first aspect asked ("advantages" of "pros and cons"). */
  readonly kind: AspectKind;
  /** The aspect as the question wrote it ("pros and cons", "vantagens", "causas"), or "" when no word of it was said ("why does X happen?"). */
  readonly said: string;
  /** Each aspect asked, in order: the word it is searched by (folded) and the words and phrases a line saying it holds, in either language, `head` first. */
  readonly parts: ReadonlyArray<{ readonly head: string; readonly words: ReadonlyArray<string> }>;
}

export type AspectKind = "advantages" | "disadvantages" | "risks" | "limitations" | "examples" | "types" | "causes";

/**
 * After a framing noun, what it is of: "of", "to", "for", "in", "and" ("pros and cons"), "de", "do", "da", "e", "para";
 * or what has it: "what advantages does dropout have?", "que vantagens tem o dropout?"; or nothing, the noun ending the
 * question after whose it is or after another aspect ("what are dropout's advantages?", "dropout pros and cons"), not
 * after a noun it may belong to ("what are my employee benefits?").
 */
const ofWhat = String.raw`(?= (?:of|to|for|in|with|and|de|d[aoe]s?|em|n[aoe]s?|com|e|para|does|do|did|has|have|can|could|would|tem|teem|traz|trazem|oferece|oferecem|ha)\b|(?<=(?:'s|’s|s'|\band|\be) (?:\S+ )?\S+)\s*[?!.]*\s*$)`;

interface AspectRule {
  readonly kind: AspectKind;
  /** Matches the framing noun in a folded question, the match being the noun alone. */
  readonly asked: RegExp;
  /** The folded words that say it, in English and Portuguese: single words apart by spaces, then phrases apart by bars. */
  readonly near: string;
}

const rules: ReadonlyArray<AspectRule> = [
  {
    kind: "advantages",
    asked: new RegExp(String.raw`\b(?:advantages?|benefits?|upsides?|strengths?|pros|vantage(?:m|ns)|beneficios?|pontos? fortes?)${ofWhat}`, "g"),
    near: "advantage advantages benefit benefits beneficial upside upsides strength strengths pros vantagem vantagens beneficio beneficios benefico vantajoso|ponto forte|pontos fortes",
  },
  {
    kind: "disadvantages",
    asked: new RegExp(String.raw`\b(?:disadvantages?|drawbacks?|downsides?|weaknesses|cons|desvantage(?:m|ns)|inconvenientes?|contras|pontos? fracos?)${ofWhat}`, "g"),
    near: "disadvantage disadvantages drawback drawbacks downside downsides weakness weaknesses cons however costly slower desvantagem desvantagens inconveniente inconvenientes contras porem|ponto fraco|pontos fracos",
  },
  {
    kind: "risks",
    asked: new RegExp(String.raw`\b(?:risks?|dangers?|hazards?|riscos?|perigos?)${ofWhat}`, "g"),
    near: "risk risks risky danger dangers dangerous hazard hazards risco riscos arriscado perigo perigos perigoso",
  },
  {
    kind: "limitations",
    asked: new RegExp(String.raw`\b(?:limitations?|limits|limitac(?:ao|oes)|limites)${ofWhat}`, "g"),
    near: "limitation limitations limit limits limited cannot limitacao limitacoes limite limites limitado|can not|nao consegue|nao pode",
  },
  {
    kind: "examples",
    asked: new RegExp(String.raw`\b(?:examples?|instances|exemplos?)${ofWhat}`, "g"),
    near: "example examples instance|for example|for instance|such as|e g|exemplo|exemplos|por exemplo|tais como",
  },
  {
    kind: "types",
    asked: new RegExp(String.raw`\b(?:types|kinds|sorts|varieties|categories|tipos|especies|variedades|categorias|formas)${ofWhat}`, "g"),
    near: "type types kind kinds sort sorts variant variants category categories tipo tipos especie especies variante variantes categoria categorias",
  },
  {
    kind: "causes",
    asked:
      /\bwhat (?:causes|caused|cause|triggers|leads to|is behind)\b|\b(?:causes?|reasons?|origins?) (?:of|for|behind)\b|\bwhy (?:does|do|did|is|are|would|might|can) .+ (?:happen|happens|occur|occurs|arise|arises)\b|\bwhat (?:is|are) .+ caused by\b|\bo que (?:e que )?(?:causa|causou|provoca|provocou|leva a[os]?|origina)\b|\b(?:causas?|razoes|razao|motivos?|origem) (?:d[aoe]s?|para)\b|\b(?:porque|por que)(?: razao)? (?:e que )?(?:\S+ )*?(?:acontece|acontecem|ocorre|ocorrem|surge|surgem)\b/g,
    near: "cause because caused reason reasons triggered|due to|leads to|lead to|results from|result of|happens when|porque|causa|causado|provoca|provocado|devido a|leva a|levam a|resulta de|origem|por causa|motivo|razao",
  },
];

/** The words a cause question says only to ask of a cause ("causes", "causa", "razões", "occur"): not its subject. */
const causeAsking = /^(?:caus\w*|reasons?|origins?|razo\w*|razao|motivos?|origem|origina\w*|provoca\w*|triggers?|occurs?|arises?|surgem?|ocorrem?|acontecem?|behind|leads?|led|leva|levam)$/;

/** The aspect `question` asks of its subject, if any (see `AskedAspect`). */
export const askedAspect = (question: Question): AskedAspect | undefined => {
  const normalized = foldAccents(question.normalized);
  const found = rules
    .flatMap((rule) => Array.from(normalized.matchAll(rule.asked), (match) => ({ rule, index: match.index, text: match[0] })))
    .sort((a, b) => a.index - b.index)
    .filter((match, index, all) => all.findIndex((other) => other.rule.kind === match.rule.kind) === index);
  if (found.length === 0) return undefined;
  const nouns = new Set(found.filter((match) => match.rule.kind !== "causes").flatMap((match) => match.text.split(" ")));
  const causes = found.some((match) => match.rule.kind === "causes");
  // The aspect as written: the question's words from its first framing word to its last ("prós e contras").
  const written = tokens(question.text).filter((token) => {
    const folded = foldAccents(token.word.toLowerCase());
    return nouns.has(folded) || (causes && causeAsking.test(folded));
  });
  const said = written.length === 0 ? "" : question.text.slice(written[0]!.index, written[written.length - 1]!.index + written[written.length - 1]!.word.length);
  const parts = found.map((match) => {
    // A cause is searched by the language's word for it, whatever asked it ("why does it happen?", "o que provoca…").
    const head = match.rule.kind === "causes" ? (question.language === "pt" ? "causa" : "cause") : match.text.split(" ").at(-1)!;
    return { head, words: [...new Set([head, ...nearWords(match.rule.near)])] };
  });
  return { kind: found[0]!.rule.kind, said, parts };
};

/** A rule's `near`: single words apart by spaces, then phrases apart by bars ("cause causes|due to|leads to"). */
const nearWords = (near: string): string[] => {
  const [singles = "", ...phrases] = near.split("|");
  return [...singles.split(" ").filter((word) => word !== ""), ...phrases];
};

/** Words that only say which of the aspects are asked ("the main advantages", "as principais vantagens", "common causes"). */
const aspectDegree = /^(?:main|key|major|biggest|big|chief|primary|principal|principais|maiores|grandes|maior|most|important|importantes|common|usual|comuns|habituais)$/;

/** Whether `word` (folded) only asks of the aspect: the framing nouns said, or a cause question's own words for asking. */
export const asksAspect = (aspect: AskedAspect, word: string): boolean =>
  aspect.said !== "" && (tokens(aspect.said).some((token) => foldAccents(token.word.toLowerCase()) === word) || (aspect.kind === "causes" && causeAsking.test(word)));

/**
 * `groups` with the aspects asked weighing 2: a line saying an advantage under a heading naming dropout ("Its main
 * advantage is…") answers before one naming dropout alone, and is read out after one that says both; yet the aspect is
 * no subject a passage must hold (that weighs 3).
 */
export const aspectWeighed = (question: Question, groups: ReadonlyArray<WordGroup>): WordGroup[] => {
  const heads = new Set(askedAspect(question)?.parts.map((part) => part.head));
  return groups.map((group) => (group.weight < 3 && heads.has(group.words[0]!) ? { ...group, weight: 2 } : group));
};

/** The aspect's words as groups lines are matched by (see `groupStrength`), one for each aspect asked. */
export const aspectGroups = (aspect: AskedAspect): WordGroup[] => aspect.parts.map((part) => ({ words: part.words, weight: 1 }));

/**
 * The search words of a question asking an aspect of its subject: the subject's words, less those only asking of the
 * aspect, then the words the aspects are searched by ("advantages dropout" becomes "dropout advantages"; "o que causa o
 * sobreajuste?" searches "sobreajuste causa"). Unchanged when no aspect is asked or no other word is left.
 */
export const withAspect = (question: Question, words: ReadonlyArray<string>): string[] => {
  const aspect = askedAspect(question);
  if (aspect === undefined) return [...words];
  // "the main advantages of dropout", "dropout's advantages": the subject is dropout, not "main" nor "dropout's".
  const subject = words.filter((word) => !asksAspect(aspect, foldAccents(word.toLowerCase())) && !aspectDegree.test(foldAccents(word.toLowerCase()))).map((word) => word.replace(/['’]s$/u, ""));
  return subject.length === 0 ? [...words] : [...subject, ...aspect.parts.map((part) => part.head)];
};

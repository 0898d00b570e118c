import type { ExtractionLanguage } from "./detectLanguage.js";

/** One clause of a message, and whether the sentence it belongs to asks something. */
export interface Clause {
  readonly text: string;
  readonly question: boolean;
  /** Which sentence of the message it belongs to (0-based). */
  readonly sentence: number;
}

/**
 * Verbs that open a clause about the one just named, the subject left unsaid: "a minha filha chama-se Leonor e tem 7
 * anos", "o Rui mora em Braga e trabalha na Bosch", "my mum is called Rosa and is a nurse", "Tom lives in Leeds and works at Arup".
 */
const droppedSubject: Record<ExtractionLanguage, string> = {
  pt: "é|tem|mora|vive|trabalha|estuda|gosta|faz\\s+anos",
  en: "is|has|lives|works|studies|likes|loves|turns",
};

/**
 * Words that open a new clause after "and"/"e" or a comma: a pronoun or first-person verb (the household's too: "…and we
 * live in Braga", "…e vivemos em Braga"), a date word, a name.
 */
const clauseStarts: Record<ExtractionLanguage, string> = {
  pt: `eu|${droppedSubject.pt}|sou|estou|preciso|tenho|fui|vou|estive|passei|marquei|gosto|não|prefiro|moro|trabalho|levei|comecei|chamo(?:-lhe|-a|-o)?|nós|a\\s+gente|vivemos|moramos|residimos|temos|estamos|ela|ele|minha|meu|a\\s+minha|o\\s+meu|essa\\s+semana|esta\\s+semana|ontem|hoje|amanhã|anteontem|semana\\s+passada|(?:a|o)\\s+\\p{Lu}|\\p{Lu}`,
  en: `i|i'm|i've|i'll|we|we're|we've|we'll|my|our|she|he|she's|he's|${droppedSubject.en}|yesterday|today|tomorrow|last|next|this\\s+week|\\p{Lu}`,
};
const firstPerson: Record<ExtractionLanguage, string> = {
  pt: "eu|sou|estou|preciso|tenho|fui|vou|estive|passei|marquei|levei|comecei|moro|trabalho|chamo(?:-lhe|-a|-o)?",
  en: "i|i'm|i've|i'll",
};
/**
 * A clause of one's own someone or something opens after a comma, with its own verb: "I changed dentists, my new dentist
 * is Dr. Costa", "mudei de dentista, o meu novo dentista é o Dr. Costa" (not "Ana, my sister", said in passing).
 */
const possessiveClause: Record<ExtractionLanguage, string> = {
  pt: "(?:(?:o|a|os|as)\\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\\s+(?:[\\p{L}-]+\\s+){0,4}(?:é|e|são|chama-se|se\\s+chama|passou\\s+a\\s+ser)\\s",
  en: "(?:my|our)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:is|are|was)\\s",
};
/**
 * A clause about someone just named opens with their possessive and its own verb: "my wife's name is Marta and her
 * birthday is on 12 March", "a minha mulher chama-se Marta e o aniversário dela é a 12 de março" (not "Ana and her
 * kids live in Porto", where "her kids" is part of whom the verb is said of).
 */
const theirClause: Record<ExtractionLanguage, string> = {
  pt: "(?:o|a|os|as)\\s+[\\p{L}-]+\\s+(?:dela|dele|delas|deles)\\s+(?:é|são|fica|calha|cai)\\s",
  en: "(?:her|his|their)\\s+(?:[\\p{L}'-]+\\s+){1,3}(?:is|are|was|falls)\\s",
};
/**
 * A clause about the one just named opens after a comma with "she"/"he" or, in Portuguese, with the age said alone: "we
 * have a daughter, Leonor, she's 8", "temos uma filha, a Leonor, tem 8 anos".
 */
const ofThemAfterComma: Record<ExtractionLanguage, string> = {
  pt: "(?:ela|ele)\\s|tem\\s+\\d+\\s+anos(?![\\p{L}])",
  en: "(?:she's|he's|she|he)(?![\\p{L}])",
};
const unsaidSubject = (language: ExtractionLanguage) => new RegExp(`^(?:${droppedSubject[language]})(?![\\p{L}])`, "u");
const nowWords: Record<ExtractionLanguage, string> = { pt: "agora|hoje em dia|atualmente|actualmente", en: "now|these days|currently" };
const joiners: Record<ExtractionLanguage, string> = { pt: "e|mas|e também|depois|e depois", en: "and|but|and then|then|and also|also" };

/**
 * Two people said as one subject, no new clause: "Sara and I have known each other", "Sara and I met at school", "Sara
 * and I have been friends since school", "eu e a Sara conhecemo-nos", "a Sara e eu nos conhecemos", "eu e a Sara somos amigas".
 */
const jointSubject: Record<ExtractionLanguage, string> = {
  pt: "(?:[Ee]u|(?:(?:a|o)\\s+)?\\p{Lu}[\\p{L}'-]*)\\s+(?:conhecemo|(?:já\\s+|também\\s+)?nos\\s+conhecemos|somos\\s+(?:\\p{L}+\\s+)?amig[oa]s)",
  en: "I\\s+(?:have\\s+|'ve\\s+|had\\s+|'d\\s+)?(?:also\\s+)?(?:known|know)\\s+(?:each\\s+other|one\\s+another)|I\\s+(?:have\\s+been|had\\s+been|are|were)\\s+(?:\\p{L}+\\s+)?friends\\s|(?<=^\\s*(?:the\\s+)?\\p{Lu}[\\p{L}'-]*\\s+and\\s+)I\\s+(?:first\\s+)?met\\s",
};

const splitters = (language: ExtractionLanguage) => ({
  unsaid: unsaidSubject(language),
  joined: new RegExp(`\\s*,?\\s+(?:${joiners[language]})\\s+(?!${jointSubject[language]})(?=(?:${clauseStarts[language]})(?![\\p{L}])|${theirClause[language]})`, "u"),
  // "Troquei de emprego, agora trabalho na Farfetch", "I switched jobs, now I work at Farfetch": "now" opens it too.
  comma: new RegExp(`,\\s+(?=(?:(?:${nowWords[language]})\\s+)?(?:${firstPerson[language]})(?![\\p{L}]))`, "iu"),
  possessive: new RegExp(`,\\s+(?=${possessiveClause[language]}|${theirClause[language]})`, "iu"),
  ofThem: new RegExp(`,\\s+(?=${ofThemAfterComma[language]})`, "iu"),
});
/**
 * A clause about someone just named, opened by "who" or "que" and closing the sentence: "my sister is Ana, who lives in
 * Porto", "a minha irmã é a Ana, que mora no Porto" ("a Ana, que é minha irmã, mora no Porto" is said in passing).
 */
const relatives: Record<ExtractionLanguage, string> = { pt: "que", en: "who" };
const relative = (language: ExtractionLanguage) => new RegExp(`,\\s+(?:${relatives[language]})\\s+(?=(?:${droppedSubject[language]})(?![\\p{L}])[^,]*$)`, "iu");
const byLanguage = { en: splitters("en"), pt: splitters("pt") };

/** A name as typed, with a title's dot and the particles inside ("Dr. Reis", "João da Silva"). */
const typedName = "\\p{Lu}[\\p{L}.'-]*(?:\\s+(?:(?:da|de|do|dos|das)\\s+)?\\p{Lu}[\\p{L}.'-]*)*";
/** Whom a sentence opens with: a name, after an article or one's relative's word ("a Ana", "o meu amigo Rui", "my friend Rui"). */
const openingSomeone: Record<ExtractionLanguage, string> = {
  pt: `(?:[AaOo]\\s+)?(?:(?:[Mm]inha|[Mm]eu)\\s+\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s+)?${typedName}`,
  en: `(?:(?:[Mm]y|[Oo]ur)\\s+\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s+)?${typedName}`,
};
/**
 * A "who" or "que" clause said in passing between someone and what the sentence tells of them: "a Ana, que é minha irmã,
 * mora no Porto", "my friend Rui, who lives in Faro, works at Bosch". Its verb is one said of someone ("é", "mora",
 * "is", "lives"), so "a Ana, que conheci na escola, …" (the person's own verb) is not one.
 */
const inPassing = (language: ExtractionLanguage) =>
  new RegExp(`^(?<someone>${openingSomeone[language]})\\s*,\\s+(?:${relatives[language]})(?:\\s+|(?='s\\s))(?<told>(?:${droppedSubject[language]}|'s)(?![\\p{L}])[^,]*?)\\s*,\\s+(?!(?:${joiners[language]})\\s)(?<rest>\\p{Ll}.*)$`, "u");
const inPassingBy = { en: inPassing("en"), pt: inPassing("pt") };

/** A sentence with a clause in passing as two: what the clause tells of them, and the rest, said of them ("ele", "he"). */
const splitInPassing = (sentence: string, language: ExtractionLanguage): string[] => {
  const groups = inPassingBy[language].exec(sentence.trim())?.groups;
  if (groups === undefined) return [sentence];
  const told = groups["told"]!.replace(/^'s(?=\s)/u, "is");
  return [`${groups["someone"]!} ${told}`, `${language === "pt" ? "ele" : "he"} ${groups["rest"]!}`];
};

const splitAll = (parts: ReadonlyArray<string>, pattern: RegExp, minimumWords = 0): string[] =>
  parts.flatMap((part) => {
    const pieces: string[] = [];
    let rest = part;
    for (let match = pattern.exec(rest); match !== null; match = pattern.exec(rest)) {
      const left = rest.slice(0, match.index);
      if (left.trim().split(/\s+/).length < minimumWords) break;
      pieces.push(left);
      rest = rest.slice(match.index + match[0].length);
    }
    return [...pieces, rest];
  });

/** A greeting opening a sentence, then a comma ("Olá, …", "Hi there, …", "Bom dia, …"). */
const greetingComma = /(^|[.!?]\s+)(hi|hello|hey|hi there|hello there|hey there|good morning|good afternoon|good evening|olá|ola|oi|boas|bom dia|boa tarde|boa noite)\s*,\s+/giu;

/** Abbreviations whose dot does not end a sentence ("Dr. Almeida", "e.g."). */
const abbreviations = /(?<![\p{L}])(?:Dr|Dra|Sr|Sra|Srta|Mr|Mrs|Ms|Prof|St|Av|Jr|etc|vs|e\.g|i\.e|p\.ex)\.(?=\s|$)/giu;
const dotStandIn = "\u2024";

/**
 * A message as clauses: sentences (split at . ! ? ; and line breaks), each
 * split again where "and"/"e"/"mas" or a comma opens a new clause ("… e
 * preciso…", "…, I need…", "…, my new dentist is…") — not inside lists ("rice and beans"). A
 * question mark marks every clause of its sentence.
 */
export const splitClauses = (text: string, language: ExtractionLanguage): ReadonlyArray<Clause> => {
  // "Olá, sou vegetariano", "Hi, I'm vegan": a greeting before a comma is a sentence of its own, as "Olá! Sou…" is.
  const protectedText = text.replace(/’/g, "'").replace(abbreviations, (abbreviation) => abbreviation.replaceAll(".", dotStandIn)).replace(greetingComma, "$1$2! ");
  // A sentence ends at . ! ? or ; followed by a space or the end (not inside "ana.silva@exemplo.pt"), or at a line break.
  const sentences = protectedText.split(/(?<=[.!?;])\s+|\n+/).map((sentence) => sentence.replaceAll(dotStandIn, "."));
  return sentences.flatMap((sentence, index) => {
    const question = /\?\s*$/.test(sentence);
    const body = sentence.replace(/[.!?;]+\s*$/, "");
    const { joined, comma, possessive, ofThem, unsaid } = byLanguage[language];
    const parts = splitAll(splitAll(splitAll(splitAll(splitAll(splitInPassing(body, language), relative(language)), joined), comma, 3), possessive, 2), ofThem, 3);
    // "… e tem 7 anos", "… and is a nurse": said of whom the clause before named, as "ela tem 7 anos" would be.
    const pronoun = language === "pt" ? "ele" : "he";
    const said = parts.map((part, at) => (at > 0 && unsaid.test(part.trim()) ? `${pronoun} ${part.trim()}` : part));
    return said.map((part) => part.trim()).filter((part) => part !== "").map((part) => ({ text: part, question, sentence: index }));
  });
};

import { detectLanguage, escapeRegExp } from "@lifeos/core";
import { foldWord } from "../text.js";

/** What a topic is, as far as the words around it tell. */
export type TermKind = "person" | "place" | "activity" | "thing" | "name";

export interface TermInfo {
  readonly kind: TermKind;
  /** The Portuguese definite article the texts use with a common noun ("o prazo", "as reuniões"). */
  readonly article: "o" | "a" | "os" | "as";
  /** Whether English texts put a determiner before the word ("the deadline", "my report"); a word they use bare ("sleep", "people") reads bare. */
  readonly determined: boolean;
  /**
   * The word is the writer's English ("people", "groceries": never with a Portuguese article, in texts that read
   * English): a Portuguese sentence quotes it («people») rather than give it an article it does not have.
   */
  readonly english: boolean;
  /**
   * For a name, the article Portuguese texts put before it when it takes one ("no Porto", "ao Porto": "o"; "na Madeira":
   * "a"), null when they use it bare ("em Lisboa", "fui a Braga"), undefined when no Portuguese text tells.
   */
  readonly nameArticle?: "o" | "a" | "os" | "as" | null;
}

/** Words that make an English noun definite or counted before it. */
const englishDeterminers = new Set(["the", "a", "an", "my", "this", "that", "our", "your", "his", "her", "their"]);

const before = (text: string, index: number, words: number): string[] =>
  foldWord(text.slice(Math.max(0, index - 40), index))
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== "")
    .slice(-words);

const personCues = new Set(["with", "called", "call", "met", "meet", "saw", "texted", "told", "visited", "com", "liguei", "ao", "encontrei", "vi", "falei"]);
/** Who a person is to the writer, just before their name: "my sister Beatriz", "a minha irmã Beatriz", "colleague Priya". */
const relationCues = new Set([
  "sister", "brother", "friend", "colleague", "coworker", "boss", "wife", "husband", "girlfriend", "boyfriend", "partner", "mom", "mum",
  "dad", "mother", "father", "aunt", "uncle", "cousin", "niece", "nephew", "son", "daughter", "grandma", "grandpa", "teacher",
  "irma", "irmao", "amigo", "amiga", "colega", "chefe", "mulher", "marido", "namorada", "namorado", "mae", "pai", "tia", "tio",
  "prima", "primo", "sobrinha", "sobrinho", "filha", "filho", "avo", "professora", "professor", "sogra", "sogro", "cunhada", "cunhado",
]);
/** A name followed by "and I" / "e eu" is someone the writer did something with. */
const withTheWriter = /^\s+(?:and i|e eu)(?![\p{L}])/iu;
/** A name later in a list of people after "with" / "com": "com a Inês, a Beatriz e o Jorge", "with Ana and Rui". */
const inCompanyList = /(?<![\p{L}])(?:with|com)\s+(?:(?:a|o)\s+)?\p{Lu}\p{L}*(?:\s*,\s*(?:(?:a|o)\s+)?\p{Lu}\p{L}*)*\s*(?:,|and|e)\s+(?:(?:a|o)\s+)?$/u;
/** Going to a place in Portuguese: "fui a Braga", "vamos a Lisboa", where "a" is not the article. */
const goingCues = new Set(["fui", "foi", "fomos", "vou", "vamos", "ir", "voltei", "voltamos", "cheguei", "chegamos", "viajei", "viajamos"]);
const placeCues = new Set(["in", "at", "to", "through", "from", "near", "around", "into", "no", "na", "em", "por", "pelo", "pela", "para", "ate"]);
/** Words of going or being beside before "ao" (a place: "fui ao Porto", "junto ao Mondego", "correr ao Choupal"), or before "the" in English ("along the Irwell"). */
const besideCues = new Set([
  "junto", "perto", "correr", "corri", "caminhar", "caminhei", "passear", "passeei", "nadar", "nadei", "andar", "andei", "pedalar", "pedalei",
  "along", "beside", "across", "past", "by", "up", "down", "over", "to", "in", "at", "near", "around", "through", "into", "from",
]);
/** Working on something: "worked on Orion", "trabalhei no Orion" names a project, not a place. */
const workCues = new Set(["worked", "work", "working", "works", "trabalhei", "trabalho", "trabalhar", "trabalhamos", "trabalhando"]);
/** What a project, a product or a system is called after its name: "the Orion rollout", "Orion went live", "o projeto Orion". */
const thingAfter =
  /^\s+(?:rollout|launch|release|update|upgrade|project|training|migration|deadline|sprint|demo|feedback|system|app|platform|dashboard|roadmap|went live|go-live|bug|bugs|team|meeting|meetings)(?![\p{L}])/iu;
const thingBefore = new Set(["projeto", "project", "sistema", "system", "app", "plataforma", "platform"]);
const activityCues = new Set(["went", "go", "going", "practised", "practiced", "did", "fui", "ir", "vou", "foi", "fomos", "gosto"]);

/** "-ing" nouns that are not things one does. */
const notActivities = new Set(["meeting", "wedding", "building", "morning", "evening", "ceiling", "feeling", "something", "nothing", "everything", "anything", "during", "string", "spring", "ending", "beginning", "sibling", "pudding", "clothing", "earring"]);

const articleOf: Readonly<Record<string, "o" | "a" | "os" | "as">> = {
  o: "o", do: "o", no: "o", ao: "o", pelo: "o", este: "o", esse: "o", meu: "o", num: "o",
  a: "a", da: "a", na: "a", pela: "a", esta: "a", essa: "a", minha: "a", numa: "a",
  os: "os", dos: "os", nos: "os", aos: "os", pelos: "os", meus: "os",
  as: "as", das: "as", nas: "as", pelas: "as", minhas: "as",
};

/** A preposition fused with the article before a name ("no Porto", "ao Porto", "da Madeira"): the name takes it. */
const fusedArticle: Readonly<Record<string, "o" | "a" | "os" | "as">> = {
  no: "o", ao: "o", do: "o", pelo: "o", na: "a", da: "a", pela: "a", nos: "os", aos: "os", dos: "os", pelos: "os", nas: "as", das: "as", pelas: "as",
};
/** Prepositions that take a separate article before a name ("para o Porto", "até a Madeira"), or stand bare before one ("em Lisboa"). */
const separatePrepositions = new Set(["para", "ate", "com", "sobre", "entre", "desde", "por"]);
const barePrepositions = new Set(["em", "de", "para", "ate", "desde", "por"]);

/**
 * How a name is used in Portuguese, from the two words before it: with an article ("no Porto", "para o Porto"), bare
 * ("em Lisboa", "fui a Braga", "para Braga"), or neither (an English text, or no preposition).
 */
const nameArticleUse = (last: string, previous: string): { readonly article: "o" | "a" | "os" | "as" } | "bare" | undefined => {
  const fused = fusedArticle[last];
  if (fused !== undefined) return { article: fused };
  if (["o", "a", "os", "as"].includes(last) && separatePrepositions.has(previous)) return { article: last as "o" | "a" | "os" | "as" };
  if (barePrepositions.has(last) || (last === "a" && goingCues.has(previous))) return "bare";
  return undefined;
};

/** The article by the word's ending when the texts never show one: -a, -ção, -dade, -gem are feminine. */
const articleByEnding = (word: string): "o" | "a" | "os" | "as" => {
  const folded = foldWord(word);
  if (/(?:as|coes|soes|dades|gens)$/.test(folded)) return "as";
  if (/(?:os|es)$/.test(folded)) return "os";
  if (/(?:a|cao|sao|dade|gem|ie)$/.test(folded)) return "a";
  return "o";
};

const mostCommon = <T extends string>(counts: Map<T, number>): T | null => {
  let best: T | null = null;
  for (const [key, count] of counts) if (best === null || count > counts.get(best)!) best = key;
  return best;
};

/**
 * What each term is, from the words around it in the texts: a name after
 * "with", "called", "com" or "liguei ao" is a person, after "in", "at",
 * "to", "no", "em" or "por" a place, and a thing when it names a project or
 * a system ("the Orion rollout", "worked on Orion", "trabalhei no Orion"),
 * by the most telling uses (a name with no telling context stays a name); a word ending in "-ing" or following "went", "go", "fui" or "ir"
 * is an activity; anything else is a thing. The Portuguese article is the
 * one the texts use most with the word, else the one its ending suggests.
 */
export const termKinds = (texts: ReadonlyArray<string>, terms: ReadonlyArray<string>): Map<string, TermInfo> => {
  const kinds = new Map<string, TermInfo>();
  for (const term of terms) {
    const isName = /^\p{Lu}/u.test(term);
    const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, isName ? "gu" : "giu");
    const cues = new Map<TermKind, number>();
    const articles = new Map<"o" | "a" | "os" | "as", number>();
    let uses = 0;
    let determined = 0;
    let englishTexts = 0;
    let holding = 0;
    const nameArticles = new Map<"o" | "a" | "os" | "as", number>();
    let bareUses = 0;
    for (const text of texts) {
      if (pattern.test(text)) {
        holding += 1;
        if (detectLanguage(text) === "en") englishTexts += 1;
      }
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        const words = before(text, match.index, 2);
        const last = words.at(-1) ?? "";
        const previous = words.length > 1 ? words[0]! : "";
        const count = (kind: TermKind) => cues.set(kind, (cues.get(kind) ?? 0) + 1);
        // "fui ao Porto", "junto ao Mondego": "ao" after going or being beside is a place; "liguei ao Miguel" a person.
        const besidePlace = isName && (((last === "ao" || last === "a") && (besideCues.has(previous) || goingCues.has(previous))) || (last === "the" && besideCues.has(previous)));
        const personCue =
          !besidePlace &&
          (personCues.has(last) ||
          relationCues.has(last) ||
          // "com e X", and the article Portuguese puts before a name: "com a Beatriz", "com o Jorge"
          ((last === "e" || last === "a" || last === "o") && previous === "com") ||
          withTheWriter.test(text.slice(match.index + match[0].length)) ||
          inCompanyList.test(text.slice(Math.max(0, match.index - 80), match.index)));
        const after = text.slice(match.index + match[0].length);
        if (isName && personCue) count("person");
        else if (isName && (thingAfter.test(after) || thingBefore.has(last) || (workCues.has(previous) && (last === "on" || last === "no" || last === "na")))) count("thing");
        else if (isName && (placeCues.has(last) || besidePlace)) count("place");
        if (!isName && (activityCues.has(last) || activityCues.has(previous))) count("activity");
        const use = isName ? nameArticleUse(last, previous) : undefined;
        if (use === "bare") bareUses += 1;
        else if (use !== undefined) nameArticles.set(use.article, (nameArticles.get(use.article) ?? 0) + 1);
        const article = articleOf[last];
        if (article !== undefined) articles.set(article, (articles.get(article) ?? 0) + 1);
        uses += 1;
        if (englishDeterminers.has(last)) determined += 1;
      }
    }
    const kind: TermKind = isName
      ? (mostCommon(cues) ?? "name")
      : /ing$/.test(term) && term.length >= 6 && !notActivities.has(foldWord(term))
        ? "activity"
        : (cues.get("activity") ?? 0) > 0 && /(?:ar|er|ir)$/.test(foldWord(term))
          ? "activity"
          : "thing";
    // A word never seen in the texts keeps "the", as before; one seen mostly bare reads bare.
    kinds.set(term, {
      kind,
      article: mostCommon(articles) ?? articleByEnding(term),
      determined: uses === 0 || determined * 3 >= uses,
      english: !isName && articles.size === 0 && holding > 0 && englishTexts * 2 > holding,
      ...(isName && (bareUses > 0 || nameArticles.size > 0)
        ? { nameArticle: [...nameArticles.values()].reduce((sum, count) => sum + count, 0) > bareUses ? (mostCommon(nameArticles) ?? null) : null }
        : {}),
    });
  }
  return kinds;
};

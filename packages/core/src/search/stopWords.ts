import stopwordsIso from "stopwords-iso/stopwords-iso.json" with { type: "json" };
import { foldAccents } from "./foldAccents.js";

/**
 * Words of the stopwords-iso lists that name a topic a person may search
 * for ("home", "work", "novel", "trabalho", "viagem"), among them the money
 * words a payslip or a statement is read by ("net" pay, "interest"): the
 * lists are broad (1,298 English words), and dropping these would drop the
 * question. "call", "ring" are what was done with someone ("when did I last call Rita?"); a "member" is of a club
 * or a gym ("my member number"). A "move" is a house move, a "course" one taken, "results" a test's, a "present" a gift, an
 * "effect" a medicine's side effect; "ill" is being ill, not "I'll" written without its apostrophe.
 */
const topicWords = `home work works worked working world name names novel test tests room rooms year years date dates place places
  group groups fire bill key keys line page pages site free high young older proud great good best small large computer
  information problem problems research system money night adopted early later past value order state states net interest
  trabalho trabalhar viagem pessoas noite nome hora horas tempo lugar caminho conselho sistema verdade grupo povo obra area
  casa final forma local valor ponto run runs read reads gp tv call calls ring member members move moves course results present
  presents effect ill`;

/** Names of companies the English list holds ("microsoft", "netscape"): a company asked about is a topic. */
const companyNames = `microsoft netscape`;

/** Question and filler words some lists miss, and the manner an answer is asked in ("explain it simply", "resumidamente"). */
const questionWords = `what whats when where which who whom whose why how did does do ever tell remember
  qual quais quando onde quem porque porquê como quanto quanta quantos quantas
  simply briefly plainly basically simplesmente resumidamente brevemente basicamente`;

const topics = new Set(`${topicWords} ${companyNames}`.split(/\s+/).filter((word) => word !== ""));

/**
 * Endings only nouns have ("relação", "momento", "verdade", "certeza",
 * "viagem", "information"): a word of the lists with one names a topic
 * ("a minha relação com a Ana"), whichever list holds it. Five letters at
 * least, so "são" is still a verb.
 */
const nounEnding = /^.{2,}(?:cao|coes|sao|soes|dade|dades|mento|mentos|agem|agens|eza|ezas|tion|tions|sion|sions|ness|ment|ments|ity|ities)$/;

/**
 * Function words of English and Portuguese (accent-folded, lower case): the
 * stopwords-iso lists of both languages, less the topic words above, plus
 * question words. A query word in this set carries no topic.
 */
export const stopWords: ReadonlySet<string> = new Set(
  [...stopwordsIso.en, ...stopwordsIso.pt, ...questionWords.split(/\s+/)]
    .map((word) => foldAccents(word.toLowerCase()))
    .filter((word) => word !== "" && !topics.has(word) && !nounEnding.test(word)),
);

/**
 * Portuguese function words written with accents, by their folded form ("ate" → "até", "ja" → "já"): folding a
 * Portuguese question's words makes them look like other words ("até", until, as the English "ate" of eating), so a
 * caller that has only the folded word of a Portuguese text gives it back its accents before looking up its topic.
 */
const portugueseAccented: ReadonlyMap<string, string> = new Map(
  stopwordsIso.pt.map((word) => word.toLowerCase()).filter((word) => foldAccents(word) !== word).map((word) => [foldAccents(word), word] as const),
);

/** The Portuguese function word a folded word is written as, with its accents ("ate" → "até"); undefined for any other word. */
export const portugueseSpelling = (folded: string): string | undefined => portugueseAccented.get(folded);

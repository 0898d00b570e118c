import { relationAlternation } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { ClauseContext, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { findKnown } from "./knownEntities.js";
import { personNamed, resolveSubject } from "./subjects.js";
import { knownEnglishWord } from "../people/englishNameKinds.js";
import { ordinaryWord } from "../people/nameWords.js";
import { isPlaceName } from "../people/placeName.js";

/**
 * The turns of a life, said in the past: a death, a wedding, a birth, an engagement, a divorce, retiring, graduating, a
 * new job. Each with how it weighs (a death is sad news, a wedding glad).
 */
const events: Record<ExtractionLanguage, ReadonlyArray<readonly [string, number]>> = {
  en: [
    ["died|passed away|passed on|has died|has passed away", -0.8],
    ["got married|has got married|has gotten married|got engaged|has got engaged|got divorced|has got divorced|separated", 0.4],
    ["had a baby|had (?:a )?(?:baby )?(?:boy|girl)|had twins|has had a baby|gave birth", 0.8],
    ["retired|has retired|graduated|has graduated|got a new job|has got a new job|got promoted|was promoted|has been promoted", 0.6],
    ["is pregnant|got pregnant|is expecting", 0.6],
  ],
  pt: [
    ["morreu|faleceu|partiu|já morreu|já faleceu", -0.8],
    ["casou|casou-se|se casou|ficou noiv[oa]|divorciou-se|se divorciou|separou-se|se separou", 0.4],
    ["teve (?:um|uma) (?:bebé|bebê|menino|menina|filho|filha)|teve gémeos|teve gêmeos|deu à luz", 0.8],
    ["reformou-se|se reformou|aposentou-se|se aposentou|formou-se|se formou|licenciou-se|arranjou (?:um )?(?:novo )?emprego|arrumou (?:um )?(?:novo )?emprego|foi promovid[oa]", 0.6],
    ["está grávida|ficou grávida|engravidou", 0.6],
  ],
};

/** Who it happened to: one's relative ("my grandfather", "a minha avó"), or someone by name ("Ana", "o Rex"). */
const someone = (language: ExtractionLanguage): string =>
  language === "pt"
    ? `(?:(?:a|o)\\s+)?(?:minha|meu)\\s+(?:${relationAlternation("pt")})|(?:(?:a|o)\\s+)?\\p{Lu}[\\p{L}'’-]*`
    : `my\\s+(?:${relationAlternation("en")})|\\p{Lu}[\\p{L}'’-]*`;

/** What it was, with anything after it ("at Google", "to Rui", "last week" taken out as a date). */
const patternOf = (language: ExtractionLanguage): RegExp =>
  new RegExp(`^(?<who>${someone(language)})\\s+(?:(?:just|sadly|finally|recently|acabou\\s+de|infelizmente)\\s+)?(?<what>${events[language].map(([words]) => `(?:${words})`).join("|")})(?![\\p{L}])`, "iu");
const byLanguage = { en: patternOf("en"), pt: patternOf("pt") };

/** Each kind of turn as a whole-word pattern with how it weighs. */
const weights = {
  en: events.en.map(([words, weight]) => [new RegExp(`^(?:${words})$`, "iu"), weight] as const),
  pt: events.pt.map(([words, weight]) => [new RegExp(`^(?:${words})$`, "iu"), weight] as const),
};

/** How the event weighs, by the words that said it. */
const weightOf = (what: string, language: ExtractionLanguage): number => weights[language].find(([words]) => words.test(what))?.[1] ?? 0;

/** Who "who" is: a name told in the clause or known, or one's relative. */
const subjectOf = (who: string, context: ClauseContext): Subject | null => {
  const bare = who.replace(/^(?:a|o)\s+/iu, "");
  const named = context.names.find((span) => span.name.split(/\s+/u)[0] === bare);
  if (named !== undefined) return personNamed(named.name, context, named.gender);
  if (/^(?:my|minha|meu)\s/iu.test(bare)) return resolveSubject(who, context);
  // A name the library does not know ("Rex died", "o Rex morreu") is one when no word list knows it, or an article says
  // it is someone's; a capitalised word ("Everything died down") is no one.
  const someonesName = findKnown(bare, context.known) !== undefined || /^(?:a|o)\s/iu.test(who) || (!ordinaryWord(bare, context.language) && !knownEnglishWord(bare) && !isPlaceName(bare));
  return someonesName ? personNamed(bare, context, null) : null;
};

/**
 * A turn in someone's life told as news ("my grandfather passed away yesterday", "a minha avó morreu", "Ana got married
 * last Saturday", "a Ana teve um bebé", "Miguel got a new job at Google"): an event of theirs, in the words told, dated
 * when a date is said; false for a clause that says no such thing.
 */
export const interpretLifeEvent = (context: ClauseContext, draft: ExtractionDraft): boolean => {
  const groups = byLanguage[context.language].exec(context.clause.trim())?.groups;
  if (groups === undefined) return false;
  const subject = subjectOf(groups["who"]!, context);
  if (subject === null || subject === "user") return false;
  const date = context.dates[0] === undefined ? null : orientDate(context.dates[0], "past", context.sentAt, context.timeZone);
  const weight = weightOf(groups["what"]!, context.language);
  draft.addMemory(buildMemory(context, { type: "event", triple: null, subjects: [subject], importance: weight < 0 ? 8 : 7, sentiment: weight, occurred: date }));
  addPerson(draft, subject, context);
  return true;
};

import { foldAccents, stopWords } from "@lifeos/core";
import type { DateRange } from "../../../time/relativeDates.js";
import { askingVerbSpans } from "./askingVerbs.js";

const list = (text: string): string[] => text.split(/\s+/).filter((word) => word !== "");

/**
 * Words that ask rather than name a topic, beyond the function words of
 * `stopWords`: words about records and requests, time words, greetings,
 * and the cue words of comparisons, summaries and trends (accent-folded).
 */
export const requestWords: ReadonlySet<string> = new Set(
  list(`a an the i me my mine myself we our you your it its is am are was were be been being do does did done doing have has had
  what when where which who whom why how that this these those there here of in on at by for with about from to into since during
  and or but if then than so just ever last latest recent recently lately most any anything something some all tell show find search
  look lookup write wrote written writing say said mention mentioned journal journals entry entries diary note notes noted record
  records log logged day days please can could would should will time times happen happened happening going went summary summaries
  summarise summarize summarising summarizing review recap overview highlights month months year years week weeks weekend like
  give get got let know remind remember recall read see explain describe list hey hi hello thanks thank cheers help today yesterday
  tonight compare compared comparing comparison versus vs against trend trends chart graph plot over changed change evolution level
  levels first oldest newest earliest previous past ago often many much number count more less better worse best worst did again
  things thing stuff been doing lot lots bit okay ok alright going gone made make makes kept keep caused cause why whats
  o a os as um uma uns umas eu me mim meu minha meus minhas nos voce voces tu te teu tua que quê quando onde qual quais quem
  como porque porquê por para com sem sobre de do da dos das em no na nos nas num numa ao aos à às desde durante e ou mas se
  entao é foi era sao são estava estive tenho tive fiz fui escrevi escrever escrito escrevo disse falei mencionei diario diário
  entrada entradas nota notas registo registos registro registros dia dias mostra mostrar mostre procura procurar pesquisa
  encontra diz diga fala alguma algum coisa coisas ultima última ultimas últimas ultimo último ultimos últimos vez vezes aconteceu acontece acontecem
  acontecer passou resumo resume resumir resumos resuma resumam sintetiza sintetize sintetizar sintese mês mes meses ano anos semana semanas sinto senti da de dá dê dar faz faça
  lembra lembras lembrar ler ola olá oi obrigado obrigada valeu ajuda compara comparar comparação comparacao versus tendencia
  explica explique explicar explica-me explique-me explicas descreve descreva descreve-me define defina falo falamos
  tendência evolução evolucao grafico gráfico nivel nível media média mais menos melhor pior primeira primeiro anterior passado
  passada hoje ontem quantas quantos quanto tem tenho andado ando estou esteve foram correu correram fez deixou ultimamente recentemente nowadays
  advice suggestion suggestions tips ideas recommend recommendations sugestao sugestoes conselho conselhos dicas tens improve melhorar
  fala fala-me fale fale-me falar conta conta-me conte conte-me diz-me diga-me mostra-me faz-me faca-me da-me de-me sabes sabe voce pode podes consegues spring summer autumn fall winter
  primavera verao outono inverno mentioning mentions preciso precisava quero queria quiser quisesse gostaria fiquei sinto-me senti-me
  tava estava ando fazendo fazer fazia temas tema assuntos assunto frequentes frequent recurring themes topics morning
  afternoon evening night manha tarde noite gente anda andam andou andei andava tem andado vai vao esta estao ta tao focus prioritise prioritize focar focar-me concentrar concentrar-me priorizar
  frequency frequencia frequently frequentemente regularly regularmente regularidade usually normalmente habitualmente costumo vejo vou devo deveria sentir life vida fico fica ficar estive estou
  feito fizemos demasiado demasiada demasiados demasiadas suficiente suficientes demais excesso enough comparado comparada comparados
  comparadas comparando comparativamente quao quão evolved evolving changing evoluiu evoluiram evoluir
  following seguinte seguintes seguir take takes taking levar levo leva trazer trago traz carry demora demoram demorar demorou demoraram whole full entire complete inteira inteiro completa completo toda ver`)
    .map((word) => foldAccents(word.toLowerCase())),
);

/** Parts of the day, time words on their own ("in the morning") but part of a name before a noun ("night shift"). */
const partsOfDay: ReadonlySet<string> = new Set(list("morning afternoon evening night"));
/** The same in Portuguese, part of a name after a noun and "de" ("turno da noite", "aulas de manhã"). */
const partesDoDia: ReadonlySet<string> = new Set(list("manha tarde noite madrugada"));

/** Verbs whose object a part of the day right after them is ("fiz noite", "fazer noitadas", "worked nights"): a shift done, not when. */
const doneShift: ReadonlySet<string> = new Set(list("fiz faco fazer fazia fez fizemos fazemos faz fazes fazendo feito work works worked working"));

/** "turno da noite", "turno de noite": a part of the day after a noun names it; after a verb ("correr de manhã") it is only when. */
const namesAPart = (preposition: string, word: string): boolean => preposition === "da" || preposition === "do" || (preposition === "de" && !/(?:ar|er|ir|ei|ou|ava|ia)$/.test(word));

/**
 * Verbs that only say what one does with an activity ("play guitar", "tocar
 * guitarra", "practise yoga"): not a topic when another topic word is there,
 * the topic on their own ("how often do I play?").
 */
const activityVerbs: ReadonlySet<string> = new Set(
  list(`play plays playing played practise practises practising practised practice practices practicing practiced
  tocar toco toquei tocava tocou tocamos praticar pratico pratiquei praticava praticou`),
);

/** How something is going, in Portuguese: "como tem corrido o trabalho?", "como está a correr?" — no running, no topic. */
const goingPhrase = /(?<![\p{L}])(?:tem|têm|teem|tinha) (?:corrido|sido|ido)(?![\p{L}])|(?<![\p{L}])(?:está|esta|estão|estao|anda|andam) a (?:correr|ir)(?![\p{L}])/giu;

/**
 * The words that only ask when ("what date did I buy…", "at what time…", "em que data…", "a que horas…"): no subject to
 * search ("date" is not a date with someone, nor "data" the data of a file).
 */
const whenAsked =
  /(?<![\p{L}])(?:(?:on |at |by )?(?:what|which)|(?:em|a|por|até|ate) que|que|(?:qual|quais) (?:é |e |são |sao )?(?:a|as|o|os))\s+(?:dates?|days?|times?|hours?|datas?|dias?|horas?|horários?|horarios?)(?![\p{L}])/giu;

/**
 * Portuguese ordinals that are nouns as well, which the function-word lists hold as ordinals only: "quarto" is the
 * fourth and a room.
 */
const ordinalNouns: ReadonlySet<string> = new Set(["quarto"]);

/** What an ordinal orders (folded): days and periods, times, places in a row, floors, chapters, clauses, children. */
const orderedNouns =
  /^(?:dias?|semanas?|mes|meses|anos?|vez|vezes|trimestres?|semestres?|periodos?|ciclos?|lugar|lugares|posicao|andar|andares|piso|pisos|capitulos?|clausulas?|artigos?|paragrafos?|pontos?|items?|itens|parte|partes|filhos?|filhas?|netos?|netas?|aniversarios?|mandatos?|classificad[oa]s?|jogos?|rondas?|volta|voltas|etapas?|fases?|niveis|nivel|ano-?letivo)$/;

/**
 * Words of a text with where they start: letters, digits, inner apostrophes
 * and hyphens; numbers joined by a slash, point, comma or colon stay one word
 * ("50/30/20", "4.5"), so a rule or ratio is not lost as three small numbers.
 */
export const tokens = (text: string): Array<{ word: string; index: number }> =>
  Array.from(text.matchAll(/\p{N}+(?:[/.,:]\p{N}+)+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu), (match) => ({ word: match[0], index: match.index }));

/**
 * The topic words of `text` as written: not inside a date expression, not
 * a function word (`stopWords`) or request word (`requestWords`), and not
 * in `exclude` (folded words a caller also drops, such as a greeting's).
 * A possessive is its stem ("Miguel's" is "Miguel").
 */
export const topicWordsOf = (text: string, dates: ReadonlyArray<DateRange>, exclude: ReadonlySet<string> = new Set()): string[] => {
  const going = Array.from([...text.matchAll(goingPhrase), ...text.matchAll(whenAsked)], (match) => ({ index: match.index, text: match[0] })).concat(askingVerbSpans(text));
  const inDate = (index: number) => [...dates, ...going].some((range) => index >= range.index && index < range.index + range.text.length);
  const kept: string[] = [];
  const all = tokens(text);
  const dropped = (word: string) => {
    const folded = foldAccents(word.toLowerCase()).replace(/['’]s$/, "");
    return stopWords.has(folded) || requestWords.has(folded) || exclude.has(folded) || /^\d{1,2}$/.test(folded);
  };
  for (const [position, { word, index }] of all.entries()) {
    if (inDate(index)) continue;
    const folded = foldAccents(word.toLowerCase()).replace(/['’]s$/, "");
    // A part of the day that names a kind of thing ("night shifts", "morning run") is kept with the word it qualifies.
    const next = all[position + 1];
    const before = all[position - 2];
    const qualifies =
      (partsOfDay.has(folded) && next !== undefined && /^\s+$/.test(text.slice(index + word.length, next.index)) && !dropped(next.word) && !inDate(next.index)) ||
      ((partsOfDay.has(folded.replace(/s$/, "")) || partesDoDia.has(folded.replace(/s$/, ""))) && position > 0 && doneShift.has(foldAccents(all[position - 1]!.word.toLowerCase()))) ||
      (partesDoDia.has(folded) && before !== undefined && !dropped(before.word) && !inDate(before.index) && namesAPart(foldAccents(all[position - 1]!.word.toLowerCase()), foldAccents(before.word.toLowerCase())));
    // A capitalised word that a name goes on from mid-sentence ("São Miguel", "Sao Paulo", "New York") is part of the name.
    const named = /^\p{Lu}/u.test(word) && word !== "I" && next !== undefined && /^\p{Lu}/u.test(next.word) && /^ $/.test(text.slice(index + word.length, next.index)) && !sentenceStart(text, index);
    // "posso arrendar um quarto?", "o quarto tem armário?": a room; "o quarto dia", "quarto lugar": the fourth of the word after it.
    const room = ordinalNouns.has(folded) && (next === undefined || !orderedNouns.test(foldAccents(next.word.toLowerCase())));
    if (!qualifies && !named && !room && dropped(word)) continue;
    // "Leonor's swimming": the name is the topic, never "Leonor's" (no entry or document says it so of every mention).
    const stem = word.replace(/['’]s$/u, "");
    if (!kept.some((other) => foldAccents(other.toLowerCase()) === foldAccents(stem.toLowerCase()))) kept.push(stem);
  }
  const topics = kept.filter((word) => !activityVerbs.has(foldAccents(word.toLowerCase())));
  return topics.length > 0 ? topics : kept;
};

/** Whether the word at `index` opens a sentence of `text` (where a capital says nothing of a name). */
const sentenceStart = (text: string, index: number): boolean => {
  const before = text.slice(0, index).trimEnd();
  return before === "" || /[.!?¿¡:]$/.test(before);
};

/** Capitalised words after the first word of each sentence, as written (people, places, pets). */
export const namesOf = (text: string): string[] => {
  const names: string[] = [];
  for (const { word, index } of tokens(text)) {
    if (!sentenceStart(text, index) && /^\p{Lu}/u.test(word) && !/^I$|^I'/.test(word) && !names.includes(word)) names.push(word);
  }
  return names;
};

/**
 * `text` with the user's names typed in lower case written as names ("who is ana?" → "who is Ana?"): a word of
 * `names` (folded, see `ModelRequest.names`) that asks nothing (no function or request word) and is not inside a date
 * expression. The same length, so positions into `text` still point at the same words.
 */
export const capitaliseNames = (text: string, names: ReadonlySet<string>, dates: ReadonlyArray<DateRange>): string => {
  if (names.size === 0) return text;
  let written = text;
  for (const { word, index } of tokens(text)) {
    if (!/^\p{Ll}/u.test(word)) continue;
    const folded = foldAccents(word.toLowerCase());
    if (!names.has(folded) || stopWords.has(folded) || requestWords.has(folded)) continue;
    if (dates.some((range) => index >= range.index && index < range.index + range.text.length)) continue;
    const first = String.fromCodePoint(word.codePointAt(0)!);
    const upper = first.toUpperCase();
    if (upper.length !== first.length) continue;
    written = `${written.slice(0, index)}${upper}${written.slice(index + first.length)}`;
  }
  return written;
};

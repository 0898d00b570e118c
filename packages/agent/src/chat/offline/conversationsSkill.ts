import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { bullets, firstSentence, paragraphs, quote } from "../../models/offline/answerText.js";
import type { OfflineSkill, ToolResultView } from "../../models/offline/OfflineSkill.js";
import { periodLabel } from "../../journal/offline/compose/periodLabel.js";
import { normalizeText } from "../../models/offline/question/normalizeText.js";
import type { Question } from "../../models/offline/question/Question.js";
import { dayAfterOn } from "../../time/dayAfterOn.js";

/**
 * Questions about the conversations themselves, over the normalised text:
 * "what did we talk about last time?", "do you remember our last
 * conversation?", "what did I ask you yesterday?", "did we talk about the
 * lease?", "sobre o que falámos da última vez?", "o que te perguntei ontem?",
 * "já falámos sobre a renda?".
 */
const conversationsAsked = new RegExp(
  [
    String.raw`\bwhat (?:did|have) (?:we|you and i|i and you) (?:talk|talked|chat|chatted|speak|spoken|spoke|discuss|discussed)\b`,
    String.raw`\b(?:did|have) (?:we|you and i) (?:ever )?(?:talk|talked|chat|chatted|speak|spoken|spoke|discuss|discussed)\b`,
    String.raw`\bwhen did we (?:last )?(?:talk|chat|speak|discuss)\b`,
    String.raw`\bwhat did i ask you\b`,
    // "what did I tell you yesterday?", "o que te disse ontem?": a day's conversations, not a topic's memories.
    String.raw`\bwhat (?:did|have) i (?:tell|told|say to|said to) you\b(?! (?:about|of|regarding)\b| on (?!${dayAfterOn}))`,
    // "do you remember what I told you yesterday?", "lembras-te do que te contei ontem?"
    String.raw`\bwhat i (?:told|said to|asked) you\b(?! (?:about|of|regarding)\b| on (?!${dayAfterOn}))`,
    String.raw`\bd?o que (?:e que )?(?:eu )?(?:te|lhe|voce) (?:disse|contei|falei)\b(?! (?:sobre|da|do|das|dos|de|acerca)\b)`,
    String.raw`\bour (?:last|latest|previous|earlier|past|other|old) (?:conversations?|chats?|talks?|sessions?)\b(?! with)`,
    String.raw`\b(?:previous|earlier|past|older) (?:conversations|chats)\b`,
    String.raw`\bremember (?:our (?:last |previous )?(?:conversation|chat)|what we (?:talked|discussed|said))\b`,
    String.raw`\b(?:sobre o|do|de) que (?:e que )?(?:nos )?(?:falamos|conversamos|discutimos)\b`,
    String.raw`\b(?:sobre )?o que (?:e que )?(?:nos )?(?:falamos|conversamos|discutimos)\b`,
    String.raw`\b(?:ja )?(?:falamos|conversamos|discutimos) (?:sobre|de|do|da|dos|das|acerca)\b`,
    String.raw`\bquando (?:e que )?(?:falamos|conversamos)\b`,
    String.raw`\bd?o que (?:e que )?(?:eu )?(?:te|lhe|voce) (?:perguntei|pedi)\b`,
    String.raw`\bnossas? (?:ultimas? |anteriores? )?conversas?\b(?! com)`,
    String.raw`\b(?:da|na|a) ultima conversa\b(?! com)`,
    String.raw`\bconversas? (?:anteriores|passadas|antigas|anterior)\b`,
    String.raw`\blembras?(?:-te)? (?:da|das|do que) (?:nossa|nossas|falamos|conversamos|te perguntei)\b`,
    // "search my conversations for the dentist", "find the lease in our chats", "procura nas minhas conversas o dentista"
    String.raw`\b(?:search|look (?:through|in)|go through) (?:my |our |the |past |old )?(?:conversations|chats|chat history)\b`,
    String.raw`\b(?:find|look for|look up)\b.*\bin (?:my |our |the |past |old )?(?:conversations|chats|chat history)\b`,
    String.raw`\b(?:procur|pesquis|busc)\w* (?:n?as |em )?(?:minhas |nossas )?conversas\b`,
    String.raw`\b(?:procur|pesquis|busc)\w*\b.*\b(?:nas|em) (?:minhas |nossas )?conversas\b`,
    // "find the conversation about mom", "show me our chat on the lease", "the chat where we talked about dividends",
    // "encontra a conversa sobre a renda", "mostra-me a nossa conversa do dentista", "a conversa em que falámos do seguro"
    String.raw`\b(?:find|show|open|pull up|bring up|get|look for|look up|search for)\b (?:me )?(?:the|our|that|my) (?:last |earlier |previous |old )?(?:conversations?|chats?|talks?|discussions?) (?:about|on|regarding|where|in which|when)\b`,
    String.raw`\b(?:the|that|our) (?:conversation|chat|discussion) (?:where|in which|when) (?:we|i|you)\b`,
    String.raw`\b(?:encontr|procur|mostr|abr|pesquis|busc)\w*(?:-me| me)? (?:a |as )?(?:nossas? |aquelas? |essas? |ultimas? )?conversas? (?:sobre|acerca|do|da|dos|das|em que|onde|na qual|quando)\b`,
    String.raw`\b(?:a|aquela|essa) conversa (?:em que|onde|na qual|quando) (?:(?:nos|eu|voce) )?(?:falamos|conversamos|discutimos|te|lhe|perguntei|contei)\b`,
  ].join("|"),
);

/**
 * How many conversations asked, of the user and the assistant ("how many conversations have we had?", "how many times
 * have we talked?", "quantas conversas já tivemos?", "quantas vezes conversamos?"); not of someone else ("how many
 * conversations did I have with Tom?", "quantas conversas tive com a Ana?"), which the journal counts.
 */
const countAsked = new RegExp(
  [
    String.raw`\bhow many (?:conversations|chats|talks|sessions) (?:have |did |do )?(?:we|you and i|i had with you|i have had with you)\b`,
    String.raw`\bhow (?:many times|often) (?:have |did |do )?(?:we|you and i) (?:ever )?(?:talked|chatted|spoken|talk|chat|speak)\b`,
    String.raw`\bquantas (?:conversas|sessoes) (?:(?:ja|nos|eu|e|voce) )*(?:tivemos|temos|fizemos|tive contigo|tive com voce)\b`,
    String.raw`\bquantas vezes (?:(?:ja|nos) )*(?:falamos|conversamos)\b`,
  ].join("|"),
);
/** Someone else named as the one talked with: the journal's count, not the conversations'. */
const withSomeoneElse = /\b(?:with|com) (?!you\b|voce\b)(?:a |o |the )?\p{L}/u;

/** Words of asking about conversations, left out of what is searched for. */
const conversationWords = new Set(
  `talk talked talking chat chatted chats speak spoke spoken discuss discussed conversation conversations session sessions ask asked tell told
  said remember last many often had have conversa latest previous earlier past other old time times ever about we you our us
  falamos conversamos discutimos conversa conversas falar conversar perguntei pedi disse contei falei mencionei lembras lembra lembraste ultima ultimo anterior anteriores
  passadas antigas quantas tivemos temos fizemos vez vezes nossa nossas nos sobre acerca voce te lhe
  search find look through history procura procure pesquisa pesquise busca busque show open pull bring get discussion discussions
  encontra encontre encontrar mostra mostre mostrar mostra-me abre abra abrir`
    .split(/\s+/)
    .filter((word) => word !== ""),
);

/**
 * Words of the person's records ("journal", "diário", "notes"), which a topic leaves out as words of asking ("what did
 * I write in my journal?") but which a search of the conversations may be for ("search my conversations for journal").
 */
const recordWord = /(?<![\p{L}])(?:journals?|diary|diaries|di[aá]rios?|entry|entries|entradas?|notes?|notas?)(?![\p{L}])/iu;

/** What the question asks to find in the conversations ("lease" in "did we talk about the lease?"), or undefined. */
const searchedFor = (question: Question): string | undefined => {
  const words = question.topicWords.filter((word) => !conversationWords.has(foldAccents(word.toLowerCase()).split("-")[0]!));
  if (words.length > 0) return words.join(" ");
  return recordWord.exec(question.spelled)?.[0].toLowerCase();
};

interface ConversationRow {
  readonly title: string;
  readonly lastActive: string;
  readonly asked: string | null;
  readonly answered: string | null;
}

const phrases = {
  en: {
    latest: "Our earlier conversations, latest first:",
    about: (query: string) => `Our conversations about ${quote(query, "en")}, latest first:`,
    inPeriod: (when: string) => `Our conversations ${when}:`,
    none: "This is our first conversation: there are no earlier ones yet.",
    noneAbout: (query: string) => `I found no earlier conversation about ${quote(query, "en")}.`,
    noneInPeriod: (when: string) => `We had no conversation ${when}.`,
    asked: "you asked",
    counted: (count: number, since: string | null) =>
      `Before this one, we have had ${count === 1 ? "1 conversation" : `${count} conversations`}${since === null ? "" : `, the first begun on ${since}`}.`,
    countedAbout: (count: number, query: string, since: string | null) =>
      `${count === 1 ? "1 of our earlier conversations mentions" : `${count} of our earlier conversations mention`} ${quote(query, "en")}${since === null ? "" : `, the first begun on ${since}`}.`,
    latestFew: "The latest:",
    answered: "I answered",
  },
  pt: {
    latest: "As nossas conversas anteriores, da mais recente para a mais antiga:",
    about: (query: string) => `As nossas conversas sobre ${quote(query, "pt")}, da mais recente para a mais antiga:`,
    inPeriod: (when: string) => `As nossas conversas ${when}:`,
    none: "Esta é a nossa primeira conversa: ainda não há outras.",
    noneAbout: (query: string) => `Não encontrei nenhuma conversa anterior sobre ${quote(query, "pt")}.`,
    noneInPeriod: (when: string) => `Não tivemos nenhuma conversa ${when}.`,
    asked: "perguntou",
    counted: (count: number, since: string | null) =>
      `Antes desta, tivemos ${count === 1 ? "1 conversa" : `${count} conversas`}${since === null ? "" : `; a primeira começou em ${since}`}.`,
    countedAbout: (count: number, query: string, since: string | null) =>
      `${count === 1 ? "1 das nossas conversas anteriores menciona" : `${count} das nossas conversas anteriores mencionam`} ${quote(query, "pt")}${since === null ? "" : `; a primeira começou em ${since}`}.`,
    latestFew: "As mais recentes:",
    answered: "respondi",
  },
} as const;

const rowsOf = (result: ToolResultView): ConversationRow[] =>
  Array.isArray(result.data["conversations"]) ? (result.data["conversations"] as ConversationRow[]) : [];

interface Total {
  readonly count: number;
  readonly since: string | null;
}

const totalOf = (result: ToolResultView): Total | null => {
  const total = result.data["total"];
  return typeof total === "object" && total !== null && typeof (total as Total).count === "number" ? (total as Total) : null;
};

/** How many earlier conversations there are, since when, and the latest few. */
const composeTotal = (language: Language, total: Total, query: string | undefined, found: ReadonlyArray<ConversationRow>): string => {
  const p = phrases[language];
  if (total.count === 0) return query === undefined ? p.none : p.noneAbout(query);
  const counted = query === undefined ? p.counted(total.count, total.since) : p.countedAbout(total.count, query, total.since);
  return paragraphs(counted, `${p.latestFew}\n${bullets(found.slice(0, 3).map((row) => line(row, language)))}`);
};

const line = (row: ConversationRow, language: Language): string => {
  const p = phrases[language];
  const asked = row.asked === null ? `**${row.title}**` : `${p.asked} ${quote(row.asked, language)}`;
  const answered = row.answered === null ? "" : `; ${p.answered} ${quote(firstSentence(row.answered), language)}`;
  return `${row.lastActive}: ${asked}${answered}`;
};

/** A conversation that only asked about the conversations ("what did we talk about?") is not one to recall. */
const aboutConversations = (row: ConversationRow): boolean => row.asked !== null && conversationsAsked.test(normalizeText(row.asked));

/**
 * The conversations themselves: what was talked about last time, on a day,
 * or about a subject, read from the stored conversations by
 * `search_conversations` (the one asking is left out).
 */
export const conversationsSkill: OfflineSkill = {
  name: "conversations",
  tools: ["search_conversations"],
  plan: (question) => {
    const counting = question.has(countAsked) && !question.has(withSomeoneElse);
    if (!counting && !question.has(conversationsAsked)) return [];
    const query = searchedFor(question);
    const range = question.range;
    return [
      {
        confidence: 0.9,
        // More than are shown: those that only asked about the conversations are left out.
        calls: [{ name: "search_conversations", arguments: { ...(query ? { query } : {}), ...(range ? { from: range.from, to: range.to } : {}), limit: 10, ...(counting ? { counted: true } : {}) } }],
      },
    ];
  },
  compose: (question, results) => {
    const result = results.find((candidate) => candidate.name === "search_conversations" && candidate.success);
    if (result === undefined) return "";
    const p = phrases[question.language];
    const query = typeof result.arguments["query"] === "string" ? result.arguments["query"] : undefined;
    const from = typeof result.arguments["from"] === "string" ? result.arguments["from"] : undefined;
    const to = typeof result.arguments["to"] === "string" ? result.arguments["to"] : from;
    const found = rowsOf(result);
    const total = totalOf(result);
    if (total !== null) return composeTotal(question.language, total, query, found);
    const recalled = found.filter((row) => !aboutConversations(row));
    const rows = (recalled.length > 0 ? recalled : found).slice(0, query === undefined && from === undefined ? 3 : 5);
    // A period of several days in the question's own words with its dates ("in March (2024-03-01 to 2024-03-31)"), as the memories' answer beside it names it.
    const pt = question.language === "pt";
    const when = from === undefined ? "" : from === to ? (pt ? (rows.length === 0 ? `em ${from}` : `de ${from}`) : `on ${from}`) : periodLabel(question, from, to!);
    if (rows.length === 0) return query !== undefined ? p.noneAbout(query) : from !== undefined ? p.noneInPeriod(when) : p.none;
    const heading = query !== undefined ? p.about(query) : from !== undefined ? p.inPeriod(when) : p.latest;
    return paragraphs(`${heading}\n${bullets(rows.map((row) => line(row, question.language)))}`);
  },
  help: { en: ["What did we talk about last time?"], pt: ["Qual foi a nossa última conversa?"] },
};

import type { JournalSpan, KnownAsset, Language, LocalDate, MoodMetric } from "@lifeos/core";
import type { DateRange } from "../../../time/relativeDates.js";
import type { RememberedFact } from "./rememberedFacts.js";

/**
 * Kinds of request the engine recognises in any domain's words (English and
 * Portuguese, European and Brazilian): a question may carry several.
 */
export type Cue =
  /** "hi", "olá", "bom dia" */
  | "greeting"
  /** "thanks", "obrigado", "valeu" */
  | "thanks"
  /** "bye", "good night", "tchau", "até logo" */
  | "farewell"
  /** "what can you do?", "help", "o que sabes fazer?", "are you an AI?" */
  | "capabilities"
  /** "when did I last…", "the last time I…", "quando foi a última vez…" */
  | "lastTime"
  /** "when did I first…", "a primeira vez que…" */
  | "firstTime"
  /** "how was…", "summarise…", "como foi…", "resumo de…" */
  | "review"
  /** "how am I doing?", "how have I been?", "como estou?", "como tenho andado?" */
  | "wellbeing"
  /** "trend", "over time", "has … changed", "evolução", "gráfico" */
  | "trend"
  /** "compare", "vs", "than", "do que", "… ou …?" with two periods */
  | "comparison"
  /** "how many", "how often", "quantas vezes" */
  | "count"
  /** "what made me…", "why was I…", "o que me fez…" */
  | "cause"
  /** "what did I write / do", "show me", "o que escrevi", "mostra" */
  | "list"
  /** "latest", "most recent", "newest", "a mais recente" */
  | "latest"
  /** "first entry", "oldest", "a mais antiga" */
  | "earliest"
  /** "find", "search", "look up", "what do my notes say about", "procura" */
  | "search"
  /** "what should I do?", "any advice?", "sugestões", "o que devo fazer?" */
  | "advice"
  /** "lately", "recently", "these days", "ultimamente" */
  | "lately"
  /** "remember that…", "lembra-te que…" */
  | "remember"
  /**
   * How many or how much a rule allows or grants: "how many days can I work remotely?", "how many pets am I allowed?",
   * "how many days' notice?", "quantos dias posso trabalhar em casa?", "a quantos dias de férias tenho direito?" — a
   * contract's or a policy's terms, not a count of the journal ("how many times did I…").
   */
  | "entitlement";

/** The user's last message as the engine read it, once, for every skill. */
export interface Question {
  /** The message as written. */
  readonly text: string;
  /** The message with shorthand spelled out and typos corrected, case kept: dates' and names' positions point into it. */
  readonly spelled: string;
  /**
   * The message lower-cased and accent-folded, contractions and chat
   * shorthand spelled out ("what's" → "what is", "vc" → "voce") and likely
   * typos of the words the engine knows corrected ("wirte" → "write"), single
   * spaces: the text skills match their patterns against.
   */
  readonly normalized: string;
  /** The words of `normalized`, in order. */
  readonly words: ReadonlyArray<string>;
  /** The language to answer in: the message's, or the conversation's when the message does not tell. */
  readonly language: Language;
  readonly now: Date;
  readonly timeZone: string;
  /** Today in the user's time zone. */
  readonly today: LocalDate;
  /** The dates of the journal's first and last entries, when the request told them (`ModelRequest.journalSpan`). */
  readonly journalSpan: JournalSpan | null;
  /**
   * The assets of the user's portfolio (`ModelRequest.assets`): a question naming one is about the portfolio. Null
   * when the request did not tell them (then any capitalised name may be an asset).
   */
  readonly assets: ReadonlyArray<KnownAsset> | null;
  /**
   * The names of the user's portfolio accounts (`ModelRequest.accounts`): a question naming one ("what's in my PPR?")
   * is about that account. Null when the request did not tell them.
   */
  readonly accounts: ReadonlyArray<string> | null;
  /** Every date range the message names, in the order named. */
  readonly dates: ReadonlyArray<DateRange>;
  /** The most specific of them (see `resolveDateRange`), or null. */
  readonly range: DateRange | null;
  /**
   * The topic: the message's words as written, less question and function
   * words, words about records and requests ("write", "journal", "show"),
   * the date expressions and the greeting. Mood words stay ("happy"): skills
   * that route mood questions take them out. "" when nothing is left.
   */
  readonly topic: string;
  /** The topic's words. */
  readonly topicWords: ReadonlyArray<string>;
  /**
   * For each topic word with known alternatives, the word followed by them:
   * synonyms, narrower words and translations between English and
   * Portuguese ("dog" → "puppy", "cão"; "trips" → "travel", "viagem").
   */
  readonly related: ReadonlyArray<ReadonlyArray<string>>;
  /** Capitalised words after the first one, as written (people, places, pets). */
  readonly names: ReadonlyArray<string>;
  /** The mood metric the message names ("happy" → happiness, "stressed" → stress, "tired" → energy, "mood" → valence). */
  readonly metric: MoodMetric | null;
  /**
   * Which end of the metric the words point at: "high" for "happy",
   * "stressed", "energetic", "best"; "low" for "sad", "calm", "tired",
   * "worst". Null without such a word.
   */
  readonly direction: "high" | "low" | null;
  /** Kinds of request recognised. */
  readonly cues: ReadonlySet<Cue>;
  /** The message speaks of the user (I, my, me, eu, meu, minha, …). */
  readonly firstPerson: boolean;
  /**
   * The user's previous message in the conversation, analysed the same way (for "and last month?"), with its own
   * `previous` for up to two more messages back (for "e o mês passado?" after "e o ano passado?").
   */
  readonly previous: Question | null;
  /**
   * The days of the latest list among the conversation's last few answers ("- 2024-05-03: …" lines), in its order:
   * what "the first one" and "o segundo" point at, even after an answer about one of them.
   */
  readonly listed: ReadonlyArray<LocalDate>;
  /** Every day the conversation's last answer named, in its order: what "show me the entry" and "mostra-me" point at. */
  readonly answerDays: ReadonlyArray<LocalDate>;
  /** The conversation's last answer as written ("" when none): the day "how many days until it?" counts to may be in its words. */
  readonly lastAnswer: string;
  /**
   * What this message was answered, for an earlier message of the conversation (a `previous`): "when did I last see
   * Miguel?" keeps the day of that meeting in it. "" for the message being asked, or when not known.
   */
  readonly answer: string;
  /** The tools this request offers. */
  readonly tools: ReadonlySet<string>;
  /** Help lines of the skills whose tools are offered, in the question's language. */
  readonly capabilities: ReadonlyArray<string>;
  /** The memories the chat put into this turn's system prompt, most relevant first (none without memory). */
  readonly remembered: ReadonlyArray<RememberedFact>;
  /** The system prompt says the person turned long-term memory off (`memoryOffNotice`): nothing is learned or changed. */
  readonly memoryOff: boolean;
  /** True when `pattern` matches `normalized` (write patterns lower case and without accents). */
  readonly has: (pattern: RegExp) => boolean;
}

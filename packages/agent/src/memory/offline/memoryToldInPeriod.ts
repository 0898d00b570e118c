import type { Question } from "../../models/offline/question/Question.js";
import { periodLabel } from "../../journal/offline/compose/periodLabel.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { MemoryRow } from "./memoryRows.js";
import { resultOf } from "./memoryRows.js";
import { toldBackIn } from "./toldBack.js";
import { withoutRepeats } from "./withoutRepeats.js";
import { dayAfterOn } from "../../time/dayAfterOn.js";

/**
 * "what did I tell you yesterday?", "what have I told you this week?", "do you remember what I told you last week?", "what have
 * you learned about me this month?", "o que (é que eu) te contei ontem?", "o que lhe disse na semana passada?", "o que você
 * aprendeu sobre mim este mês?": what was told in a period, no topic named (folded text).
 */
export const toldInPeriodAsked = new RegExp(
  String.raw`^(?:and |e )?(?:(?:do you |can you )?(?:remember |recall )?what (?:did|have) i (?:tell|told|say to|said to|mention to|mentioned to) you|(?:do you |can you )?(?:remember |recall )what i (?:told|said to|mentioned to) you|(?:(?:(?:ainda )?(?:lembras|lembra)(?:-te|-se| te| se)?|sabes|sabe) )?d?o que (?:e que )?(?:eu )?(?:te|lhe|a voce|pra voce|para voce) (?:disse|contei|falei|mencionei)|what (?:have|did) you (?:learn|learned|learnt|find out|found out|discover|discovered) about me|o que (?:e que )?(?:voce |tu )?(?:aprendeu|aprendeste|ficou a saber|ficaste a saber|descobriu|descobriste) (?:sobre|de|acerca de) mim)\b(?! (?:about|of|regarding|sobre|da|do|das|dos|de|acerca)\b| on (?!${dayAfterOn}))`,
  "u",
);

/** The day a memory was told: its own `toldOn`, else its date when that is the day it was told (an undated one). */
const toldOnOf = (memory: MemoryRow): string | null => memory.toldOn ?? (memory.dated ? null : memory.date);

/**
 * What the person told in `from`..`to` that was kept (read by when it was told, however much was told since), said to them ("Dr. Lopes is your dentist"), oldest first, each with
 * its day when the period is longer than one; plainly that nothing was when nothing was.
 */
export const composeToldInPeriod = (question: Question, from: string, to: string, memories: ReadonlyArray<MemoryRow>, counted?: Counted): string => {
  const pt = question.language === "pt";
  // A period of several days by the question's own words with its dates ("in March (2024-03-01 to 2024-03-31)").
  const when = from === to ? (pt ? `em ${from}` : `on ${from}`) : periodLabel(question, from, to);
  const inPeriod = memories.filter((memory) => {
    const day = toldOnOf(memory);
    return day !== null && day >= from && day <= to;
  });
  const told = withoutRepeats(inPeriod, (memory) => memory.content, (left, right) => toldOnOf(left) === toldOnOf(right));
  if (told.length === 0) return pt ? `Não guardei nada do que me contou ${when}.` : `I kept nothing you told me ${when}.`;
  const ordered = [...told].sort((left, right) => (toldOnOf(left) ?? "").localeCompare(toldOnOf(right) ?? ""));
  const said = (memory: MemoryRow) => toldBackIn(memory.content, pt ? "pt" : "en", memory.entities);
  const line = (memory: MemoryRow) => (from === to ? `- ${said(memory)}` : `- ${toldOnOf(memory)}: ${said(memory)}`);
  // More told then than were read back: how many, and how to see the others, rather than the newest as if they were all.
  const more =
    counted === undefined || counted.total === null || counted.total <= counted.returned
      ? []
      : [
          pt
            ? `Mostro as ${counted.returned} mais recentes das ${counted.total} coisas que me contou nesse período; pergunte por um tema ou por um período mais curto para ver as outras.`
            : `Showing the ${counted.returned} newest of the ${counted.total} things you told me then; ask about a topic or a shorter period for the others.`,
        ];
  return [[pt ? `O que me contou ${when} e guardei:` : `What you told me ${when} that I keep:`, ...ordered.map(line)].join("\n"), ...more].join("\n\n");
};

/** How many memories the search returned, of how many it counted (null: not counted), and how many it was asked for. */
export interface Counted {
  readonly returned: number;
  readonly total: number | null;
  readonly limit: number;
}

/** What the first memory search counted: how many were read back, of how many the filters hold; undefined without one. */
export const countedIn = (results: ReadonlyArray<ToolResultView>): Counted | undefined => {
  const search = resultOf(results, "search_memories")[0];
  if (search === undefined) return undefined;
  const memories = search.data["memories"];
  const total = search.data["total"];
  const limit = search.arguments["limit"];
  return { returned: Array.isArray(memories) ? memories.length : 0, total: typeof total === "number" ? total : null, limit: typeof limit === "number" ? limit : 8 };
};

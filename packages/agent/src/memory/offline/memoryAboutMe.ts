import type { Question } from "../../models/offline/question/Question.js";
import type { MemoryRow } from "./memoryRows.js";
import type { Counted } from "./memoryToldInPeriod.js";
import { toldBackIn } from "./toldBack.js";
import { withoutRepeats } from "./withoutRepeats.js";

/** A fact that carries its own date ("I need to renew my passport (June 2027)", "… (1 de dezembro de 2026)"). */
const carriesDate = /\b\d{4}\b/;

/**
 * "What do you know about me?": what was told, each with the day it was told or happened, then what is still ahead (tasks,
 * appointments, reminders dated from today on) under its own heading, said by its own date rather than put before it
 * as if it had been told then. Each is said to the person ("Dr. Lopes is your dentist", "Bolt é seu cão"), or quoted as
 * told when told in the other language.
 */
export const composeAboutMe = (question: Question, memories: ReadonlyArray<MemoryRow>, counted?: Counted): string => {
  const pt = question.language === "pt";
  // Nothing yet: said about the person, with how to tell something worth keeping.
  if (memories.length === 0)
    return pt
      ? "Ainda não tenho nada guardado. Diga-me o que quer que eu saiba (por exemplo «lembre-se de que a minha irmã se chama Ana») e eu guardo."
      : `I don't remember anything about you yet. Tell me what you'd like me to know (for example "remember that my sister is called Ana") and I'll keep it.`;
  // Told together, "I work at Santa Maria" is in "I work as a nurse at Santa Maria": listed once.
  const listed = withoutRepeats(memories, (memory) => memory.content, (left, right) => left.date === right.date && left.current === right.current);
  // Today's counts as ahead only when it was set for today (an appointment, a task): what happened today ("I went to
  // the beach today", an event) is told.
  const ahead = listed.filter((memory) => memory.dated && memory.current && (memory.date > question.today || (memory.date === question.today && memory.type !== "event")));
  const told = listed.filter((memory) => !ahead.includes(memory));
  const said = (memory: MemoryRow) => toldBackIn(memory.content, pt ? "pt" : "en", memory.entities);
  const line = (memory: MemoryRow) => `- ${memory.date}: ${said(memory)}${memory.current ? "" : pt ? " (já não se aplica)" : " (no longer true)"}`;
  const aheadLine = (memory: MemoryRow) => (carriesDate.test(memory.content) ? `- ${said(memory)}` : `- ${memory.date}: ${said(memory)}`);
  const lines = [...(told.length > 0 ? [pt ? "O que sei:" : "What I remember about you:", ...told.map(line)] : [])];
  if (ahead.length > 0) lines.push(...(lines.length > 0 ? [""] : []), pt ? "Ainda por vir:" : "Still ahead:", ...[...ahead].sort((left, right) => left.date.localeCompare(right.date)).map(aheadLine));
  return [lines.join("\n"), ...moreThanShown(pt, counted)].join("\n\n");
};

/**
 * The newest only, of more that are kept (counted, or more than were read): how many when counted, and how to see the
 * others. Nothing when all are shown.
 */
const moreThanShown = (pt: boolean, counted: Counted | undefined): ReadonlyArray<string> => {
  if (counted === undefined || (counted.total === null ? counted.returned < counted.limit : counted.total <= counted.returned)) return [];
  const { returned, total } = counted;
  if (pt) {
    const shown = total === null ? `Estas são as ${returned} coisas mais recentes que sei` : `Estas são as ${returned} mais recentes das ${total} coisas que sei`;
    return [`${shown}; pergunte por um tema ou por um período («o que lhe contei em março?») para ver as outras.`];
  }
  const shown = total === null ? `These are the ${returned} newest things I remember` : `These are the ${returned} newest of the ${total} things I remember`;
  return [`${shown}; ask about a topic or a period ("what did I tell you in March?") for the others.`];
};

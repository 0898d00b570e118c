import type { LocalDate } from "@lifeos/core";
import { foldAccents, secretIn } from "@lifeos/core";
import type { OfflineSkill, SkillPlan } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalWriteRequest, statementBefore, writesWhatWasSaid } from "./journalWriteRequest.js";
import { journalWriteWords } from "./journalWriteWords.js";

const tool = "add_journal_entry";

/**
 * Words that name a day by the calendar: relative days, weekdays and dates written with numbers ("yesterday", "last
 * night", "on Friday", "3 May", "ontem", "anteontem", "no sábado", "2 de maio"). A holiday or an occasion ("Christmas",
 * "Easter lunch", "o Natal") is what the text is about, not the day it is written for.
 */
const calendarDay =
  /\b(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|hoje|ontem|anteontem|(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?|sabado|domingo)\b|\d/;

/**
 * The day a request to write is about: the one past or present day the message names by the calendar ("yesterday",
 * "ontem", "on Friday", "on May 2nd"), else today. Two days named, a week or a month, a day still to come, or a holiday
 * spoken of: today, the day it is written.
 */
export const entryDay = (question: Question): LocalDate => {
  const named = question.dates.filter((range) => range.from === range.to && range.from <= question.today && calendarDay.test(foldAccents(range.text.toLowerCase())));
  const days = new Set(named.map((range) => range.from));
  const [only] = days;
  return days.size === 1 && only !== undefined ? only : question.today;
};

/**
 * Writing in the journal from the chat, offline: a request at the start of the message ("add to my journal: …",
 * "log that …", "anota no meu diário: …", "escreve no diário que …") drafts the rest of the message, exactly as
 * typed, for the day it names or today (`add_journal_entry`); the person saves it from the card. Text that holds a
 * secret is not drafted; a request with no text asks for it; where the tool is not offered, it says where to write.
 * Questions about the journal and days merely told are never requests (`journalWriteRequest`).
 */
export const journalWriteSkill: OfflineSkill = {
  name: "journalWrite",
  tools: [tool],
  plan: (question): ReadonlyArray<SkillPlan> => {
    const request = journalWriteRequest(question.text);
    if (request === null) return [];
    const words = journalWriteWords[question.language];
    // "write that in my journal" after "Today I went to the beach with Ana": what was said before, for the day it names.
    const before = writesWhatWasSaid(request) && question.previous !== null ? statementBefore(question.previous.text) : null;
    const text = before ?? request.text;
    if (text === null) return [{ confidence: 0.97, calls: [], answer: words.askWhat }];
    if (secretIn(text) !== null) return [{ confidence: 0.97, calls: [], answer: words.secret }];
    const date = before !== null && question.previous !== null ? entryDay(question.previous) : entryDay(question);
    return [
      { confidence: 0.97, calls: [{ name: tool, arguments: { content: text, ...(date === question.today ? {} : { date }) } }] },
      // Where the tool is not offered in this conversation: where to write it instead.
      { confidence: 0.96, calls: [], answer: words.notOffered },
    ];
  },
  compose: (question, results) => {
    const words = journalWriteWords[question.language];
    return results
      .filter((result) => result.name === tool)
      .map((result) => {
        const date = typeof result.data["date"] === "string" ? result.data["date"] : question.today;
        return words.drafted(date, result.data["appendTo"] !== null && result.data["appendTo"] !== undefined);
      })
      .join("\n\n");
  },
  explainFailure: (question, result) => (result.name === tool && /\bsecret\b/.test(result.error ?? "") ? journalWriteWords[question.language].secret : undefined),
  // "what can I ask about my journal?": this skill's help alone.
  helpTopic: /\b(?:journal|diary|entries|entry|diario|entradas?)\b/,
  help: {
    en: ["Add to my journal: went for a run with Tom, felt great."],
    pt: ["Anota no meu diário: hoje fui ao dentista."],
  },
};

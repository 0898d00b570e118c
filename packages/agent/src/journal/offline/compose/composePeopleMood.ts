import type { Language } from "@lifeos/core";
import { bullets, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, objects, text } from "./readData.js";

type Measure = "happiness" | "stress" | "energy";

/** How the days of the people listed read, by the measure and its end ("happiest", "calmest", "lowest in energy"). */
const endWords: Record<Language, Record<Measure, readonly [high: string, low: string]>> = {
  en: { happiness: ["happiest", "least happy"], stress: ["most stressful", "calmest"], energy: ["most energetic", "lowest in energy"] },
  pt: { happiness: ["mais felizes", "menos felizes"], stress: ["com mais stress", "mais calmos"], energy: ["com mais energia", "com menos energia"] },
};

const measureWords: Record<Language, Record<Measure, string>> = {
  en: { happiness: "by the happiness", stress: "by the stress", energy: "by the energy" },
  pt: { happiness: "pela felicidade", stress: "pelo stress", energy: "pela energia" },
};

const phrases = {
  en: {
    head: (end: string, measure: string, label: string, overall: string) =>
      `The people whose days read ${end} ${label}, ${measure} of the entries that name them (all your entries: ${overall}):`,
    line: (name: string, average: string, entries: number) => `${name}: ${average} over ${entries === 1 ? "1 entry" : `${entries} entries`}`,
    caveat: "This is how those days read in your entries, not proof of what made them so.",
    none: (label: string) => `No one is named in enough entries with a mood reading ${label} to say how their days read: each person needs at least 3.`,
    noneStandsOut: (label: string, overall: string) =>
      `No one stands out ${label}: the days your entries name each person read within a few points of all your entries (${overall}).`,
  },
  pt: {
    head: (end: string, measure: string, label: string, overall: string) =>
      `As pessoas com quem os dias parecem ${end} ${label}, ${measure} das entradas que as nomeiam (todas as entradas: ${overall}):`,
    line: (name: string, average: string, entries: number) => `${name}: ${average} em ${entries === 1 ? "1 entrada" : `${entries} entradas`}`,
    caveat: "É assim que esses dias aparecem nas entradas, não prova do que os tornou assim.",
    none: (label: string) => `Ninguém é nomeado em entradas suficientes com uma leitura do humor ${label} para dizer como são esses dias: cada pessoa precisa de pelo menos 3.`,
    noneStandsOut: (label: string, overall: string) =>
      `Ninguém se destaca ${label}: os dias em que as entradas nomeiam cada pessoa ficam a poucos pontos de todas as entradas (${overall}).`,
  },
} as const;

const score = (value: number): string => `${Math.round(value)}/100`;

/** Points past the average of all entries that make someone's days stand out. */
const standsOut = 3;

/** `rank_names` asked by a mood ("who makes me happy?"): the people by how the days that name them read, against all days. */
export const composePeopleMood = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const data = result.data;
  const from = text(data["from"]);
  const to = text(data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  // An empty journal (no period read): how to start one, as every other journal answer says it.
  if (from === "" && numberOrNull(data["entries"]) === 0) return journalPhrases[question.language].emptyJournal;
  const names = objects(data["names"]);
  const overall = numberOrNull(data["overall"]);
  if (names.length === 0 || overall === null) return p.none(label);
  const measure: Measure = data["metric"] === "stress" || data["metric"] === "energy" ? data["metric"] : "happiness";
  const lowest = data["lowest"] === true;
  const end = endWords[question.language][measure][lowest ? 1 : 0];
  // Only who stands out: days naming them read at least a few points past all the entries, on the side asked.
  const standing = names.filter((row) => (lowest ? -1 : 1) * ((numberOrNull(row["average"]) ?? overall) - overall) >= standsOut);
  if (standing.length === 0) return p.noneStandsOut(label, score(overall));
  const lines = standing.map((row) => p.line(text(row["name"]), score(numberOrNull(row["average"]) ?? 0), numberOrNull(row["entries"]) ?? 0));
  return paragraphs(`${p.head(end, measureWords[question.language][measure], label, score(overall))}\n${bullets(lines)}`, p.caveat);
};

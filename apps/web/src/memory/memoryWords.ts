import type { Language } from "@lifeos/core";

type Context = "work" | "personal" | "family";
type MemoryType = "fact" | "preference" | "event" | "relationship" | "appointment" | "task";
type Unit = "day" | "week" | "month" | "year";

/** The words of the memories page (list, people, timeline, reminders, privacy), of the follow-ups and of the memories an answer used, in one language. */
export interface MemoryWords {
  readonly memories: string;
  readonly views: string;
  readonly tabs: Readonly<Record<"memories" | "people" | "timeline" | "reminders" | "privacy", string>>;
  readonly contexts: Readonly<Record<Context, string>>;
  readonly types: Readonly<Record<MemoryType, string>>;
  readonly matches: Readonly<Record<"semantic" | "keyword", string>>;
  /** The list. */
  readonly memory: string;
  readonly importance: (value: number) => string;
  readonly importanceAtLeast: (value: number) => string;
  readonly save: string;
  readonly cancel: string;
  readonly edit: string;
  readonly forget: string;
  readonly noLongerTrue: string;
  readonly foundBy: (reasons: string) => string;
  readonly nothingYet: string;
  readonly searchMemories: string;
  readonly context: string;
  readonly anyContext: string;
  readonly type: string;
  readonly anyType: string;
  readonly from: string;
  readonly to: string;
  readonly deleteRange: string;
  readonly noMatch: string;
  /** The timeline and people. */
  readonly noDated: string;
  readonly noPeople: string;
  readonly yourRelation: (relation: string) => string;
  readonly someone: string;
  readonly about: (name: string) => string;
  readonly alsoCalled: (names: string) => string;
  /** Reminders and follow-ups. */
  readonly noReminders: string;
  readonly overdue: string;
  readonly every: (count: number, unit: Unit) => string;
  readonly done: string;
  readonly delete: string;
  readonly followUps: string;
  readonly toFollowUp: string;
  readonly due: string;
  /** Privacy. */
  readonly loading: string;
  readonly learn: string;
  readonly keep: Readonly<Record<Context, string>>;
  readonly retentions: Readonly<Record<"month" | "quarter" | "year" | "forever", string>>;
  readonly alwaysKeep: (floor: number) => string;
  readonly confirmDeleteAll: string;
  readonly deleteAll: string;
  readonly deleted: (count: number) => string;
  /** The memories an answer used. */
  readonly used: (count: number) => string;
  readonly usedTitle: string;
  readonly correctThis: string;
  readonly correct: string;
  readonly corrected: string;
  readonly forgotten: string;
  readonly didNotWork: string;
}

const englishUnits: Readonly<Record<Unit, string>> = { day: "day", week: "week", month: "month", year: "year" };
const portugueseUnits: Readonly<Record<Unit, readonly [string, string]>> = { day: ["dia", "dias"], week: ["semana", "semanas"], month: ["mês", "meses"], year: ["ano", "anos"] };

export const memoryWords: Readonly<Record<Language, MemoryWords>> = {
  en: {
    memories: "Memories",
    views: "Memory views",
    tabs: { memories: "Memories", people: "People", timeline: "Timeline", reminders: "Reminders", privacy: "Privacy" },
    contexts: { work: "work", personal: "personal", family: "family" },
    types: { fact: "fact", preference: "preference", event: "event", relationship: "relationship", appointment: "appointment", task: "task" },
    matches: { semantic: "meaning", keyword: "words" },
    memory: "Memory",
    importance: (value) => `importance ${value}`,
    importanceAtLeast: (value) => `Importance ≥ ${value}`,
    save: "Save",
    cancel: "Cancel",
    edit: "Edit",
    forget: "Forget",
    noLongerTrue: "no longer true",
    foundBy: (reasons) => `found by ${reasons}`,
    nothingYet:
      "Nothing remembered yet. Tell the assistant in the chat what it should keep, e.g. “Remember that my sister is called Ana”, and it shows up here, where you can edit it or make it forget.",
    searchMemories: "Search memories",
    context: "Context",
    anyContext: "any context",
    type: "Type",
    anyType: "any type",
    from: "From",
    to: "To",
    deleteRange: "Delete memories in range",
    noMatch: "No memory matches these filters.",
    noDated: "No dated memories yet.",
    noPeople: "No people yet.",
    yourRelation: (relation) => ` — your ${relation}`,
    someone: "someone",
    about: (name) => `About ${name}`,
    alsoCalled: (names) => `Also called ${names}`,
    noReminders: "No pending reminders.",
    overdue: "overdue",
    every: (count, unit) => ` · every ${count === 1 ? englishUnits[unit] : `${count} ${englishUnits[unit]}s`}`,
    done: "Done",
    delete: "Delete",
    followUps: "Follow-ups",
    toFollowUp: "To follow up",
    due: "due",
    loading: "Loading…",
    learn: "Learn from my conversations",
    keep: { work: "Keep work memories", personal: "Keep personal memories", family: "Keep family memories" },
    retentions: { month: "1 month", quarter: "3 months", year: "1 year", forever: "forever" },
    alwaysKeep: (floor) => `Always keep memories of importance ≥ ${floor}`,
    confirmDeleteAll: "Delete every memory, person and reminder? This cannot be undone.",
    deleteAll: "Delete all memories",
    deleted: (count) => `Deleted ${count} memories.`,
    used: (count) => (count === 1 ? "1 memory used" : `${count} memories used`),
    usedTitle: "What LifeOS remembered for this answer",
    correctThis: "Correct this memory",
    correct: "Correct",
    corrected: "corrected",
    forgotten: "Forgotten",
    didNotWork: "That did not work",
  },
  pt: {
    memories: "Memórias",
    views: "Vistas da memória",
    tabs: { memories: "Memórias", people: "Pessoas", timeline: "Cronologia", reminders: "Lembretes", privacy: "Privacidade" },
    contexts: { work: "trabalho", personal: "pessoal", family: "família" },
    types: { fact: "informação", preference: "preferência", event: "acontecimento", relationship: "relação", appointment: "compromisso", task: "tarefa" },
    matches: { semantic: "significado", keyword: "palavras-chave" },
    memory: "Memória",
    importance: (value) => `importância ${value}`,
    importanceAtLeast: (value) => `Importância ≥ ${value}`,
    save: "Guardar",
    cancel: "Cancelar",
    edit: "Editar",
    forget: "Esquecer",
    noLongerTrue: "já não é verdade",
    foundBy: (reasons) => `encontrada por: ${reasons}`,
    nothingYet:
      "Ainda nada foi lembrado. Diga ao assistente na conversa o que deve guardar, p. ex. “Lembre-se de que a minha irmã se chama Ana”, e aparece aqui, onde pode editá-lo ou fazê-lo esquecer.",
    searchMemories: "Pesquisar memórias",
    context: "Contexto",
    anyContext: "qualquer contexto",
    type: "Tipo",
    anyType: "qualquer tipo",
    from: "De",
    to: "Até",
    deleteRange: "Apagar as memórias deste período",
    noMatch: "Nenhuma memória corresponde a estes filtros.",
    noDated: "Ainda não há memórias com data.",
    noPeople: "Ainda não há pessoas.",
    yourRelation: (relation) => ` — ${relation}`,
    someone: "alguém",
    about: (name) => `Sobre ${name}`,
    alsoCalled: (names) => `Outros nomes: ${names}`,
    noReminders: "Não há lembretes pendentes.",
    overdue: "em atraso",
    every: (count, unit) => ` · a cada ${count === 1 ? portugueseUnits[unit][0] : `${count} ${portugueseUnits[unit][1]}`}`,
    done: "Feito",
    delete: "Apagar",
    followUps: "Para acompanhar",
    toFollowUp: "Para acompanhar",
    due: "pendente",
    loading: "Um momento…",
    learn: "Aprender com as minhas conversas",
    keep: { work: "Guardar memórias de trabalho", personal: "Guardar memórias pessoais", family: "Guardar memórias de família" },
    retentions: { month: "1 mês", quarter: "3 meses", year: "1 ano", forever: "para sempre" },
    alwaysKeep: (floor) => `Guardar sempre as memórias de importância ≥ ${floor}`,
    confirmDeleteAll: "Apagar todas as memórias, pessoas e lembretes? Não é possível desfazer.",
    deleteAll: "Apagar todas as memórias",
    deleted: (count) => (count === 1 ? "1 memória apagada." : `${count} memórias apagadas.`),
    used: (count) => (count === 1 ? "1 memória usada" : `${count} memórias usadas`),
    usedTitle: "O que o LifeOS lembrou para esta resposta",
    correctThis: "Corrigir esta memória",
    correct: "Corrigir",
    corrected: "corrigida",
    forgotten: "Esquecida",
    didNotWork: "Não funcionou",
  },
};

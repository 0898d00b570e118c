import type { Language } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../OfflineSkill.js";
import type { Question } from "../question/Question.js";
import { bullets, listWords, paragraphs } from "../answerText.js";

/** A kind of data the person can put into LifeOS, each on a page of its own. */
type Kind = "journal" | "documents" | "portfolio";
const kinds: ReadonlyArray<Kind> = ["journal", "documents", "portfolio"];

/** An example question, and a tool that must be offered for it to be answered (null: the general skill answers it). */
interface Example {
  readonly tool: string | null;
  readonly text: Readonly<Record<Language, string>>;
}

/** Questions about each kind of data, for a person who has it (best first). */
const examplesOf: Readonly<Record<Kind, ReadonlyArray<Example>>> = {
  journal: [
    { tool: "get_current_state", text: { en: "How am I doing lately?", pt: "Como tenho andado?" } },
    { tool: "get_recent_entries", text: { en: "What made me happy last week?", pt: "O que me fez feliz na semana passada?" } },
    { tool: "get_entry", text: { en: "What did I write yesterday?", pt: "O que escrevi ontem?" } },
  ],
  documents: [
    { tool: "list_documents", text: { en: "Which documents do I have?", pt: "Que documentos tenho?" } },
    { tool: "search_knowledge_base", text: { en: "What do my documents say about insurance?", pt: "O que dizem os meus documentos sobre o seguro?" } },
  ],
  portfolio: [
    { tool: "get_holdings", text: { en: "How are my holdings doing?", pt: "Como estão os meus investimentos?" } },
    { tool: "get_performance", text: { en: "What's my return this year?", pt: "Qual foi a rentabilidade da carteira este ano?" } },
  ],
};

/** Things to say that need no data yet: the first entry, something to remember, a reminder (kept by memory, whose tools stand for it), an import. */
const firstSteps: ReadonlyArray<Example> = [
  { tool: "add_journal_entry", text: { en: "Add to my journal: went for a run with Tom, felt great", pt: "Anota no meu diário: fui correr com o Tomás, senti-me ótimo" } },
  { tool: "search_memories", text: { en: "Remember that my sister is called Ana", pt: "Lembre-se de que a minha irmã se chama Ana" } },
  { tool: "list_reminders", text: { en: "Remind me to call mum on Sunday", pt: "Lembre-me de ligar à mãe no domingo" } },
  { tool: null, text: { en: "How do I import my journal?", pt: "Como importo o meu diário?" } },
];

const words: Readonly<Record<Language, {
  readonly had: Readonly<Record<Kind, string>>;
  readonly where: Readonly<Record<Kind, string>>;
  readonly start: (missing: string) => string;
  readonly already: (held: string, many: boolean) => string;
  readonly more: (missing: string) => string;
  readonly samples: string;
  readonly tryThese: string;
}>> = {
  en: {
    had: { journal: "your journal", documents: "documents", portfolio: "your portfolio" },
    where: { journal: "your journal on the Journal page (New entry, or Import)", documents: "PDFs, Word files or notes on the Documents page", portfolio: "your accounts on the Portfolio page (or a broker's CSV)" },
    start: (missing) => `To start, give LifeOS something of yours: ${missing}.`,
    already: (held, many) => `You already have ${held} here: ask me about ${many ? "them" : "it"}.`,
    more: (missing) => `To add more: ${missing}.`,
    samples: "Each page can also load sample data to try first.",
    tryThese: "Try, for example:",
  },
  pt: {
    had: { journal: "o seu diário", documents: "documentos", portfolio: "a sua carteira" },
    where: { journal: "o seu diário na página Diário (Nova entrada, ou Importar)", documents: "PDFs, documentos Word ou notas na página Documentos", portfolio: "as suas contas na página Carteira (ou o CSV da corretora)" },
    start: (missing) => `Para começar, dê ao LifeOS alguma coisa sua: ${missing}.`,
    already: (held) => `Já tem aqui ${held}: pergunte-me sobre isso.`,
    more: (missing) => `Para acrescentar: ${missing}.`,
    samples: "Cada página também pode carregar dados de exemplo para experimentar primeiro.",
    tryThese: "Experimente, por exemplo:",
  },
};

/** The call that tells whether the person has documents (the request says nothing of them), when the tool is offered. */
export const startCall = (question: Question): PlannedCall | null => (question.tools.has("list_documents") ? { name: "list_documents", arguments: { limit: 1 } } : null);

/** Whether `list_documents` found any document: false when it was not called or failed. */
export const documentsFound = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.some((result) => result.name === "list_documents" && result.success && Array.isArray(result.data["documents"]) && result.data["documents"].length > 0);

/**
 * The answer to "how do I start?": a few lines on what to put in first (what
 * the person has already is named, and only what is missing is pointed at),
 * then four or five questions to ask, about what they have (or, with nothing
 * yet, things to say that need no data), each only when its tool is offered.
 */
export const startAnswer = (question: Question, hasDocuments: boolean): string => {
  const w = words[question.language];
  const has: Readonly<Record<Kind, boolean>> = {
    journal: question.journalSpan !== null,
    documents: hasDocuments,
    portfolio: (question.accounts?.length ?? 0) > 0,
  };
  const held = kinds.filter((kind) => has[kind]);
  const missing = kinds.filter((kind) => !has[kind]).map((kind) => w.where[kind]);
  const missingText = missing.length > 0 ? listWords(missing, question.language) : "";
  const lines =
    held.length === 0
      ? [w.start(missingText), w.samples]
      : [w.already(listWords(held.map((kind) => w.had[kind]), question.language), held.length > 1), ...(missing.length > 0 ? [w.more(missingText)] : [])];
  // Round robin over what the person has, two at most of each, then first steps that need no data.
  const kept = (example: Example) => !question.memoryOff || (example !== firstSteps[1] && example !== firstSteps[2]);
  const offered = (example: Example) => (example.tool === null || question.tools.has(example.tool)) && kept(example);
  const owned = held.map((kind) => examplesOf[kind].filter(offered).slice(0, held.length === 1 ? 3 : 2));
  const picked: Example[] = [];
  for (let round = 0; owned.some((list) => list.length > round); round++) for (const list of owned) if (list[round] !== undefined) picked.push(list[round]!);
  const examples = [...picked.slice(0, 5), ...firstSteps.filter(offered)].slice(0, Math.max(4, Math.min(5, picked.length)));
  return paragraphs(lines.join("\n"), examples.length > 0 && `${w.tryThese}\n${bullets(examples.map((example) => example.text[question.language]))}`);
};

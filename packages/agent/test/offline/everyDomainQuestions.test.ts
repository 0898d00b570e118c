import type { ModelToolCall } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// Ordinary questions a newcomer asks of every domain at once, with the skills in the server's order and
// every tool offered: documents (a lease, a payslip, course notes, a doctor's letter), the portfolio,
// memory and the edges (code, weather), in English and Portuguese.

const skills = everySkill;
const { turn: run } = offlineConversation({ skills, now, timeZone });

/** The tools the model calls first for `question`, by name. */
const firstTools = async (question: string) => (await run([{ role: "user", content: question }])).calls.map((call) => call.name);

/** The model's next move after its first calls returned `data` (by tool name). */
const afterResults = async (question: string, data: Readonly<Record<string, unknown>>) => {
  const first = await run([{ role: "user", content: question }]);
  const calls: ModelToolCall[] = first.calls;
  return run([
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: calls },
    ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] ?? {}, meta: null }) })),
  ]);
};


describe("requests the offline mode cannot do", () => {
  it.each([
    "write me a python function to sort a list",
    "can you write some code that parses a CSV?",
    "escreve-me um programa em javascript",
    "cria uma função em python que ordena uma lista",
  ])("%s: says so, with no tool", async (question) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(/offline/);
  });

  it.each([
    ["como está o tempo amanhã?", /Não consigo/],
    ["vai estar calor no fim de semana?", /Não consigo/],
    ["what's the weather like tomorrow?", /can't/],
  ])("%s: no forecast, and no journal search", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("questions about one's own records that name the weather or code", () => {
  it.each(["what was the weather like on my trip to Porto?", "what did I write about the app at work?"])("%s: still searches", async (question) => {
    expect((await firstTools(question)).length).toBeGreaterThan(0);
  });
});

describe("one asset asked by its name", () => {
  const holdings = {
    get_holdings: {
      baseCurrency: "EUR",
      totals: { totalValue: 10000, cash: 1000, unrealisedGain: 100, realisedGain: 0 },
      holdings: [{ symbol: "MSFT", name: "Microsoft Corp", quantity: 10, costBasis: 3000, marketValue: 4000, unrealisedGainPercent: 33.3, price: 400, currency: "USD", priceDate: "2024-05-09", weight: 40 }],
    },
    get_health_status: { issues: [] },
  };

  it.each([
    ["how much is my Apple worth?", /You hold no Apple/],
    ["did I lose money on Tesla?", /You hold no Tesla/],
    ["perdi dinheiro com a Microsoft?", /MSFT \(Microsoft Corp\)/],
    ["quanto valem as minhas ações da Apple?", /Não tem Apple/],
  ])("%s: that holding's line, or that it is not held", async (question, said) => {
    expect(await firstTools(question)).toEqual(["get_holdings", "get_health_status"]);
    expect((await afterResults(question, holdings)).text).toMatch(said);
  });

  it.each([
    ["how much have I made since I bought?", "get_performance"],
    ["quanto ganhei desde o início?", "get_performance"],
    ["what currency is my portfolio in?", "get_asset_allocation"],
    ["how much cash do I have?", "get_cash_balances"],
  ])("%s: %s", async (question, tool) => {
    expect((await firstTools(question))[0]).toBe(tool);
  });
});

describe("memory in plain words", () => {
  it.each([
    ["lembra-te que eu prefiro café sem açúcar", /^Anotado/],
    ["remember that I prefer tea without milk", /^Noted/],
    ["lembrame de ligar a mae amanha", /^Combinado, vou lembrar/],
  ])("%s: kept, not searched", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });

  it.each([
    ["esquece o café", "Tomo o café sem açúcar", /^Está bem, vou esquecer o que me contou sobre café/],
    ["forget that I'm allergic to penicillin", "I'm allergic to penicillin", /I'll forget that you're allergic to penicillin\.$/],
  ])("%s: what it names is looked up, then forgotten", async (question, content, said) => {
    expect(await firstTools(question)).toEqual(["search_memories"]);
    const { calls, text } = await afterResults(question, { search_memories: { memories: [{ content, date: "2024-05-01", dated: false, type: "fact", current: true }] } });
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });

  it("when is my anniversary? asks memory", async () => {
    expect(await firstTools("when is my anniversary?")).toContain("search_memories");
  });
});

describe("reflection asked in other words", () => {
  it.each(["help me think about my last entry", "ajuda-me a pensar sobre a minha última entrada"])("%s: reflects", async (question) => {
    expect(await firstTools(question)).toEqual(["reflect_on_entry"]);
  });
});

describe("a message that suggests self-harm", () => {
  it.each([
    ["I want to kill myself", /you deserve support from a person right now[\s\S]*988/],
    ["I don't want to live anymore", /you deserve support from a person right now/],
    ["remember that I want to end my life", /you deserve support from a person right now/],
    ["what did I write about wanting to die?", /you deserve support from a person right now/],
    ["quero morrer", /merece o apoio de uma pessoa agora[\s\S]*112[\s\S]*SNS 24/],
    ["não quero mais viver", /merece o apoio de uma pessoa agora[\s\S]*CVV/],
    ["às vezes penso em acabar com tudo", /merece o apoio de uma pessoa agora/],
  ])("%s: help from people first, with no tool and nothing noted", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
    expect(text).not.toMatch(/Noted|Anotado/);
  });

  it.each(["I killed it at the gym today", "what did I write about my grandmother's death?", "o filme era sobre morrer de amor"])("%s: no alarm", async (question) => {
    expect((await run([{ role: "user", content: question }])).text).not.toMatch(/deserve support|merece o apoio/);
  });
});

describe("asking what to write about", () => {
  const reflection = {
    date: "2026-03-14",
    reflection: {
      summary: "A long day at work.",
      themes: ["work", "time"],
      mood: "stressed",
      prompts: [
        { text: "List what you can let go of this week", source: "buddhist", rationale: "" },
        { text: "Write what is within your control tomorrow", source: "stoic", rationale: "" },
      ],
      advice: "Take one task at a time.",
      warnings: ["No AI model was used."],
    },
  };

  it.each([
    ["what should I write about today?", /^Some prompts to write from, picked for your last entry \(2026-03-14\), about work, time:\n- List what you can let go of this week \(Buddhist\)\n- Write what is within your control tomorrow \(Stoic\)/],
    ["give me a journaling prompt", /^Some prompts to write from/],
    ["I don't know what to write", /^Some prompts to write from/],
    ["sobre o que devo escrever hoje?", /^Algumas ideias para escrever, escolhidas para a sua última entrada \(2026-03-14\), sobre work, time:\n- List what you can let go of this week \(Budista\)/],
    ["dá-me uma ideia para escrever", /^Algumas ideias para escrever/],
    ["não sei o que escrever", /^Algumas ideias para escrever/],
  ])("%s: prompts picked for the latest entry", async (question, said) => {
    expect(await firstTools(question)).toEqual(["reflect_on_entry"]);
    const { calls, text } = await afterResults(question, { reflect_on_entry: reflection });
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
    expect(text).toContain("No AI model was used.");
  });

  it.each([
    ["what should I write about?", /^There are no entries for me to read yet, so here are three starting points from LifeOS's prompt banks:\n- .+ \(Buddhist\)\n- .+ \(Stoic\)\n- .+ \(Existentialist\)$/],
    ["o que devo escrever?", /^Ainda não há entradas para eu ler, por isso aqui ficam três pontos de partida dos bancos de perguntas do LifeOS:\n- .+ \(Budista\)\n- .+ \(Estoico\)\n- .+ \(Existencialista\)$/],
  ])("%s with no entry to read: starting points from the banks", async (question, said) => {
    const first = await run([{ role: "user", content: question }]);
    const calls: ModelToolCall[] = first.calls;
    const { text } = await run([
      { role: "user", content: question },
      { role: "assistant", content: "", toolCalls: calls },
      ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: false, error: { code: "NOT_FOUND", message: "The journal has no entries yet" } }) })),
    ]);
    expect(text).toMatch(said);
  });
});

describe("documents asked in ordinary words", () => {
  const documents = {
    list_documents: {
      documents: [
        { documentId: "d1", name: "course-notes-statistics.md", title: "Statistics 101 — course notes", status: "ready" },
        { documentId: "d2", name: "budget-notes.md", title: "Notas sobre orçamento pessoal", status: "ready" },
        { documentId: "d3", name: "lease.md", title: "Apartment lease", status: "ready" },
      ],
    },
    search_knowledge_base: { passages: [] },
  };

  it.each(["summarise my course notes", "resume as minhas notas do curso"])("%s: the summary of the document its words name", async (question) => {
    expect(await firstTools(question)).toContain("list_documents");
    const next = await afterResults(question, documents);
    expect(next.calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_document_summary", { documentId: "d1" }]]);
  });

  it("summarise my notes, with two documents of notes, names neither", async () => {
    const next = await afterResults("summarise my budget and course notes", documents);
    expect(next.calls.filter((call) => call.name === "get_document_summary")).toEqual([]);
  });

  it.each([
    ["quais documentos falam de seguro?", "insurance"],
    ["what did the cardiologist say?", "cardiology"],
    ["quanto recebi de salário líquido?", "salary"],
  ])("%s: searches with the word's translations (%s), the documents when the journal has nothing", async (question, word) => {
    const { calls } = await run([{ role: "user", content: question }]);
    const search = calls.find((call) => call.name === "search_knowledge_base" || call.name === "search_journal");
    expect(search).toBeDefined();
    expect(JSON.stringify(JSON.parse(search!.arguments).related)).toContain(word);
    expect(calls.map((call) => call.name)).not.toContain("get_income");
  });

  it("dividends are still the portfolio's", async () => {
    expect(await firstTools("quanto recebi em dividendos?")).toEqual(["get_income"]);
  });
});

describe("a passage quoted for its words, not for its document's title", () => {
  it("posso ter um gato no apartamento? quotes the pets clause of an apartment lease", async () => {
    const lease = {
      documentId: "d3",
      name: "lease.md",
      page: null,
      heading: "Apartment lease — Rua das Flores 12",
      text: "# Apartment lease — Rua das Flores 12\n\n## Rent\nThe monthly rent is 950 euros.\n\n## Pets\nSmall pets such as cats and small dogs are allowed with the written consent of the landlord.",
      citation: "[lease.md]",
    };
    const { text } = await afterResults("posso ter um gato no apartamento?", { search_knowledge_base: { passages: [lease] } });
    expect(text).toContain("Small pets such as cats");
    expect(text).not.toContain("monthly rent");
  });
});

describe("a trade said with its currency", () => {
  it.each([
    ["I bought 10 shares of Apple at 190 dollars today", "USD"],
    ["comprei 5 ações da Microsoft a 400 dólares ontem", "USD"],
    ["I sold 3 VWCE at 110 euros", "EUR"],
    ["bought 2 VOD at £1.20", "GBP"],
  ])("%s: drafted in %s", async (question, currency) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments).currency])).toEqual([["record_activity", currency]]);
  });

  it("no currency said leaves it to the asset or the account", async () => {
    const { calls } = await run([{ role: "user", content: "vendi 2 ações da apple a 200" }]);
    expect(JSON.parse(calls[0]!.arguments).currency).toBeUndefined();
  });
});

describe("more ordinary document and portfolio requests", () => {
  const documents = {
    list_documents: {
      documents: [
        { documentId: "d1", name: "letter-cardiology.md", title: "Letter from Dr. Helena Costa, Cardiology", status: "ready" },
        { documentId: "d2", name: "payslip-october.txt", title: "payslip-october", status: "ready" },
        { documentId: "d3", name: "lease.md", title: "Apartment lease", status: "ready" },
      ],
    },
    search_knowledge_base: { passages: [] },
  };

  it.each([
    ["resume o meu contrato", "d3"],
    ["summarise the letter from the doctor", "d1"],
    ["summarise my payslip", "d2"],
  ])("%s: the summary of %s", async (question, id) => {
    const next = await afterResults(question, documents);
    expect(next.calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_document_summary", { documentId: id }]]);
  });

  it("qual é o prazo de pré-aviso? searches the documents first", async () => {
    expect(await firstTools("qual é o prazo de pré-aviso?")).toEqual(["search_knowledge_base"]);
  });

  it.each([
    ["registe uma compra de 10 VWCE a 90 euros", { type: "BUY", symbol: "VWCE", quantity: "10", unitPrice: "90", currency: "EUR" }],
    ["record a sale of 2 MSFT at 410", { type: "SELL", symbol: "MSFT", quantity: "2", unitPrice: "410" }],
  ])("%s: a draft", async (question, draft) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["record_activity", draft]]);
  });

  it.each(["que ações tenho?", "quais ativos possuo?"])("%s: the holdings", async (question) => {
    expect(await firstTools(question)).toEqual(["get_holdings", "get_health_status"]);
  });
});

describe("a birthday told of someone named by relationship", () => {
  it.each([
    ["my mom's birthday is on May 3", /^Noted: .*3 May/],
    ["my brother's birthday is on 12 August", /^Noted: .*12 August/],
  ])("%s: kept", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("requests about documents the chat does not do", () => {
  it.each(["translate my lease to portuguese", "traduz o meu contrato para inglês"])("%s: says so", async (question) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(/offline/);
  });

  it("apaga o documento do contrato is not a memory to forget", async () => {
    const { text } = await run([{ role: "user", content: "apaga o documento do contrato" }]);
    expect(text).not.toMatch(/esquecer/);
  });

  it("who is Dr. Helena Costa? asks of the whole name", async () => {
    const { calls } = await run([{ role: "user", content: "who is Dr. Helena Costa?" }]);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments).name])[0]).toEqual(["get_person", "Dr. Helena Costa"]);
  });
});

describe("a favourite told", () => {
  it.each([
    ["my favourite colour is green", /^Noted: .*green/],
    ["a minha cor favorita é o verde", /^Anotado: .*verde/],
  ])("%s: kept", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("writing asked about the person's own things", () => {
  it.each(["write an email to my boss saying I'm sick", "escreve uma mensagem ao meu senhorio"])("%s: says so, no search", async (question) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(/offline/);
  });

  it("what did I write in my email to the landlord? still searches", async () => {
    expect((await firstTools("what did I write in my email to the landlord?")).length).toBeGreaterThan(0);
  });
});

describe("records the chat does not delete, actions asked with a pronoun, and what the planner does", () => {
  it.each([
    ["apaga o documento do contrato", /^Não consigo apagar documentos a partir da conversa\. Abra a página Documentos/],
    ["delete the lease document", /^I can't delete documents from the chat\. Open Documents/],
    ["delete my last journal entry", /^I can't delete journal entries from the chat/],
    ["elimina a última transação da carteira", /^Não consigo apagar dados da carteira/],
    // Asked as a wish or a how, not only as an order.
    ["I want to delete my last entry", /^I can't delete journal entries from the chat/],
    ["how do I remove a document?", /^I can't delete documents from the chat/],
    ["can I delete this conversation?", /^I can't delete conversations from the chat/],
    ["quero apagar a minha última entrada", /^Não consigo apagar entradas do diário/],
    ["como apago um documento?", /^Não consigo apagar documentos a partir da conversa/],
    ["como é que eu posso eliminar uma conta da carteira?", /^Não consigo apagar dados da carteira/],
    // An entry asked to be changed: the Journal's Edit.
    ["edit my last entry", /^I can't change journal entries from the chat\. Open the entry in the Journal and use Edit/],
    ["how do I change yesterday's entry?", /^I can't change journal entries from the chat/],
    ["quero corrigir a entrada de ontem", /^Não consigo alterar entradas do diário a partir da conversa\. Abra a entrada no Diário e use Editar/],
    ["como edito uma entrada?", /^Não consigo alterar entradas do diário/],
  ])("%s: says where the app deletes or changes it, with no tool", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });

  it("marca-me uma mesa para dois: no booking, and no search", async () => {
    const { calls, text } = await run([{ role: "user", content: "marca-me uma mesa para dois" }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(/^Não consigo fazer isso em modo offline: não faço nada fora do LifeOS/);
  });

  it.each([["o que você faz?", /planeador determinístico/], ["what do you do?", /deterministic planner/], ["o que posso te perguntar?", /planeador determinístico/]])("%s: what the offline mode is", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("courtesies said together", () => {
  it.each([
    ["obrigada, até amanhã", "De nada. Até breve! O diário fica aqui à sua espera."],
    ["thanks, bye", "You're welcome. Goodbye! Your journal will be here when you come back."],
  ])("%s: thanks and goodbye", async (question, said) => {
    expect(await run([{ role: "user", content: question }])).toEqual({ calls: [], text: said });
  });

  it.each([["I love you", /^I'm not a person/], ["amo-te", /^Não sou uma pessoa/]])("%s: not a person, and no search", async (question, said) => {
    const { calls, text } = await run([{ role: "user", content: question }]);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

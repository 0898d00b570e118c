import type { ModelMessage, ToolSpec } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { rememberedFacts } from "../../src/models/offline/question/rememberedFacts.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

/** Friday 10 May 2024 in Lisbon, as the other offline tables. */
const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const allTools: ToolSpec[] = ["search_journal", "get_recent_entries", "search_memories", "get_person", "list_reminders"].map((name) => ({ name, description: name, parameters: {} }));
const conversation = offlineConversation({ skills: [journalSkill, memorySkill], tools: allTools.map((tool) => tool.name), now, timeZone });
const { turn, ask } = conversation;
const memory = storedMemory;

/** The answer after the model's calls (and any follow-up calls) came back with `data` for each tool (by name). */
const answerWith = async (question: string, data: Readonly<Record<string, unknown>>, system = "") => {
  expect((await ask(question, system)).calls.length).toBeGreaterThan(0);
  return conversation.answerWith(question, data, system);
};

const susana16 = memory("Susana fez 16 anos", "fact", "2024-05-09");
const rui = memory("Rui works at Acme as an engineer", "fact", "2024-04-20");
const dentist = memory("Fui ao dentista", "event", "2024-05-06");
const trip = memory("Trip to Porto with Ana", "event", "2024-03-02");
const remembered = systemWith([dentist, susana16, trip, rui]);

describe("the memory section of the system prompt", () => {
  it("is read back line by line, and absent from a prompt without one", () => {
    expect(rememberedFacts(remembered).map((fact) => [fact.type, fact.date, fact.content])).toEqual([
      ["event", "2024-05-06", "Fui ao dentista"],
      ["fact", "2024-05-09", "Susana fez 16 anos"],
      ["event", "2024-03-02", "Trip to Porto with Ana"],
      ["fact", "2024-04-20", "Rui works at Acme as an engineer"],
    ]);
    expect(rememberedFacts("You are LifeOS.")).toEqual([]);
  });
});

describe("the offline model routes questions about what it remembers", () => {
  const table: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ["How old is Susana?", { includeHistory: undefined }],
    ["how old is susana's daughter Ana?", { includeHistory: undefined }],
    ["Quantos anos tem a Susana?", { includeHistory: undefined }],
    ["Qual é a idade da Susana?", { includeHistory: undefined }],
    ["Susana tem quantos anos?", { includeHistory: undefined }],
    ["What's Susana's age?", { includeHistory: undefined }],
    ["How old was Susana last year?", { includeHistory: true }],
    ["Quantos anos tinha a Susana no ano passado?", { includeHistory: true }],
    ["Where does Rui work?", { includeHistory: undefined }],
    ["Onde mora o Rui?", { includeHistory: undefined }],
    ["When is Ana's birthday?", { includeHistory: undefined }],
    ["Quando faz anos a Ana?", { includeHistory: undefined }],
    ["Is Susana allergic to anything?", { includeHistory: undefined }],
    ["A Susana tem alergias?", { includeHistory: undefined }],
    ["Where do I work?", { includeHistory: undefined }],
  ];
  it.each(table)("%s → search_memories", async (question, expected) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect((JSON.parse(calls[0]!.arguments) as Record<string, unknown>)["includeHistory"]).toBe(expected["includeHistory"]);
  });

  it.each([
    ["When did I last go to the dentist?", ["search_memories", "search_journal"]],
    ["Quando fui ao dentista pela última vez?", ["search_memories", "search_journal"]],
    ["a última vez que fui no dentista", ["search_memories", "search_journal"]],
    ["Who is Susana?", ["get_person"]],
    ["Quem é a Susana?", ["get_person"]],
  ] as const)("%s → %j", async (question, tools) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(tools);
  });
});

describe("the offline model says back what it was told, to the person", () => {
  it.each([
    ["My neighbour Tom is a plumber", "Noted: Tom is your neighbour and is a plumber."],
    ["O meu irmão Rui é canalizador", "Anotado: O Rui é o seu irmão e é canalizador."],
    // A relationship that ended is said back plainly, and no "who is Mark?" follows.
    ["Mark is no longer my boss", "Noted: Mark is no longer your boss."],
    ["I don't work with Ana anymore", "Noted: You don't work with Ana anymore."],
    ["A Ana já não é a minha chefe", "Anotado: A Ana já não é a sua chefe."],
    ["I'm allergic to penicillin", "Noted: You're allergic to penicillin."],
    ["I need to renew my passport", "Noted: You need to renew your passport. Shall I remind you to renew your passport?"],
    ["A minha irmã Joana mudou-se para Braga", "Anotado: A Joana é a sua irmã e mudou-se para Braga."],
    // In the first person the Portuguese stays as said ("Preciso… o meu"); the offer's infinitive takes "seu".
    ["Preciso de renovar o meu passaporte", "Anotado: Precisa de renovar o seu passaporte. Quer um lembrete para renovar o seu passaporte?"],
  ])("%s", async (statement, answer) => {
    expect(await ask(statement)).toEqual({ calls: [], text: answer });
  });
});

describe("the offline model answers from the memories in its prompt", () => {
  it.each([
    ["How old is Susana?", /^Susana is 16: you told me “Susana fez 16 anos” \(2024-05-09\)\.$/],
    ["how old is susana", /^Susana is 16/],
    ["Quantos anos tem a Susana?", /^Susana tem 16 anos: contou-me “Susana fez 16 anos” \(2024-05-09\)\.$/],
    ["Qual a idade da Susana?", /^Susana tem 16 anos/],
    ["Where does Rui work?", /^From what you told me: “Rui works at Acme as an engineer” \(2024-04-20\)\.$/],
    ["Onde trabalha o Rui?", /^Pelo que me contou: “Rui works at Acme as an engineer” \(2024-04-20\)\.$/],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question, remembered);
    expect(calls).toEqual([]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/Porto|dentista/);
  });

  it("reads an age said without “years”", async () => {
    const lucy = systemWith([memory("My daughter Lucy is 15", "fact", "2024-05-01"), memory("Lucy's train is at 15:40", "fact", "2024-05-02")]);
    expect(await ask("How old is Lucy?", lucy)).toEqual({ calls: [], text: "Lucy is 15: you told me “My daughter Lucy is 15” (2024-05-01)." });
    expect((await ask("Quantos anos tem a Lucy?", lucy)).text).toBe("Lucy tem 15 anos: contou-me “My daughter Lucy is 15” (2024-05-01).");
  });

  it("looks in the journal for someone it remembers nothing about, and says both plainly", async () => {
    const question = "How is Biscuit?";
    const first = await ask(question);
    expect(first.calls.map((call) => call.name)).toEqual(["search_memories"]);
    const afterMemories: ModelMessage[] = [
      { role: "user", content: question },
      { role: "assistant", content: "", toolCalls: first.calls },
      { role: "tool", toolCallId: first.calls[0]!.id, name: "search_memories", content: JSON.stringify({ success: true, data: { memories: [] } }) },
    ];
    const next = await turn(afterMemories);
    expect(next.calls.map((call) => [call.name, call.arguments])).toEqual([["search_journal", JSON.stringify({ query: "Biscuit", limit: 3, recencyBoost: true })]]);
    const journal = { results: [{ entryId: "e1", date: "2024-04-02", excerpt: "A long walk. Biscuit chased every pigeon in the park.", score: 1, confidence: "high" }], confidence: "high" };
    const answered = await turn([
      ...afterMemories,
      { role: "assistant", content: "", toolCalls: next.calls },
      { role: "tool", toolCallId: next.calls[0]!.id, name: "search_journal", content: JSON.stringify({ success: true, data: journal }) },
    ]);
    expect(answered.calls).toEqual([]);
    expect(answered.text).toBe("I have nothing remembered about Biscuit. Tell me and I'll remember it.\n\nYour journal mentions Biscuit:\n- 2024-04-02: Biscuit chased every pigeon in the park.");
  });

  it("answers any question whose topic a remembered fact holds, and leaves questions about the journal to the journal", async () => {
    const passport = systemWith([memory("My passport expires in June 2027", "fact", "2024-05-01"), trip]);
    const expiry = await ask("When does my passport expire?", passport);
    expect(expiry.calls).toEqual([]);
    expect(expiry.text).toBe("Your passport expires in June 2027, as you told me on 2024-05-01.");
    expect((await ask("Quando expira o meu passaporte?", systemWith([memory("O meu passaporte expira em junho de 2027", "fact", "2024-05-01")]))).text).toBe(
      "O seu passaporte expira em junho de 2027, como me contou em 2024-05-01.",
    );
    // Asked of the journal, or about a topic no fact holds: not answered from memory.
    expect((await ask("What did I write about my passport?", passport)).calls.map((call) => call.name)).toContain("search_journal");
    expect((await ask("When does my visa expire?", passport)).text).not.toContain("passport");
    // Another form of the same verb: "bebo" asks what "deixei de beber" told.
    const coffee = systemWith([memory("Deixei de beber café", "preference", "2024-05-01")]);
    expect(await ask("Eu bebo café?", coffee)).toEqual({ calls: [], text: "Deixou de beber café, como me contou em 2024-05-01." });
    // Told in one language, asked in the other: the common words are the same in both.
    expect(await ask("Do I drink coffee?", coffee)).toEqual({ calls: [], text: "From what you told me: “Deixei de beber café” (2024-05-01)." });
    expect(await ask("Do I drink coffee?", systemWith([memory("I stopped drinking coffee", "preference", "2024-05-01")]))).toEqual({ calls: [], text: "You stopped drinking coffee, as you told me on 2024-05-01." });
  });

  it("answers how the person takes something in either language, and searches both words when the prompt has nothing", async () => {
    const sugar = systemWith([memory("Tomo o café sem açúcar", "preference", "2024-05-01")]);
    expect(await ask("How do I take my coffee?", sugar)).toEqual({ calls: [], text: "From what you told me: “Tomo o café sem açúcar” (2024-05-01)." });
    expect(await ask("How do I like my tea?", systemWith([memory("Bebo o chá sem açúcar", "preference", "2024-05-01")]))).toEqual({ calls: [], text: "From what you told me: “Bebo o chá sem açúcar” (2024-05-01)." });
    const milk = systemWith([memory("I take my tea with milk", "preference", "2024-05-01")]);
    expect(await ask("Como é que eu bebo o chá?", milk)).toEqual({ calls: [], text: "Pelo que me contou: “I take my tea with milk” (2024-05-01)." });
    // Nothing in the prompt: the memory search looks for the word in both languages.
    const search = await ask("How do I take my coffee?", systemWith([]));
    expect(search.calls.map((call) => [call.name, JSON.parse(call.arguments).query])).toEqual([["search_memories", "coffee café cafe"]]);
  });

  it("looks further with the tool when the prompt has nothing on it, and says plainly when nothing is remembered", async () => {
    const first = await ask("How old is Pedro?", remembered);
    expect(first.calls.map((call) => call.name)).toEqual(["search_memories"]);
    // The search found memories, none of them about Pedro's age: none is offered as the answer.
    const rows = [{ content: "Susana fez 16 anos", date: "2024-05-09", dated: false, type: "fact", current: true }];
    expect(await answerWith("How old is Pedro?", { search_memories: { memories: rows } }, remembered)).toBe("I have nothing remembered about Pedro's age. Tell me and I'll remember it.");
    expect(await answerWith("Onde mora o Pedro?", { search_memories: { memories: [] } })).toBe("Não tenho nada guardado sobre a morada de Pedro. Se me contar, eu guardo.");
  });

  it("knows whom “my daughter” means from what was told", async () => {
    const family = systemWith([memory("A Susana é minha filha", "relationship", "2024-05-01"), susana16, rui]);
    expect(await ask("How old is my daughter?", family)).toEqual({ calls: [], text: "Susana is 16: you told me “Susana fez 16 anos” (2024-05-09)." });
    expect((await ask("Quantos anos tem a minha filha?", family)).text).toMatch(/^Susana tem 16 anos/);
    // Not told who the daughter is: the search looks for her by the word in both languages, and says plainly it does not know.
    const unknown = await ask("How old is my daughter?", systemWith([susana16]));
    expect(unknown.calls.map((call) => [call.name, (JSON.parse(call.arguments) as { query: string }).query])).toEqual([["search_memories", expect.stringContaining("filha")]]);
    expect(await answerWith("How old is my daughter?", { search_memories: { memories: [] } }, systemWith([susana16]))).toBe("I have nothing remembered about your daughter's age. Tell me and I'll remember it.");
    expect(await answerWith("Onde trabalha o meu chefe?", { search_memories: { memories: [] } })).toBe("Não tenho nada guardado sobre o trabalho do seu chefe. Se me contar, eu guardo.");
  });

  it("answers the past from a fact that no longer holds, with what holds now", async () => {
    const rows = [
      { content: "Susana fez 16 anos", date: "2024-05-09", dated: false, type: "fact", current: true },
      { content: "Susana tem 15 anos", date: "2024-02-01", dated: false, type: "fact", current: false },
    ];
    expect(await answerWith("How old was Susana last year?", { search_memories: { memories: rows } }, remembered)).toBe(
      "Susana was 15: earlier you told me “Susana tem 15 anos” (2024-02-01), which no longer holds. Now: “Susana fez 16 anos” (2024-05-09).",
    );
    expect(await answerWith("Quantos anos tinha a Susana no ano passado?", { search_memories: { memories: rows } })).toMatch(/^Susana tinha 15 anos: antes, contou-me “Susana tem 15 anos”/);
    // Only the current fact known: it is given, and the missing history said.
    expect(await answerWith("How old was Susana last year?", { search_memories: { memories: rows.slice(0, 1) } })).toBe(
      "Susana is 16: you told me “Susana fez 16 anos” (2024-05-09).\nI have no older fact about it.",
    );
  });

  it("answers the last visit from memories and the journal, newest first, and never calls a visit ahead the last", async () => {
    const rows = [
      { content: "Dentist appointment on Tuesday at 2 pm", date: "2024-05-14", dated: true, type: "appointment", current: true },
      { content: "Went to the dentist for a cleaning", date: "2024-01-15", dated: true, type: "event", current: true },
    ];
    const journal = { results: [{ date: "2024-02-20", excerpt: "Dentist again, the filling." }] };
    expect(await answerWith("When did I last go to the dentist?", { search_memories: { memories: rows }, search_journal: journal }, remembered)).toBe(
      [
        "The last time was on 2024-05-06: Fui ao dentista (memory).",
        "- 2024-02-20: Dentist again, the filling. (journal)",
        "- 2024-01-15: Went to the dentist for a cleaning (memory)",
        "Next: 2024-05-14: Dentist appointment on Tuesday at 2 pm.",
      ].join("\n"),
    );
    // With no memory tool offered, the prompt's memories still answer.
    const offline = await ask("Quando fui ao dentista pela última vez?", remembered, [{ name: "get_recent_entries", description: "", parameters: {} }]);
    expect(offline.calls).toEqual([]);
    expect(offline.text).toBe("A última vez foi em 2024-05-06: Fui ao dentista (memória).");
  });

  it("takes the last visit from an entry that names it, not from a later entry that matched by meaning alone", async () => {
    const journal = {
      results: [
        { date: "2024-05-08", excerpt: "Choir dress rehearsal. Concert next Saturday at the church.", confidence: "low" },
        { date: "2024-05-02", excerpt: "Fui à fisioterapia na clínica, última sessão.", confidence: "low" },
        { date: "2024-04-11", excerpt: "Physio for my knee, it is getting better.", confidence: "low" },
      ],
    };
    const text = await answerWith("When was my last physio session?", { search_memories: { memories: [] }, search_journal: journal });
    expect(text).toMatch(/^The last time was on 2024-05-02: Fui à fisioterapia/);
    expect(text).not.toContain("Choir");
  });

  it("opens “who is …?” for someone it remembers nothing about with what the journal says, then offers to remember", async () => {
    const data = {
      get_person: { person: null, relationships: [], memories: [] },
      search_journal: { results: [{ date: "2024-04-30", excerpt: "Halloween party at Kwame's. Daniel went as a lighthouse." }] },
    };
    expect(await answerWith("Tell me about Kwame", data)).toBe(
      'Your journal mentions Kwame:\n- 2024-04-30: Halloween party at Kwame\'s.\n\nI have nothing remembered about Kwame yet: tell me who they are (for example "Kwame is a colleague from work") and I\'ll remember.',
    );
    expect(await answerWith("Quem é o Kwame?", data)).toMatch(/^O seu diário fala de Kwame:\n- 2024-04-30: .*\n\nAinda não tenho nada guardado sobre Kwame/);
    // Nobody in the journal either: said plainly at once.
    expect(await answerWith("Who is Zeferino?", { get_person: data.get_person, search_journal: { results: [] } })).toBe("I don't know who Zeferino is yet. Tell me and I'll remember.");
  });

  it("answers the next appointment, soonest first, and says plainly when none is ahead", async () => {
    for (const question of ["When is my next dentist appointment?", "Do I have a dentist appointment?", "Quando é a próxima consulta no dentista?", "Tenho consulta marcada no dentista?"]) {
      expect((await ask(question)).calls.map((call) => call.name), question).toEqual(["search_memories"]);
    }
    const rows = [
      { content: "Dentist appointment on 2024-05-21 at 2 pm", date: "2024-05-21", dated: true, type: "appointment", current: true },
      { content: "Dentist appointment on Tuesday at 2 pm", date: "2024-05-14", dated: true, type: "appointment", current: true },
      { content: "Went to the dentist for a cleaning", date: "2024-01-15", dated: true, type: "event", current: true },
    ];
    expect(await answerWith("When is my next dentist appointment?", { search_memories: { memories: rows } })).toBe(
      "The next one is on 2024-05-14: Dentist appointment on Tuesday at 2 pm.\n- 2024-05-21: Dentist appointment on 2024-05-21 at 2 pm",
    );
    expect(await answerWith("Tenho consulta marcada no dentista?", { search_memories: { memories: rows.slice(2) } })).toBe("Não tenho guardada nenhuma marcação futura com o dentista.");
  });

  it("answers what is planned from the appointments remembered and the reminders, and says how to add one when there is none", async () => {
    for (const question of ["What appointments do I have?", "what's on my schedule?", "do I have any plans?", "tenho alguma consulta marcada?", "quais são os meus compromissos?", "o que tenho marcado?"]) {
      const { calls } = await ask(question);
      expect(calls.map((call) => [call.name, JSON.parse(call.arguments)]), question).toEqual([
        ["search_memories", { query: "", type: "appointment", from: "2024-05-10", limit: 20 }],
        ["search_memories", { query: "", type: "fact", from: "2024-05-10", limit: 20 }],
        ["list_reminders", {}],
      ]);
    }
    const rows = [
      { content: "Eye doctor on 2024-05-20 at 9 am", date: "2024-05-20", dated: true, type: "appointment", current: true },
      { content: "Dentist on Tuesday at 2 pm", date: "2024-05-14", dated: true, type: "appointment", current: true },
      { content: "Physio last month", date: "2024-04-02", dated: true, type: "appointment", current: true },
    ];
    const reminders = [{ text: "Pay the rent", dueAt: "2024-05-12T09:00:00.000Z", overdue: false }];
    expect(await answerWith("What appointments do I have?", { search_memories: { memories: rows }, list_reminders: { reminders } })).toBe(
      "Appointments you told me about:\n- 2024-05-14: Dentist on Tuesday at 2 pm\n- 2024-05-20: Eye doctor on 2024-05-20 at 9 am\n\nPending reminders:\n- 2024-05-12 at 10 AM: Pay the rent",
    );
    expect(await answerWith("tenho alguma consulta marcada?", { search_memories: { memories: [] }, list_reminders: { reminders: [] } })).toMatch(/^Não tenho nenhuma marcação nem lembrete guardado\./);
  });

  it("answers what it remembers about someone with that person, not with everything about the user", async () => {
    for (const question of ["what do you remember about Miguel?", "o que te lembras do Miguel?", "o que sabes sobre o Miguel?"]) {
      const { calls } = await ask(question);
      expect(calls.map((call) => [call.name, JSON.parse(call.arguments)]), question).toEqual([
        ["get_person", { name: "Miguel" }],
        ["search_journal", { query: "Miguel", limit: 5, recencyBoost: true, related: [["Miguel", "Migas"]] }],
        ["search_memories", { query: "Miguel", limit: 8 }],
      ]);
    }
    expect((await ask("what do you remember about me?")).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect((await ask("o que te lembras de mim?")).calls.map((call) => call.name)).toEqual(["search_memories"]);
  });

  it("says plainly that nothing is remembered about the person yet, and how to tell it", async () => {
    expect(await answerWith("what do you remember about me?", { search_memories: { memories: [] } })).toMatch(/^I don't remember anything about you yet\. Tell me .*"remember that/);
    expect(await answerWith("o que sabes sobre mim?", { search_memories: { memories: [] } })).toMatch(/^Ainda não tenho nada guardado\. Diga-me .*«lembre-se de que/);
  });

  it("leaves “what did I do on my birthday?” to the journal, and reads “tell me something about myself” as what it remembers", async () => {
    for (const question of ["what did I do on my birthday?", "o que fiz no meu aniversário?"]) {
      expect((await ask(question)).calls.map((call) => call.name), question).toEqual(["search_journal"]);
    }
    expect((await ask("when is Ana's birthday?")).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect((await ask("tell me something about myself")).calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["search_memories", { query: "", limit: 10 }]]);
  });

  it("answers what there is to do from the tasks remembered and the reminders, and says plainly when there is none", async () => {
    const tasks = { memories: [{ content: "I need to renew my passport", date: "2024-05-08", dated: false, type: "task", current: true }, { content: "I prefer tea", date: "2024-05-08", dated: false, type: "preference", current: true }] };
    const reminders = { reminders: [{ text: "Pagar a renda", dueAt: "2024-06-01T09:00:00.000Z", overdue: false }] };
    for (const question of ["What do I need to do?", "O que tenho de fazer?", "o que eu preciso fazer?"]) {
      expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories", "list_reminders"]);
    }
    expect(await answerWith("What do I need to do?", { search_memories: tasks, list_reminders: reminders })).toBe(
      "What you told me you need to do:\n- 2024-05-08: I need to renew my passport\nYour reminders:\n- 2024-06-01 at 10 AM: Pagar a renda",
    );
    expect(await answerWith("O que tenho de fazer?", { search_memories: { memories: [] }, list_reminders: { reminders: [] } })).toBe(
      "Não tenho guardada nenhuma tarefa nem lembrete. Diga-me o que precisa de fazer e eu guardo.",
    );
  });

  it("answers who someone is from the entity", async () => {
    const person = { person: { name: "Susana", relationshipToUser: "daughter", aliases: [] }, relationships: [], memories: [{ content: "Susana fez 16 anos", date: "2024-05-09", dated: false, type: "fact", current: true }] };
    expect(await answerWith("Who is Susana?", { get_person: person })).toBe("Susana is your daughter.\n- 2024-05-09: “Susana fez 16 anos”");
    expect(await answerWith("Quem é a Susana?", { get_person: person })).toMatch(/^A Susana é a sua filha\./);
  });

  it("names any relation of the lexicon in Portuguese, in the person's gender, never the stored English word", async () => {
    const neighbour = (name: string, gender: string) => ({ get_person: { person: { name, relationshipToUser: "neighbour", aliases: [], gender }, relationships: [], memories: [] } });
    expect(await answerWith("Quem é o Tomás?", neighbour("Tomás", "male"))).toBe("O Tomás é o seu vizinho.");
    expect(await answerWith("Quem é a Rita?", neighbour("Rita", "female"))).toBe("A Rita é a sua vizinha.");
    expect(await answerWith("Who is Tom?", neighbour("Tom", "male"))).toBe("Tom is your neighbour.");
  });
});

describe("someone asked for by relationship", () => {
  it.each([
    ["Who is my boss?", /^I have nothing remembered about your boss\. Tell me who it is \("my boss is called …"\) and I'll remember it, or ask me to "search my journal for boss"\.$/],
    ["who's my dentist", /^I have nothing remembered about your dentist\./],
    ["Quem é o meu chefe?", /^Não tenho nada guardado sobre o seu chefe\. Diga-me quem é \(por exemplo, «o meu chefe chama-se …»\) e eu guardo, ou peça-me «procura chefe no diário»\.$/],
  ])("%s with nothing remembered says so without searching the journal", async (question, answer) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith(question, { search_memories: { memories: [] } })).toMatch(answer);
  });

  it("says a relationship that ended is over", async () => {
    const system = systemWith([memory("Mark is no longer my boss", "relationship", "2024-05-09")]);
    expect(await ask("Who is my boss?", system)).toEqual({
      calls: [],
      text: "I have no one remembered as your boss now: you told me “Mark is no longer my boss” (2024-05-09). If someone else is, tell me and I'll remember it.",
    });
    const pt = systemWith([memory("Ana já não é minha chefe", "relationship", "2024-05-09")]);
    expect((await ask("Quem é a minha chefe?", pt)).text).toMatch(/^Não tenho ninguém guardado como a sua chefe agora: contou-me “Ana já não é minha chefe” \(2024-05-09\)\./);
  });

  it("answers who someone is by relationship from the facts", async () => {
    const system = systemWith([memory("Mark is my boss", "relationship", "2024-05-09")]);
    expect((await ask("Who is my boss?", system)).text).toMatch(/^Mark is your boss, as you told me on 2024-05-09\./);
  });

  it.each([
    ["What does Tiago do?", /^From what you told me: “Tiago is a plumber” \(2024-05-09\)\.$/],
    ["O que faz o Tiago?", /^Pelo que me contou: “Tiago is a plumber” \(2024-05-09\)\.$/],
  ])("%s answers with the job remembered", async (question, answer) => {
    const system = systemWith([memory("Tiago is my brother", "relationship", "2024-05-09"), memory("Tiago is a plumber", "fact", "2024-05-09")]);
    expect((await ask(question, system)).text).toMatch(answer);
  });
});

describe("likes and dislikes", () => {
  const tastes = systemWith([memory("I don't like mushrooms", "preference", "2024-05-01"), memory("I love hiking", "preference", "2024-05-02"), memory("Não gosto de coentros", "preference", "2024-05-03")]);
  it.each([
    // Said to the person when told in the answer's language, quoted as told in the other.
    ["What food don't I like?", ["You don't like mushrooms", "You don't like “coentros”"], ["I love hiking"]],
    ["De que comida não gosto?", ["Não gosta de “mushrooms”", "Não gosta de coentros"], ["I love hiking"]],
    ["what do i hate", ["You don't like mushrooms"], ["I love hiking"]],
    ["What do I like?", ["You love hiking"], ["mushrooms", "coentros"]],
    // Asked about one thing, only a fact that names it answers, either way.
    ["Do I like mushrooms?", ["You don't like mushrooms"], ["hiking", "coentros"]],
    ["Eu gosto de coentros?", ["Não gosta de coentros"], ["hiking", "mushrooms"]],
  ])("%s", async (question, said, unsaid) => {
    const { calls, text } = await ask(question, tastes);
    expect(calls).toEqual([]);
    for (const fact of said) expect(text).toContain(fact);
    for (const fact of unsaid) expect(text).not.toContain(fact);
  });

  it("says plainly when nothing is remembered about the thing asked", async () => {
    expect((await ask("Do I like tea?")).calls.map((call) => call.name)).toEqual(["search_memories"]);
    expect(await answerWith("Do I like tea?", { search_memories: { memories: [] } }, tastes)).toBe("I have nothing remembered about what you like. Tell me and I'll remember it.");
  });

  it("says plainly when no dislike is remembered", async () => {
    expect(await answerWith("What food don't I like?", { search_memories: { memories: [] } })).toBe("I have nothing remembered about what you don't like. Tell me and I'll remember it.");
  });
});

describe("someone whose relationship ended", () => {
  it("is said to be no longer what they were", async () => {
    const person = { person: { name: "Mark", relationshipToUser: null, aliases: [], gender: null }, relationships: [], memories: [{ content: "Mark is no longer my boss", date: "2024-05-09", dated: false, type: "relationship", current: true }] };
    expect(await answerWith("Who is Mark?", { get_person: person })).toBe("Mark is no longer your boss (2024-05-09).");
  });
});

describe("someone asked for by relationship that memory does not know", () => {
  it("looks in the journal for the entries that speak of them, and opens with what they say", async () => {
    const journal = { results: [{ date: "2024-04-24", excerpt: "Yoga in the morning. Called my brother Joe in Leeds, he's thinking of moving." }] };
    const text = await answerWith("What's my brother's name?", { search_memories: { memories: [] }, search_journal: journal });
    expect(text).toMatch(/^Your journal mentions your brother:\n- 2024-04-24: Called my brother Joe in Leeds, he's thinking of moving\.\n\nI have nothing remembered about your brother\./);
    const pt = await answerWith("como se chama o meu irmão?", { search_memories: { memories: [] }, search_journal: journal });
    expect(pt).toMatch(/^O seu diário fala de o seu irmão:\n- 2024-04-24: Called my brother Joe/);
  });
});

describe("a relationship that ended, said of someone not named", () => {
  it("means the one person remembered in that relationship, or asks who it was", async () => {
    const system = systemWith([memory("Rafael is my boss", "relationship", "2024-05-01")]);
    expect(await ask("He's no longer my boss", system)).toEqual({ calls: [], text: "Noted: Rafael is no longer your boss." });
    expect((await ask("Ele já não é o meu chefe", system)).text).toBe("Anotado: O Rafael já não é o seu chefe.");
    expect(await ask("He's no longer my boss")).toEqual({ calls: [], text: 'Who is no longer your boss? Tell me the name (for example "Ana is no longer my boss") and I\'ll remember it.' });
    // Named in the message before: that person.
    const thread = await turn([
      { role: "user", content: "My boss is Rafael" },
      { role: "assistant", content: "Noted: Rafael is your boss." },
      { role: "user", content: "he's not my boss anymore" },
    ]);
    expect(thread.text).toBe("Noted: Rafael is no longer your boss.");
    // Remembered and said just before: still the one boss.
    const both = await turn(
      [
        { role: "user", content: "my boss is Rafael" },
        { role: "assistant", content: "Noted: Rafael is your boss." },
        { role: "user", content: "He's no longer my boss" },
      ],
      system,
    );
    expect(both.text).toBe("Noted: Rafael is no longer your boss.");
  });

  it("keeps “my boss is Rafael” and a job with its employer", async () => {
    expect((await ask("my boss is Rafael")).text).toBe("Noted: Rafael is your boss.");
    const job = await ask("Rui is an engineer at Google");
    expect(job.calls.map((call) => call.name)).toEqual(["get_person"]);
  });
});

describe("birthdays", () => {
  it.each([
    ["My birthday is on 3 March", "Noted: Your birthday is on 3 March."],
    ["O meu aniversário é a 12 de maio", "Anotado: O seu aniversário é no dia 12 de maio."],
    ["meu aniversário é dia 12 de abril", "Anotado: O seu aniversário é no dia 12 de abril."],
  ])("%s is remembered without a year", async (statement, answer) => {
    expect(await ask(statement)).toEqual({ calls: [], text: answer });
  });

  it.each([
    // Told with no year, in May: the next one is next March's.
    ["When is my birthday?", /^Your birthday is on Monday, 3 March 2025 \(in 297 days\), as you told me\.$/],
    ["quando faço anos?", /^O seu aniversário é na segunda-feira, 3 de março de 2025 \(daqui a 297 dias\), como me disse\.$/],
  ])("%s answers from the birthday remembered", async (question, answer) => {
    const { calls, text } = await ask(question, systemWith([memory("My birthday is on 3 March", "fact", "2024-05-09")]));
    expect(calls).toEqual([]);
    expect(text).toMatch(answer);
  });
});

describe("reminders asked for, named by relationship, and cancelled", () => {
  it.each([
    ["Remind me tomorrow to buy milk", "Done, I'll remind you: Buy milk (11 May 2024)."],
    ["Lembra-me amanhã às 9h de ir ao banco", "Combinado, vou lembrar: Ir ao banco (11 de maio de 2024 às 9h)."],
    // Asked for in other words than "remind me": kept, not answered with the list of reminders.
    ["Set a reminder to call mom tomorrow at 6pm", "Done, I'll remind you: Call mom (11 May 2024 at 6 PM)."],
    ["Cria um lembrete para pagar a renda amanhã", "Combinado, vou lembrar: Pagar a renda (11 de maio de 2024)."],
  ])("%s is said back as the action", async (request, answer) => {
    expect(await ask(request)).toEqual({ calls: [], text: answer });
  });

  it.each([
    ["What's my mother's name?", /^Teresa is your mother, as you told me on 2024-05-09\./],
    ["Como se chama a minha mãe?", /^A Teresa é a sua mãe, como me contou em 2024-05-09\./],
    ["qual é o nome do meu pai?", /^Não tenho nada guardado sobre o seu pai\./],
  ])("%s answers from the relationship remembered", async (question, answer) => {
    const system = systemWith([memory("Teresa é minha mãe", "relationship", "2024-05-09")]);
    const { calls, text } = await ask(question, system);
    if (calls.length > 0) {
      expect(calls.map((call) => call.name)).toEqual(["search_memories"]);
      expect(await answerWith(question, { search_memories: { memories: [] } }, system)).toMatch(answer);
    } else expect(text).toMatch(answer);
  });

  it("cancels the reminder meant (the memory job does it after the answer), in both languages", async () => {
    // A reminder for a day is due at its midnight in Lisbon (UTC+1 in May), and is said by the day alone.
    const reminders = { list_reminders: { reminders: [{ text: "Buy milk", dueAt: "2024-05-10T23:00:00.000Z", overdue: false }] } };
    expect(await answerWith("cancel the reminder to buy milk", reminders)).toBe("Done: I'll cancel the reminder “Buy milk” (2024-05-11).");
    const dentist = { list_reminders: { reminders: [{ text: "Ligar ao dentista", dueAt: "2024-05-12T23:00:00.000Z", overdue: false }, { text: "Pagar a água", dueAt: "2024-05-16T23:00:00.000Z", overdue: false }] } };
    expect(await answerWith("cancela o lembrete do dentista", dentist)).toBe("Combinado: vou cancelar o lembrete «Ligar ao dentista» (2024-05-13).");
    // A word in the other language tells it too.
    const grandma = { list_reminders: { reminders: [{ text: "Call grandma", dueAt: "2024-05-11T23:00:00.000Z", overdue: false }, { text: "Pay the rent", dueAt: "2024-05-19T23:00:00.000Z", overdue: false }] } };
    expect(await answerWith("apaga o lembrete da avó", grandma)).toBe("Combinado: vou cancelar o lembrete «Call grandma» (2024-05-12).");
    // Two reminders and no word that tells them apart: which one, never a guess.
    expect(await answerWith("apaga o lembrete", dentist)).toBe(
      "Qual deles quer cancelar? Diga uma palavra do lembrete (por exemplo «cancela o lembrete do dentista»).\n\nOs seus lembretes:\n- 2024-05-13: Ligar ao dentista\n- 2024-05-17: Pagar a água",
    );
  });

  const two = [
    { reminderId: "r-joe", text: "Call Joe", dueAt: "2024-05-11T17:00:00.000Z", overdue: false },
    { reminderId: "r-dentist", text: "Marcar o dentista", dueAt: "2024-05-16T23:00:00.000Z", overdue: false },
  ];
  /** The conversation's end, answering each call with `data` by tool name, with these tools offered. */
  const converse = async (messages: ModelMessage[], data: Readonly<Record<string, unknown>>, tools: ReadonlyArray<ToolSpec>) => {
    const calls: string[] = [];
    let step = await turn(messages, "", tools);
    for (let round = 0; round < 4 && step.calls.length > 0; round++) {
      calls.push(...step.calls.map((call) => `${call.name}(${call.arguments})`));
      messages.push(
        { role: "assistant", content: "", toolCalls: step.calls },
        ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] ?? {} }) })),
      );
      step = await turn(messages, "", tools);
    }
    return { calls, text: step.text };
  };
  const afterListing = (said: string): ModelMessage[] => [
    { role: "user", content: "what are my reminders?" },
    { role: "assistant", content: "Your reminders:\n- 2024-05-11: Call Joe\n- 2024-05-17: Marcar o dentista" },
    { role: "user", content: said },
  ];

  it("marks the reminder meant as done where the conversation allows it, found by its words", async () => {
    const tools = [...allTools, { name: "complete_reminder", description: "", parameters: {} }];
    const data = { list_reminders: { reminders: two }, complete_reminder: { completed: two[0], next: null } };
    const done = await converse(afterListing("I already called Joe, mark it done"), data, tools);
    expect(done.calls).toEqual(["list_reminders({})", 'complete_reminder({"reminderId":"r-joe"})']);
    expect(done.text).toBe("Done: I marked “Call Joe” as completed.");
    // Two reminders and no word telling which: nothing is changed.
    const unclear = await converse(afterListing("mark it done"), data, tools);
    expect(unclear.calls).toEqual(["list_reminders({})"]);
  });

  it("says a reminder completed before (another tab, a request retried) was already done, and nothing changed", async () => {
    const tools = [...allTools, { name: "complete_reminder", description: "", parameters: {} }];
    const data = { list_reminders: { reminders: two }, complete_reminder: { completed: { ...two[0], status: "done" }, next: null, alreadyDone: true } };
    expect((await converse(afterListing("I already called Joe, mark it done"), data, tools)).text).toBe("“Call Joe” was already marked as completed: nothing changed.");
    expect((await converse(afterListing("já liguei ao Joe, marca como feito"), data, tools)).text).toBe("«Call Joe» já estava marcado como concluído: não mudei nada.");
  });

  it("marks the one meant done or cancels it where the conversation does not offer the tool (the memory job does it)", async () => {
    const data = { list_reminders: { reminders: two } };
    expect((await converse(afterListing("done with the dentist one"), data, allTools)).text).toBe("Done: I'll mark “Marcar o dentista” (2024-05-17) as completed.");
    expect((await converse(afterListing("já liguei ao Joe, marca como feito"), data, allTools)).text).toBe("Combinado: vou marcar «Call Joe» (2024-05-11 às 18h) como concluído.");
    expect((await converse([{ role: "user", content: "cancel the reminder to call Joe" }], data, allTools)).text).toBe("Done: I'll cancel the reminder “Call Joe” (2024-05-11 at 6 PM).");
    // "Done with" about something else is not a reminder.
    expect((await ask("I'm done with work for today")).calls.map((call) => call.name)).not.toContain("list_reminders");
  });
});

import { describe, expect, it } from "vitest";
import { memoryCommand } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Friday 10 May 2024, mid-morning in Lisbon (and already the 11th in Tokyo).
const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith, tools } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const drafted = async (message: string) => {
  const { calls, text } = await ask(message);
  expect(text).toBe("");
  expect(calls.map((call) => call.name)).toEqual(["add_journal_entry"]);
  return JSON.parse(calls[0]!.arguments) as { content: string; date?: string };
};

describe("a request to write in the journal, in English", () => {
  it.each([
    ["add to my journal: went for a run with Tom, felt great", "went for a run with Tom, felt great"],
    ["Write in my journal that today was hard", "today was hard"],
    ["log that I slept badly", "I slept badly"],
    ["Please add this to my diary: Finished the report. Finally!", "Finished the report. Finally!"],
    ["new entry: quiet day at home", "quiet day at home"],
    ["dear diary, the interview went better than I feared", "the interview went better than I feared"],
    ["write a journal entry for today: Lunch with Ana at the market", "Lunch with Ana at the market"],
    ["can you put in my journal that Biscuit learned to sit", "Biscuit learned to sit"],
    ['add "Called mum, she sounded well" to my journal', "Called mum, she sounded well"],
    ["add called mum to my diary", "called mum"],
    ["Hey, I want to add to my journal: Long day at work.", "Long day at work."],
  ])("%j drafts the text after the request, exactly as typed, for today", async (message, text) => {
    expect(await drafted(message)).toEqual({ content: text });
  });

  it.each([
    ["add to my journal for yesterday: slept badly, too much coffee", "slept badly, too much coffee", "2024-05-09"],
    ["log that yesterday I went to the dentist", "yesterday I went to the dentist", "2024-05-09"],
    ["write in my journal that on Monday I started the new job", "on Monday I started the new job", "2024-05-06"],
    ["add to yesterday's journal: the storm kept us in", "the storm kept us in", "2024-05-09"],
    ["add to my journal: on May 2nd I got the keys", "on May 2nd I got the keys", "2024-05-02"],
  ])("%j is written on the day it names", async (message, text, date) => {
    expect(await drafted(message)).toEqual({ content: text, date });
  });

  it("dates a text that names today and a day to come on today", async () => {
    expect(await drafted("log that I booked the dentist for next Friday")).toEqual({ content: "I booked the dentist for next Friday" });
  });

  it.each(["log that we started planning Christmas", "add to my journal: Easter lunch at grandma's was lovely", "anota no diário: já comprei as prendas de Natal"])(
    "%j speaks of a holiday, and is written today",
    async (message) => {
      expect((await drafted(message)).date).toBeUndefined();
    },
  );
});

describe("a request to write in the journal, in Portuguese", () => {
  it.each([
    ["anota no meu diário: hoje fui ao dentista", "hoje fui ao dentista"],
    ["Escreve no diário que almocei com a Ana", "almocei com a Ana"],
    ["acrescenta ao meu diário: Dormi mal, muito café.", "Dormi mal, muito café."],
    ["regista que dormi mal", "dormi mal"],
    ["nova entrada: dia calmo em casa", "dia calmo em casa"],
    ["querido diário, hoje correu tudo bem", "hoje correu tudo bem"],
    // Brazilian
    ["anote no meu diário que fui na academia", "fui na academia"],
    ["coloca no diário: saí com a galera, foi massa", "saí com a galera, foi massa"],
    ["registra aí que o treino foi puxado", "o treino foi puxado"],
    ["por favor, bota no diário que a reunião foi ótima", "a reunião foi ótima"],
    ["oi, quero escrever no meu diário: Dia cansativo.", "Dia cansativo."],
    ["pode anotar no meu diário que a Bia fez 5 anos", "a Bia fez 5 anos"],
  ])("%j drafts the text after the request, exactly as typed", async (message, text) => {
    expect(await drafted(message)).toEqual({ content: text });
  });

  it.each([
    ["escreve no diário de ontem: fui ao cinema com o Rui", "fui ao cinema com o Rui", "2024-05-09"],
    ["anota no diário que ontem fui ao dentista", "ontem fui ao dentista", "2024-05-09"],
    ["anota no meu diário que na segunda comecei o emprego novo", "na segunda comecei o emprego novo", "2024-05-06"],
    ["acrescenta ao diário: anteontem fui ao dentista", "anteontem fui ao dentista", "2024-05-08"],
  ])("%j is written on the day it names", async (message, text, date) => {
    expect(await drafted(message)).toEqual({ content: text, date });
  });
});

describe("what is not a request to write", () => {
  it.each([
    ["what did I write in my journal yesterday?", "get_entry"],
    ["o que escrevi no diário ontem?", "get_entry"],
    ["did I log my run on Monday?", null],
    ["quando escrevi no diário sobre o dentista?", null],
    ["how do I add to my journal?", null],
    ["can I write in my journal from here?", null],
  ])("%j stays a question about the journal", async (message, tool) => {
    const { calls } = await ask(message);
    expect(calls.map((call) => call.name)).not.toContain("add_journal_entry");
    if (tool !== null) expect(calls.map((call) => call.name)).toContain(tool);
  });

  it.each(["I had a great day today", "Hoje tive um dia ótimo", "today was hard, slept badly"])("%j stays a day told, read for today", async (message) => {
    const { calls } = await ask(message);
    expect(calls.map((call) => call.name)).not.toContain("add_journal_entry");
    for (const call of calls) {
      const args = JSON.parse(call.arguments) as Record<string, unknown>;
      const days = [args["date"], args["from"], args["to"], args["before"]].filter((value) => value !== undefined);
      expect(days.every((day) => day === "2024-05-10")).toBe(true);
    }
  });
});

describe("what the request is answered with", () => {
  it("asks for the text when none is given", async () => {
    expect((await ask("can you add to my journal?")).text).toMatch(/^What should I write in your journal\?/);
    expect((await ask("escreve no meu diário")).text).toMatch(/^O que devo escrever no seu diário\?/);
  });

  it("drafts no secret, in either language", async () => {
    for (const [message, said] of [
      ["add to my journal: the new wifi password is banana123", /^I haven't drafted that: it holds a password/],
      ["anota no diário: o PIN do cartão é 4821", /^Não preparei esse texto: tem uma palavra-passe/],
    ] as const) {
      const { calls, text } = await ask(message);
      expect(calls).toEqual([]);
      expect(text).toMatch(said);
    }
  });

  it("says the draft waits for Save, and whether it joins the day's entry", async () => {
    const alone = await answerWith("add to my journal: went for a run", { add_journal_entry: { status: "draft", date: "2024-05-10", content: "went for a run", appendTo: null } });
    expect(alone).toBe("Here is the draft for your journal on 2024-05-10; nothing is written until you press Save. It will be a new entry for that day.");
    const joined = await answerWith("anota no diário de ontem: dormi mal", { add_journal_entry: { status: "draft", date: "2024-05-09", content: "dormi mal", appendTo: { entryId: "e1", title: null, excerpt: "Fui ao cinema." } } });
    expect(joined).toBe("Aqui está o rascunho para o seu diário de 2024-05-09; nada fica escrito até carregar em Guardar no diário. Será acrescentado no fim da entrada desse dia, que fica como está.");
  });

  it("says where to write when the tool is not offered here (a conversation begun before it)", async () => {
    const offered = tools.filter((tool) => tool.name !== "add_journal_entry");
    const english = await ask("add to my journal: went for a run", "", offered);
    expect(english).toEqual({ calls: [], text: "I can't draft journal entries in this conversation. Start a new conversation and ask again, or open the Journal page and choose New entry." });
    const portuguese = await ask("anota no meu diário: fui correr", "", offered);
    expect(portuguese.text).toMatch(/^Não posso preparar entradas do diário nesta conversa\. Comece uma nova conversa/);
  });
});

describe("a request to write in the journal is not a memory to keep", () => {
  it.each(["anota no meu diário: hoje fui ao dentista", "Guarda no diário que a Bia fez 5 anos", "make a note in my journal that I ran 5k", "note in my diary: slept badly"])(
    "%j is no memory command",
    (message) => {
      expect(memoryCommand(message)).toEqual({ kind: "none" });
    },
  );

  it("leaves memory's own requests to it", () => {
    expect(memoryCommand("Anota: o código do cacifo é 4417")).toMatchObject({ kind: "remember" });
    expect(memoryCommand("remember that Susana is allergic to peanuts")).toMatchObject({ kind: "remember" });
  });
});

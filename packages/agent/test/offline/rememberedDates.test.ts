import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

/** Monday 20 May 2024 in Lisbon: the birthday of 14 May is this year's. */
const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-20T10:00:00Z"), timeZone: "Europe/Lisbon" });
const calls = async (question: string, system: string) => (await conversation.ask(question, system)).calls.map((call) => [call.name, JSON.parse(call.arguments)]);

const english = systemWith([storedMemory("My birthday is on 14 May", "fact", "2024-01-10")]);
const portuguese = systemWith([storedMemory("O meu aniversário é a 3 de junho", "fact", "2024-01-10"), storedMemory("O aniversário de o meu filho é a 3 de maio", "fact", "2024-01-10")]);

describe("an occasion of the person's own, dated by what they told", () => {
  it("is the day a journal question asks about", async () => {
    expect(await calls("what was my mood on my birthday?", english)).toEqual([["get_time_series", { metric: "valence", from: "2024-05-14", to: "2024-05-14" }]]);
    expect(await calls("what did I write on my birthday?", english)).toEqual([["get_entry", { date: "2024-05-14" }]]);
    // Not yet reached this year: last year's.
    expect(await calls("qual era meu humor no meu aniversário?", portuguese)).toEqual([["get_time_series", { metric: "valence", from: "2023-06-03", to: "2023-06-03" }]]);
    expect(await calls("como me senti no meu aniversário?", portuguese)).toEqual([["get_time_series", { metric: "valence", from: "2023-06-03", to: "2023-06-03" }]]);
  });

  it("is found in a fact told in the other language", async () => {
    expect(await calls("qual era meu humor no meu aniversário?", english)).toEqual([["get_time_series", { metric: "valence", from: "2024-05-14", to: "2024-05-14" }]]);
    expect(await calls("what was my mood on my birthday?", systemWith([storedMemory("O meu aniversário é a 3 de junho", "fact", "2024-01-10")]))).toEqual([["get_time_series", { metric: "valence", from: "2023-06-03", to: "2023-06-03" }]]);
  });

  it("is read as the memory now words it, in either country's Portuguese", async () => {
    const said = systemWith([storedMemory("O meu aniversário é no dia 3 de junho", "fact", "2024-01-10")]);
    expect(await calls("qual era meu humor no meu aniversário?", said)).toEqual([["get_time_series", { metric: "valence", from: "2023-06-03", to: "2023-06-03" }]]);
    expect((await conversation.ask("quantos dias faltam para o meu aniversário?", said)).text).toBe("Faltam 14 dias para 2024-06-03 (segunda-feira).");
  });

  it("still answers when the occasion is from what was told", async () => {
    expect((await conversation.ask("when is my birthday?", english)).text).toBe("Your birthday is on 14 May, as you told me on 2024-01-10.");
    expect((await conversation.ask("quando é o meu aniversário?", portuguese)).text).toBe("O seu aniversário é na segunda-feira, 3 de junho de 2024 (daqui a 14 dias), como me disse.");
  });

  it("answers which day it is, asked as “what is …?”, from what was told, not from the journal of that day", async () => {
    const wife = systemWith([storedMemory("O aniversário da minha mulher é no dia 3 de maio", "fact", "2024-01-10")]);
    expect((await conversation.ask("what is my birthday?", english)).text).toBe("Your birthday is on 14 May, as you told me on 2024-01-10.");
    expect((await conversation.ask("what's my wife's birthday?", wife)).text).toBe("From what you told me: “O aniversário da minha mulher é no dia 3 de maio” (2024-01-10).");
    expect((await conversation.ask("qual é o aniversário da minha mulher?", wife)).text).toBe("O aniversário da sua mulher é no dia 3 de maio, como me contou em 2024-01-10.");
    expect((await conversation.ask("qual é a data do meu aniversário?", portuguese)).text).toBe("O seu aniversário é na segunda-feira, 3 de junho de 2024 (daqui a 14 dias), como me disse.");
  });

  it("answers the person's own birthday without someone else's", async () => {
    const withOthers = systemWith([storedMemory("Bia's birthday is on 20 October", "fact", "2024-02-01"), storedMemory("My birthday is on 14 May", "fact", "2024-01-10"), storedMemory("My son's birthday is on 3 May", "fact", "2024-01-12")]);
    expect((await conversation.ask("when is my birthday?", withOthers)).text).toBe("Your birthday is on 14 May, as you told me on 2024-01-10.");
    const outras = systemWith([storedMemory("O aniversário da Bia é a 20 de outubro", "fact", "2024-02-01"), storedMemory("O meu aniversário é a 3 de Maio", "fact", "2024-01-10")]);
    expect((await conversation.ask("quando faço anos?", outras)).text).toBe("O seu aniversário é a 3 de Maio, como me contou em 2024-01-10.");
  });

  it("is never someone else's occasion, and never a guess without a remembered date", async () => {
    const sonOnly = systemWith([storedMemory("O aniversário de o meu filho é a 3 de maio", "fact", "2024-01-10")]);
    expect((await calls("qual era o meu humor no meu aniversário?", sonOnly)).flatMap(([, args]) => [args.from, args.date]).filter(Boolean)).toEqual([]);
    expect((await calls("what was my mood on my birthday?", systemWith([]))).flatMap(([, args]) => [args.from, args.date]).filter(Boolean)).toEqual([]);
  });

  it("counts the days until someone's occasion, dated by what was told", async () => {
    const mom = systemWith([storedMemory("My mom's birthday is on 3 March", "fact", "2024-01-10"), storedMemory("My mom visits on 5 June", "fact", "2024-01-11")]);
    expect((await conversation.ask("how many days until my mom's birthday?", mom)).text).toBe("287 days until 2025-03-03 (Monday).");
    expect((await conversation.ask("how many days until my mom's visit?", mom)).text).not.toContain("2025-03-03");
    const mae = systemWith([storedMemory("O aniversário da minha mãe é a 4 de junho", "fact", "2024-01-10"), storedMemory("A minha mãe chega a 1 de junho", "fact", "2024-01-11")]);
    expect((await conversation.ask("quantos dias faltam para o aniversário da minha mãe?", mae)).text).toBe("Faltam 15 dias para 2024-06-04 (terça-feira).");
    expect(await calls("o que escrevi no aniversário da minha mãe?", mae)).toEqual([["get_entry", { date: "2023-06-04" }]]);
    expect(await calls("what did I write on my mom's birthday?", mom)).toEqual([["get_entry", { date: "2024-03-03" }]]);
  });
});

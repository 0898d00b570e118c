import { describe, expect, it } from "vitest";
import { conversationsSkill } from "../../src/chat/offline/conversationsSkill.js";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { extractOffline } from "../../src/memory/extraction/index.js";
import { offlineConversation } from "../support/offlineConversation.js";

// Facts told in one language asked back in the other; "what did I tell you about …?" as memory, then the conversations;
// "do I have pets?" answered by a fact told, not only the journal.

const now = new Date("2025-03-12T15:00:00Z");
const skills = [journalSkill, memorySkill, conversationsSkill];
const { ask, answerWith } = offlineConversation({ skills, tools: ["search_journal", "search_memories", "get_person", "search_conversations"], now, timeZone: "Europe/Lisbon" });
const row = (content: string) => ({ content, date: "2025-03-01", dated: false, type: "fact", current: true, entities: [] });
const queryOf = (calls: ReadonlyArray<{ name: string; arguments: string }>, name: string): string =>
  String((JSON.parse(calls.find((call) => call.name === name)?.arguments ?? "{}") as Record<string, unknown>)["query"] ?? "");

describe("where one lives, told in one language and asked in the other", () => {
  it.each([
    ["onde vivo?", "live"],
    ["onde é que eu moro?", "live"],
    ["where do I live?", "moro"],
  ])("%s searches the memories by the other language's words too", async (question, word) => {
    const { calls } = await ask(question);
    expect(queryOf(calls, "search_memories").split(" ")).toContain(word);
  });

  it.each([
    ["onde vivo?", "You live in Lisbon", "Lisbon"],
    ["where do I live?", "Vivo em Lisboa", "Lisboa"],
  ])("%s is answered by %j", async (question, fact, place) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row(fact)] } : { results: [] }));
    expect(text).toContain(place);
  });
});

describe("having something, as a fact told", () => {
  it.each(["do I have pets?", "tenho animais?", "have I got a cat?", "eu tenho gatos?", "do I have a car?", "tenho carro?"])("%s searches the memories and the journal", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name).sort()).toEqual(["search_journal", "search_memories"]);
  });

  it.each([
    ["do I have pets?", "Mia is your cat"],
    ["tenho animais?", "I have a cat called Mia"],
  ])("%s answers with %j, and leaves out what is not about it", async (question, fact) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row(fact), row("I work as a nurse")] } : { results: [] }));
    expect(text).toContain("Mia");
    expect(text).not.toContain("nurse");
  });

  it.each(["do I have any entries about work?", "tenho consulta?", "do I have an appointment?"])("%s is no question of having a thing", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).not.toEqual(["search_memories", "search_journal"]);
  });
});

describe("what was told about a topic: the memories, then the earlier conversations", () => {
  it.each([
    ["what did I tell you about my sister?", "sister"],
    ["what have I said about work?", "work"],
    ["o que te disse sobre o trabalho?", "trabalho"],
    ["o que é que eu te contei da minha irmã?", "irmã"],
  ])("%s searches both for %s", async (question, topic) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories", "search_conversations"]);
    expect(queryOf(calls, "search_conversations")).toBe(topic);
  });

  it.each([
    ["what did I tell you about my sister?", "Our conversations about"],
    ["o que te disse sobre a minha irmã?", "As nossas conversas sobre"],
  ])("%s reads the memory first, then the conversations", async (question, heading) => {
    const text = await answerWith(question, (name) =>
      name === "search_memories"
        ? { memories: [row("My sister Ana is a doctor"), row("I live in Lisbon")] }
        : { conversations: [{ title: "Ana", lastActive: "2025-03-02", asked: "my sister Ana is a doctor", answered: "Noted." }] },
    );
    expect(text.indexOf("doctor")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("doctor")).toBeLessThan(text.indexOf(heading));
    expect(text).not.toContain("Lisbon");
  });
});

describe("the conversations of a day, asked with “do que”", () => {
  it.each([["do que falámos ontem?"], ["de que conversamos ontem?"]])("%s", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_conversations"]);
  });
});

describe("a relative's job and the place of it, told", () => {
  it.each(["my sister is a doctor in Porto", "a minha irmã é médica no Porto", "I'm a nurse in Lisbon"])("%s is kept", (text) => {
    const { memories } = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" });
    expect(memories.map((memory) => memory.content.toLowerCase())).toEqual([text.toLowerCase()]);
  });
});

describe("“esta semana” is a period, not “está”", () => {
  it.each(["estive com o Miguel esta semana?", "did I see Miguel this week?"])("%s asks the journal, not a fact about Miguel", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).not.toContain("search_memories");
    expect(calls.map((call) => call.name)).toContain("search_journal");
  });
});

describe("what was told about someone by name", () => {
  it.each([
    ["what did I say about Ana?", "What you told me about Ana:"],
    ["o que te contei sobre a Ana?", "O que me contou sobre «Ana»:"],
  ])("%s is headed by the name alone", async (question, heading) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row("Ana is my sister")] } : { conversations: [] }));
    expect(text).toContain(heading);
  });
});

describe("a workplace named like a person", () => {
  it.each(["eu trabalho como enfermeira no Hospital São João", "I work as a nurse at Hospital Santa Maria", "trabalho na Escola Básica da Ponte"])("%s asks no one's name", (text) => {
    const { unknownPeople } = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" });
    expect(unknownPeople).toEqual([]);
  });
});

describe("what was told on a day", () => {
  it.each(["what did I tell you yesterday?", "o que te disse ontem?", "o que é que eu te contei hoje?"])("%s reads what was kept and that day's conversations", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories", "search_conversations"]);
    expect(queryOf(calls, "search_conversations")).toBe("");
  });
});

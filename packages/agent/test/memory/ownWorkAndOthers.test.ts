import type { ToolSpec } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Where the person works is theirs alone: a relative's job told as "my brother Rui works at Google" or "o meu marido
// trabalha no Continente" never answers "where do I work?". Someone whose gender was not told is named by the plain,
// unmarked word ("O Tom é o seu amigo", "Tom is your friend"), never a guess ("a sua melhor amiga"). An employer said back
// in Portuguese takes no article its name does not give ("trabalho em Farfetch").

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const row = (content: string, date: string) => ({ content, date, dated: false, type: "fact", current: true });

describe("where the person works, beside the jobs of relatives", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const memories = [
    row("O meu marido trabalha no Continente", "2026-11-29"),
    row("My brother Rui works at Google", "2026-11-28"),
    row("A minha irmã, a Ana, trabalha em Farfetch", "2026-11-27"),
    row("I work at Santa Maria", "2026-11-20"),
  ];
  it.each([
    ["where do I work?", "You work at Santa Maria, as you told me on 2026-11-20."],
    ["onde trabalho?", "Trabalha em Santa Maria, como me contou em 2026-11-20."],
    ["qual é o meu trabalho?", "Trabalha em Santa Maria, como me contou em 2026-11-20."],
  ])("%s is answered by the person's own work alone", async (question, answer) => {
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }))).toBe(answer);
  });

  it.each([
    ["where does my husband work?", "Continente"],
    ["onde trabalha o meu irmão?", "Google"],
  ])("%s is still answered by the relative's", async (question, employer) => {
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }))).toContain(employer);
  });
});

describe("someone whose gender was not told", () => {
  const tools: ToolSpec[] = ["search_memories", "get_person", "search_journal"].map((name) => ({ name, description: name, parameters: {} }));
  const conversation = offlineConversation({ skills: [memorySkill], tools: tools.map((tool) => tool.name), now, timeZone });
  const tom = {
    person: { name: "Tom", relationshipToUser: "friend", aliases: [], gender: null },
    relationships: [{ kind: "works at", name: "Farfetch" }],
    memories: [row("My friend Tom works at Farfetch", "2026-11-30")],
  };
  it.each([
    ["who is Tom?", "Tom is your friend."],
    ["quem é o Tom?", "O Tom é o seu amigo."],
  ])("%s names the relationship by its plain word", async (question, said) => {
    expect((await conversation.answerWith(question, { get_person: tom })).split("\n")[0]).toBe(said);
  });
});

describe("an employer told with a job, said back", () => {
  const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
  it.each([
    ["sou designer na Farfetch", "Anotado: É designer na Farfetch; trabalha em Farfetch."],
    ["sou enfermeira no Santa Maria", "Anotado: É enfermeira no Santa Maria; trabalha em Santa Maria."],
    ["I'm a designer at Farfetch", "Noted: You're a designer at Farfetch; you work at Farfetch."],
  ])("%s says where without guessing an article", async (text, reply) => {
    expect((await ask(text)).text).toBe(reply);
  });
});

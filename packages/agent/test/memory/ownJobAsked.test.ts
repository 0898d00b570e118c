import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// One's job and where one works are told apart ("I'm a nurse", "I work at Continente"): the job asked is the title, with
// the workplace after; where one works stays the workplace. Before, the workplace answered both.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const remembered = (...facts: ReadonlyArray<string>) => systemWith(facts.map((fact, index) => storedMemory(fact, "fact", `2026-11-2${index}`)));
const english = remembered("I'm a nurse", "I work at Continente");
const portuguese = remembered("Sou enfermeiro", "Trabalho no Continente");

describe("one's job", () => {
  it.each(["what's my job?", "what do I do for a living?", "what's my occupation?"])("%s is the title", async (question) => {
    const { calls, text } = await ask(question, english);
    expect(calls).toEqual([]);
    expect(text).toBe("You're a nurse, as you told me on 2026-11-20.\n- You work at Continente (2026-11-21)");
  });

  it.each(["qual é a minha profissão?", "em que trabalho?", "em que é que eu trabalho?", "o que faço na vida?", "o que é que eu faço profissionalmente?"])("%s is the title", async (question) => {
    const { calls, text } = await ask(question, portuguese);
    expect(calls).toEqual([]);
    expect(text).toBe("É enfermeiro, como me contou em 2026-11-20.\n- Trabalha no Continente (2026-11-21)");
  });

  it.each([
    ["where do I work?", english, "You work at Continente, as you told me on 2026-11-21."],
    ["onde trabalho?", portuguese, "Trabalha no Continente, como me contou em 2026-11-21."],
  ] as const)("%s stays the workplace", async (question, system, answer) => {
    const { text } = await ask(question, system);
    expect(text.split("\n")[0]).toBe(answer);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A request to reflect that names a tradition ("a stoic reflection") or says how rather than on what ("help me make
// sense of how I felt"): the entry or the period named, not a search for the word "stoic" or "sense"; and for a
// tradition, its prompts.

const now = new Date("2025-03-12T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const reflection = (prompts: ReadonlyArray<{ text: string; source: string }>) => ({
  entryId: "e",
  date: "2025-03-12",
  title: null,
  reflection: { summary: "A long day at work.", themes: ["work"], mood: "tense", prompts: prompts.map((prompt) => ({ ...prompt, rationale: "" })), advice: "Rest.", trace_id: "t" },
});
const everyTradition = reflection([
  { text: "Breathe into the tension", source: "buddhist" },
  { text: "List what is in your control", source: "stoic" },
  { text: "Ask what you choose to become", source: "existential" },
]);

describe("a request to reflect that names a tradition", () => {
  it.each([
    ["give me a stoic reflection on my day", "en"],
    ["dá-me uma reflexão estoica sobre o meu dia", "pt"],
    ["reflect on my last entry from a buddhist angle", "en"],
    ["reflete sobre a minha última entrada de forma existencialista", "pt"],
  ])("%s: the latest entry, not a search for the tradition's name", async (question, language) => {
    expect(await callsAfter(question)).toEqual([["reflect_on_entry", { language }]]);
  });

  it.each([
    ["give me a stoic reflection on my day", "- List what is in your control (Stoic)"],
    ["dá-me uma reflexão estoica sobre o meu dia", "- List what is in your control (Estoico)"],
  ])("%s: that tradition's prompts only", async (question, line) => {
    const answer = await answerWith(question, { reflect_on_entry: everyTradition });
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/Buddhist|Budista|Existential|Existencialista/);
  });

  it.each([
    ["give me a stoic reflection on my day", /\(Stoic\)/, "One concrete step: list what is in your control."],
    ["dá-me uma reflexão estoica sobre o meu dia", /\(Estoico\)/, "Um passo concreto: list what is in your control."],
  ])("%s: its own prompt first, then LifeOS's own Stoic prompts, and the step from it", async (question, stoic, step) => {
    const answer = await answerWith(question, { reflect_on_entry: everyTradition });
    expect(answer.split("\n").filter((line) => stoic.test(line))).toHaveLength(3);
    expect(answer).toContain(step);
    expect(answer).not.toContain("Rest.");
  });

  it.each([
    ["give me a stoic reflection on my day", /\(Stoic\)/],
    ["dá-me uma reflexão estoica sobre o meu dia", /\(Estoico\)/],
  ])("%s: from LifeOS's own Stoic prompts when the reflection gave none", async (question, stoic) => {
    const answer = await answerWith(question, { reflect_on_entry: reflection([{ text: "Breathe into the tension", source: "buddhist" }]) });
    expect(answer.split("\n").filter((line) => stoic.test(line)).length).toBeGreaterThanOrEqual(2);
    expect(answer).not.toContain("Breathe into the tension");
  });
});

describe("a tradition asked of an entry that points to help first", () => {
  it.each(["give me a stoic reflection on my day", "dá-me uma reflexão estoica sobre o meu dia"])("%s: no prompts added, the reflection's own advice kept", async (question) => {
    const help = reflection([]);
    const answer = await answerWith(question, { reflect_on_entry: { ...help, reflection: { ...help.reflection, advice: "Please talk to someone you trust today." } } });
    expect(answer).not.toMatch(/\(Stoic\)|\(Estoico\)/);
    expect(answer).toContain("Please talk to someone you trust today.");
  });
});

describe("a request to reflect that says how, not on what", () => {
  it.each([
    ["help me make sense of how I felt last week", "en"],
    ["reflect on how I felt last week", "en"],
    ["ajuda-me a refletir sobre como me senti na semana passada", "pt"],
    ["ajuda-me a dar sentido ao que senti na semana passada", "pt"],
    ["reflete sobre o que senti na semana passada", "pt"],
  ])("%s: the period's entries", async (question, language) => {
    expect(await callsAfter(question)).toEqual([["reflect_on_entry", { from: "2025-03-03", to: "2025-03-09", language }]]);
  });
});

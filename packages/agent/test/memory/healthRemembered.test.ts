import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// One's health told in chat (allergies, medicines, conditions), kept as memories and listed when asked, in English
// and Portuguese; someone else's allergy is not the person's own.

const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const memory = (content: string, date = "2026-11-20") => ({ content, date, dated: false, type: "fact", current: true });
const remembered = [
  memory("My sister Ana is allergic to penicillin"),
  memory("I'm lactose intolerant"),
  memory("I take metformin every morning"),
  memory("Tenho asma desde criança"),
  memory("Rui is my friend"),
];
const data = (name: string) => (name === "search_memories" ? { memories: remembered } : name === "search_journal" ? { results: [], confidence: "none" } : {});

describe("health told in chat is kept", () => {
  it.each([
    ["I take metformin every morning", "takes_medication", "metformin"],
    ["tomo ibuprofeno para as dores de cabeça", "takes_medication", "ibuprofeno"],
    ["I'm on antidepressants", "takes_medication", "antidepressants"],
    ["tenho asma desde criança", "has_condition", "asma"],
    ["I have high blood pressure", "has_condition", "high blood pressure"],
  ])("%s", (text, predicate, object) => {
    const [kept] = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories;
    expect(kept?.triple).toEqual({ subject: "user", predicate, object });
  });

  it.each(["I take the bus to work", "tomo café todas as manhãs", "I have a meeting tomorrow", "tenho dois filhos", "I'm on holiday"])("%s is no medicine nor condition", (text) => {
    const predicates = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.map((kept) => kept.triple?.predicate);
    expect(predicates).not.toContain("takes_medication");
    expect(predicates).not.toContain("has_condition");
  });
});

describe("what is remembered of one's health", () => {
  it.each([
    ["what do you know about my health?", "What you told me about your health:"],
    ["o que sabes sobre a minha saúde?", "O que me contou sobre a sua saúde:"],
    ["o que você sabe sobre minha saúde", "O que me contou sobre a sua saúde:"],
  ])("%s lists the allergies, medicines and conditions told, and others' apart", async (question, heading) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toContain("search_memories");
    const text = await answerWith(question, data);
    expect(text).toContain(heading);
    // Each said to the person in the answer's language, or quoted as told in the other.
    const pt = heading.startsWith("O que");
    const said = pt ? ["«I'm lactose intolerant»", "«I take metformin every morning»", "Tem asma desde criança"] : ["You're lactose intolerant", "You take metformin every morning", "“Tenho asma desde criança”"];
    for (const told of said) expect(text).toContain(told);
    expect(text).toContain(pt ? "Sobre outras pessoas:\n- 2026-11-20: «My sister Ana is allergic to penicillin»" : "About other people:\n- 2026-11-20: Your sister Ana is allergic to penicillin");
    expect(text).not.toContain("Rui is my friend");
  });

  it.each([
    ["what medication do I take?", "You take metformin every morning", "lactose"],
    ["que medicamentos tomo", "«I take metformin every morning»", "asma"],
  ])("%s, the medicine in what the chat remembered, lists it without a search", async (question, listed, left) => {
    const system = systemWith(remembered.map((row) => storedMemory(row.content, "fact", row.date)));
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(listed);
    expect(text).not.toContain(left);
  });

  it.each([
    ["tenho alguma alergia", "«I'm lactose intolerant»", "metformin"],
    ["what allergies do I have?", "You're lactose intolerant", "asma"],
  ])("%s lists only that kind", async (question, listed, left) => {
    const text = await answerWith(question, data);
    expect(text).toContain(listed);
    expect(text).not.toContain(left);
  });

  it.each([
    ["what do you know about my health?", "I have nothing remembered about your health"],
    ["o que sabes sobre a minha saúde?", "Não tenho nada guardado sobre a sua saúde"],
  ])("%s with nothing told says so and how to tell it", async (question, said) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : { results: [], confidence: "none" }));
    expect(text).toContain(said);
  });

  it("still reads 'tenho alergia ao marisco' as told, not asked", async () => {
    const { calls, text } = await ask("tenho alergia ao marisco");
    expect(calls.map((call) => call.name)).not.toContain("search_memories");
    expect(text).toMatch(/Anotado/);
  });
});

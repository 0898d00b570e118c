import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What's coming up?", "what's on my plate?", "o que vem aí?" ask what is ahead, as "what are my plans?" does: the days
// told and the pending reminders. They searched the journal for "coming" or "plate", or were not understood at all.

const now = new Date("2026-12-02T18:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const memories = (type: unknown) =>
  [
    { content: "My sister's wedding is on 5 December 2026", date: "2026-12-01", dated: false, type: "fact", current: true },
    { content: "Dentist on 2026-12-04 at 3 pm", date: "2026-12-04", dated: true, type: "appointment", current: true },
  ].filter((memory) => memory.type === type);
const reminders = [{ id: "r1", text: "Pay the rent", dueAt: "2026-12-08T09:00:00.000Z", status: "pending" }];

describe("what is ahead, asked in everyday words", () => {
  it.each([
    ["what's coming up?", "Pending reminders:"],
    ["anything coming up?", "Pending reminders:"],
    ["what's on my plate?", "Pending reminders:"],
    ["what is ahead?", "Pending reminders:"],
    ["o que vem aí?", "Lembretes pendentes:"],
    ["o que tenho pela frente?", "Lembretes pendentes:"],
    ["o que se aproxima?", "Lembretes pendentes:"],
    ["quais são os meus próximos compromissos?", "Lembretes pendentes:"],
  ])("%s lists the days told and the reminders pending", async (question, heading) => {
    const searched: Array<string> = [];
    const text = await answerWith(question, (name, parameters) => {
      searched.push(name);
      if (name === "search_memories") return { memories: memories(parameters["type"]) };
      if (name === "list_reminders") return { reminders };
      return {};
    });
    expect(searched).not.toContain("search_journal");
    expect(text).toContain(heading);
    expect(text).toContain("Pay the rent");
    expect(text).toMatch(/wedding|casamento/u);
  });
});

describe("what began today is no day still to come", () => {
  it.each([
    ["what's coming up?", "I started a new job at Farfetch (2 December 2026)", "Pending reminders:"],
    ["o que vem aí?", "Mudei-me para Lisboa (2 de dezembro de 2026)", "Lembretes pendentes:"],
  ])("%s does not list %j", async (question, began, heading) => {
    const text = await answerWith(question, (name, parameters) => {
      if (name === "search_memories") return { memories: parameters["type"] === "fact" ? [{ content: began, date: "2026-12-02", dated: true, type: "fact", current: true }, ...memories("fact")] : memories(parameters["type"]) };
      if (name === "list_reminders") return { reminders };
      return {};
    });
    expect(text).toContain(heading);
    expect(text).toMatch(/wedding|casamento/u);
    expect(text).not.toMatch(/Farfetch|Lisboa/u);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/extraction/extractOffline.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A day something is set for ("para sexta", "for Friday") is said back where it stood, as the date it is from the
// conversation's today, not in parentheses after a dangling "para"; and "Marquei" is said back "Marcou".

describe("a day set for is said in place", () => {
  it.each([
    ["2025-03-12T15:00:00Z", "Marquei consulta no dentista para sexta às 10h", "Anotado: Marcou consulta no dentista para o dia 14 de março de 2025 às 10h."],
    ["2026-12-03T10:00:00Z", "Marquei consulta no dentista para sexta às 10h", "Anotado: Marcou consulta no dentista para o dia 4 de dezembro de 2026 às 10h."],
    ["2026-12-03T10:00:00Z", "Marquei dentista pra sexta às 10h", "Anotado: Marcou dentista pro dia 4 de dezembro de 2026 às 10h."],
    ["2025-03-12T15:00:00Z", "I booked the dentist for Friday at 10am", "Noted: You booked the dentist for 14 March 2025 at 10 AM."],
    ["2026-12-03T10:00:00Z", "I booked the dentist for Friday at 10am", "Noted: You booked the dentist for 4 December 2026 at 10 AM."],
  ])("on %s, %s", async (now, told, reply) => {
    const { ask } = offlineConversation({ skills: everySkill, now: new Date(now), timeZone: "Europe/Lisbon" });
    expect((await ask(told)).text).toBe(reply);
  });
});

// "Marquei jantar com a Ana pra sábado" was kept as the Saturday past: a day booked for is one to come.
describe("a day booked for is ahead", () => {
  it.each([
    ["Marquei jantar com a Ana pra sábado", "Anotado: Marcou jantar com a Ana pro dia 5 de dezembro de 2026."],
    ["Combinei um café com o Rui para amanhã", "Anotado: Combinou um café com o Rui para o dia 4 de dezembro de 2026."],
    ["I booked dinner with Ana for Saturday", "Noted: You booked dinner with Ana for 5 December 2026."],
  ])("%s", async (told, reply) => {
    const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
    expect(await answerWith(told, { get_person: { person: { entityId: "e1", name: told.includes("Rui") ? "Rui" : "Ana", type: "person", aliases: [], relationshipToUser: "friend", gender: null, mentionCount: 1 }, relationships: [], memories: [] } })).toBe(reply);
  });

  it.each(["No sábado jantei com a Ana", "On Saturday I had dinner with Ana"])("%s is still the Saturday past", async (told) => {
    const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
    expect(await answerWith(told, { get_person: { person: { entityId: "e1", name: "Ana", type: "person", aliases: [], relationshipToUser: "friend", gender: null, mentionCount: 1 }, relationships: [], memories: [] } })).toMatch(/28 (?:de )?(?:November|novembro)/);
  });
});

// Booked for a day to come, it is on that day's agenda, as an appointment is.
describe("a day booked for is on the agenda", () => {
  it.each([
    ["Marquei jantar com a Ana pra sábado", "pt", "2026-12-05"],
    ["I booked dinner with Ana for Saturday", "en", "2026-12-05"],
  ] as const)("%s (%s) is kept as an appointment of the day to come", (text, language, day) => {
    const [memory] = extractOffline({ text, sentAt: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon", language }).memories;
    expect(memory).toMatchObject({ type: "appointment" });
    expect(memory!.occurredAt!.toISOString().slice(0, 10)).toBe(day);
  });

  it.each([
    ["what do I have on Saturday?", "I booked dinner with Ana for 5 December 2026"],
    ["o que tenho no sábado?", "Marquei jantar com a Ana pro dia 5 de dezembro de 2026"],
  ])("%s lists it", async (question, told) => {
    const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
    const line = `- 2026-12-05: ${told}`;
    const row = { content: told, date: "2026-12-05", dated: true, type: "appointment", current: true, entities: ["Ana"] };
    const data = (name: string, args: Record<string, unknown>) => (name === "search_memories" ? { memories: args["type"] === "appointment" ? [row] : [] } : name === "list_reminders" ? { reminders: [] } : {});
    expect(await answerWith(question, data as never)).toContain(line);
  });
});

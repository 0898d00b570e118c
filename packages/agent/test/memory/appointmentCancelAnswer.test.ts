import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "Cancel the dentist appointment" answered "Noted: Cancel the dentist appointment.", as if a new appointment were told.
// Calling off an appointment told says it will come off the agenda (learning ends it); with none told, that plainly.

const now = new Date("2026-12-03T13:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const visit = { content: "I have a dentist appointment (7 December 2026 at 3 PM)", date: "2026-12-07", dated: true, type: "appointment", current: true };
const visitPt = { content: "Tenho consulta no dentista (7 de dezembro de 2026 às 15h)", date: "2026-12-07", dated: true, type: "appointment", current: true };
const offEn = "Done: I'll take the dentist appointment on Monday 7 December at 3 PM off your agenda.";
const offPt = "Feito: vou tirar a consulta no dentista de segunda-feira, 7 de dezembro, às 15h, da sua agenda.";

describe("an appointment told, called off", () => {
  it.each([
    ["cancel the dentist appointment", visit, offEn],
    ["the dentist appointment was cancelled", visit, offEn],
    ["I'm not going to the dentist on Monday anymore", visit, offEn],
    ["cancelaram a consulta do dentista", visitPt, offPt],
    ["desmarca a consulta do dentista", visitPt, offPt],
    ["já não vou ao dentista na segunda", visitPt, offPt],
    ["cancela minha consulta no dentista", visitPt, offPt],
  ])("%s says it comes off the agenda, from the system prompt and from a search", async (said, appointment, answer) => {
    expect(await answerWith(said, {}, systemWith([storedMemory(appointment.content, "appointment", appointment.date)]))).toBe(answer);
    expect(await answerWith(said, { search_memories: { memories: [appointment] } })).toBe(answer);
  });

  it.each([
    ["cancel the dentist appointment", "I know of no appointment with the dentist you told me about, so there is nothing to cancel; I noted nothing."],
    ["desmarca a consulta do dentista", "Não tenho nenhuma consulta de dentista entre o que me contou, por isso não há nada a desmarcar; não anotei nada."],
    ["cancela minha consulta no dentista", "Não tenho nenhuma consulta de dentista entre o que me contou, por isso não há nada a desmarcar; não anotei nada."],
  ])("%s with none told says so", async (said, answer) => {
    expect(await answerWith(said, { search_memories: { memories: [] } })).toBe(answer);
  });

  it.each([["what do I have next week?"], ["o que tenho na próxima semana?"]])("%s after it ended does not list it", async (asked) => {
    const text = await answerWith(asked, { search_memories: { memories: [{ ...visit, current: false }] }, list_reminders: { reminders: [] } });
    expect(text).not.toMatch(/dentist/i);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A reminder due at a time of day is listed with that time, in the person's time zone and the answer's language; one
// due on a day (kept at its local midnight) by the day alone, and each on its local day, not the stored instant's in UTC.

const now = new Date("2026-11-30T15:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "America/Sao_Paulo" });
/** A conversation that may not change reminders itself: the memory job cancels the one named after the answer. */
const withoutChanges = offlineConversation({ skills: everySkill, tools: [...new Set(everySkill.flatMap((skill) => skill.tools))].filter((tool) => tool !== "update_reminder"), now, timeZone: "America/Sao_Paulo" });
const reminder = (text: string, dueAt: string) => ({ reminderId: text, text, dueAt, status: "pending", overdue: false, recurrence: null });
const reminders = [
  reminder("Call the dentist", "2026-12-01T12:00:00.000Z"),
  reminder("Buy milk", "2026-12-02T03:00:00.000Z"),
  reminder("Pagar a luz", "2026-12-05T01:30:00.000Z"),
];
const data = { list_reminders: { reminders }, search_memories: { memories: [] } };

describe("the reminders, with the time of day of those that have one", () => {
  it.each([
    ["what are my reminders?", "Your reminders:\n- 2026-12-01 at 9 AM: Call the dentist\n- 2026-12-02: Buy milk\n- 2026-12-04 at 10:30 PM: Pagar a luz"],
    ["quais são os meus lembretes?", "Os seus lembretes:\n- 2026-12-01 às 9h: Call the dentist\n- 2026-12-02: Buy milk\n- 2026-12-04 às 22h30: Pagar a luz"],
  ])("%s", async (question, answer) => {
    expect(await answerWith(question, data)).toBe(answer);
  });

  it.each([
    ["what do I have tomorrow?", "- 2026-12-01 at 9 AM: Call the dentist"],
    ["o que tenho amanhã?", "- 2026-12-01 às 9h: Call the dentist"],
  ])("%s lists the reminder due tomorrow where the person is, with its time", async (question, line) => {
    const text = await answerWith(question, data);
    expect(text).toContain(line);
    // One day is "that day", and the Portuguese keeps its words in order.
    expect(text.split("\n")[0]).toMatch(/^(?:I have no appointments saved for that day\.|Não tenho marcações guardadas para esse dia\.)$/);
    expect(text).not.toContain("Buy milk");
  });

  it.each([
    ["cancel the dentist reminder", "Done: I'll cancel the reminder “Call the dentist” (2026-12-01 at 9 AM)."],
    ["cancela o lembrete do dentista", "Combinado: vou cancelar o lembrete «Call the dentist» (2026-12-01 às 9h)."],
  ])("%s names the reminder with its time", async (question, answer) => {
    expect(await withoutChanges.answerWith(question, data)).toBe(answer);
  });
});

describe("a reminder named that there is none of", () => {
  it.each([
    ["cancel the gym reminder", "You have no reminder about “gym”.\n\nYour reminders:\n- 2026-12-01 at 9 AM: Call the dentist"],
    ["apaga o lembrete da ginástica", "Não tem nenhum lembrete sobre «ginástica».\n\nOs seus lembretes:\n- 2026-12-01 às 9h: Call the dentist"],
  ])("%s: said plainly, with the reminders there are, not asked which", async (question, answer) => {
    const one = { list_reminders: { reminders: [reminders[0]] }, search_memories: { memories: [] } };
    expect(await answerWith(question, one)).toBe(answer);
  });

  it("asks which when the words name none and there are several, as before", async () => {
    expect(await answerWith("cancel the reminder", data)).toMatch(/^Which one should I cancel\?/);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What do I have until the end of the week?" was not understood, and "o que tenho até ao fim da semana?" looked up the
// portfolio. Asked to the end of a week or month, what is planned is read from today to its last day: a week ends on
// Sunday, as "this week" does.

const now = new Date("2026-12-03T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const searched = async (question: string) =>
  (await ask(question)).calls.filter((call) => call.name === "search_memories").map((call) => JSON.parse(call.arguments) as { from: string; to: string }).map(({ from, to }) => `${from}..${to}`);

describe("what is planned to the end of a period", () => {
  it.each([
    ["what do I have until the end of the week?", "2026-12-03..2026-12-06"],
    ["o que tenho até ao fim da semana?", "2026-12-03..2026-12-06"],
    ["o que tenho até o final da semana?", "2026-12-03..2026-12-06"],
    ["what do I have until the end of next week?", "2026-12-03..2026-12-13"],
    ["o que tenho até ao fim do mês?", "2026-12-03..2026-12-31"],
    ["what do I have until the end of the month?", "2026-12-03..2026-12-31"],
  ])("%s reads from today to %s", async (question, window) => {
    expect(await searched(question)).toEqual([window, window]);
  });

  it.each([
    ["what do I have until the end of the week?", /dentist/, /haircut/],
    ["o que tenho até ao fim da semana?", /dentista/, /cabeleireiro/],
  ])("%s lists what falls by Sunday, not after", async (question, listed, left) => {
    const memories = [
      { content: "I have a dentist appointment (5 December 2026 at 3 PM)", date: "2026-12-05", type: "appointment", current: true },
      { content: "Tenho consulta no dentista (5 de dezembro de 2026 às 15h)", date: "2026-12-05", type: "appointment", current: true },
      { content: "I have a haircut (8 December 2026)", date: "2026-12-08", type: "appointment", current: true },
      { content: "Tenho cabeleireiro (8 de dezembro de 2026)", date: "2026-12-08", type: "appointment", current: true },
    ];
    const text = await answerWith(question, { search_memories: { memories }, list_reminders: { reminders: [] } });
    expect(text).toMatch(listed);
    expect(text).not.toMatch(left);
  });
});

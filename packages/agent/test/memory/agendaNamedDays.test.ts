import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Friday 10 May 2024, 10:00 in Lisbon (UTC+1).
const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T09:00:00Z"), timeZone: "Europe/Lisbon" });
const reminder = (text: string, dueAt: string, overdue = false) => ({ text, dueAt, overdue });
const memory = (content: string, date: string) => ({ content, date, current: true });
const data = {
  list_reminders: { reminders: [reminder("Pay the water bill", "2024-05-09T08:00:00.000Z", true), reminder("Call the bank", "2024-05-11T08:00:00.000Z"), reminder("Ir ao ginásio", "2024-05-15T17:00:00.000Z")] },
  search_memories: { memories: [memory("Dentist appointment at 3pm", "2024-05-11"), memory("Consulta no oftalmologista", "2024-05-14"), memory("Team dinner", "2024-06-07")] },
};
const searched = (calls: ReadonlyArray<{ readonly name: string; readonly arguments: string }>) =>
  calls.filter((call) => call.name === "search_memories").map((call) => {
    const args = JSON.parse(call.arguments) as Record<string, unknown>;
    return [args["from"], args["to"]];
  });

describe("what is planned on a day named, not only today, tomorrow or a week", () => {
  it.each([
    ["do I have anything on Tuesday?", "2024-05-14", "2024-05-14", ["Consulta no oftalmologista"], ["Dentist", "Call the bank", "Ir ao ginásio"]],
    ["tenho alguma coisa marcada para terça?", "2024-05-14", "2024-05-14", ["Consulta no oftalmologista"], ["Dentist", "Call the bank"]],
    ["what do I have on the 15th?", "2024-05-15", "2024-05-15", ["Ir ao ginásio"], ["Dentist", "oftalmologista"]],
    ["o que tenho no dia 15?", "2024-05-15", "2024-05-15", ["Ir ao ginásio"], ["Dentist", "oftalmologista"]],
    ["what do I have in June?", "2024-06-01", "2024-06-30", ["Team dinner"], ["Dentist", "oftalmologista", "Call the bank"]],
    ["o que eu tenho em junho?", "2024-06-01", "2024-06-30", ["Team dinner"], ["Dentist", "oftalmologista"]],
  ])("%s lists that day's appointments and reminders", async (question, from, to, shown, left) => {
    const { calls } = await conversation.ask(question);
    expect(calls.map((call) => call.name).sort()).toEqual(["list_reminders", "search_memories", "search_memories"]);
    expect(searched(calls)).toEqual([[from, to], [from, to]]);
    const text = await conversation.answerWith(question, data);
    for (const part of shown) expect(text).toContain(part);
    for (const part of left) expect(text).not.toContain(part);
  });

  it.each([
    ["what should I do tomorrow?", "2024-05-11", ["Dentist appointment at 3pm", "Call the bank", "Pay the water bill (overdue)"]],
    ["o que devo fazer amanhã?", "2024-05-11", ["Dentist appointment at 3pm", "Call the bank", "Pay the water bill (atrasado)"]],
    ["what should I do this weekend?", "2024-05-11", ["Dentist appointment at 3pm", "Call the bank"]],
    ["o que preciso de fazer este fim de semana?", "2024-05-11", ["Dentist appointment at 3pm", "Call the bank"]],
    ["o que eu preciso fazer na terça?", "2024-05-14", ["Consulta no oftalmologista"]],
  ])("%s is what is planned or due then, not a search of the journal", async (question, from, shown) => {
    const { calls } = await conversation.ask(question);
    expect(calls.map((call) => call.name)).toContain("list_reminders");
    expect(searched(calls)[0]?.[0]).toBe(from);
    const text = await conversation.answerWith(question, data);
    for (const part of shown) expect(text).toContain(part);
    expect(text).not.toContain("Ir ao ginásio");
  });

  it.each([
    ["do I have anything on Tuesday?", "I have no appointments or reminders for 2024-05-14."],
    ["tenho alguma coisa na terça?", "Não tenho nenhuma marcação nem lembrete para o dia 2024-05-14."],
  ])("%s says plainly when nothing is planned that day", async (question, said) => {
    expect(await conversation.answerWith(question, { list_reminders: { reminders: [] }, search_memories: { memories: [] } })).toBe(said);
  });

  it.each(["what did I have for dinner on Tuesday?", "o que tenho escrito desde março?", "what do I have in my portfolio?"])("%s is no agenda question", async (question) => {
    expect((await conversation.ask(question)).calls.map((call) => call.name)).not.toContain("list_reminders");
  });
});

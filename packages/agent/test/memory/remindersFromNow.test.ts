import { describe, expect, it } from "vitest";
import { reminderRequest } from "../../src/memory/extraction/reminderRequest.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Friday 10 May 2024, 10:00 in Lisbon (UTC+1): every domain's skill offered, the documents' among them.
const { ask } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T09:00:00Z"), timeZone: "Europe/Lisbon" });

describe("a reminder whose time is said before its task", () => {
  it.each([
    ["remind me in 2 hours to take my medicine", "I need to take my medicine in 2 hours"],
    ["remind me tomorrow at 9 to call the bank", "I need to call the bank tomorrow at 9"],
    ["remind me tonight to take out the trash", "I need to take out the trash tonight"],
    ["lembra-me daqui a 30 minutos de tirar o bolo do forno", "Preciso de tirar o bolo do forno daqui a 30 minutos"],
    ["lembra-me amanhã às 9h de ligar ao banco", "Preciso de ligar ao banco amanhã às 9h"],
    ["lembra-me logo à noite de pôr a roupa a lavar", "Preciso de pôr a roupa a lavar logo à noite"],
  ])("reads %j with the task first", (text, task) => {
    expect(reminderRequest(text)?.task).toBe(task);
  });

  it.each([
    ["remind me in 2 hours to take my medicine", "Done, I'll remind you: Take my medicine (10 May 2024 at 12 PM)."],
    ["remind me in 20 minutes to check the oven", "Done, I'll remind you: Check the oven (10 May 2024 at 10:20 AM)."],
    ["lembra-me daqui a 30 minutos de tirar o bolo do forno", "Combinado, vou lembrar: Tirar o bolo do forno (10 de maio de 2024 às 10h30)."],
    ["lembra-me em 2 horas de tomar o remédio", "Combinado, vou lembrar: Tomar o remédio (10 de maio de 2024 às 12h)."],
    ["lembra-me dentro de meia hora de ligar à Ana", "Combinado, vou lembrar: Ligar à Ana (10 de maio de 2024 às 10h30)."],
    ["lembra-me logo à noite de pôr a roupa a lavar", "Combinado, vou lembrar: Pôr a roupa a lavar (10 de maio de 2024 às 20h)."],
  ])("%s is set for that time, not searched in the documents", async (request, answer) => {
    expect(await ask(request)).toEqual({ calls: [], text: answer });
  });
});

describe("what is planned in a coming window", () => {
  const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T09:00:00Z"), timeZone: "Europe/Lisbon" });
  const reminder = (text: string, dueAt: string, overdue = false) => ({ text, dueAt, overdue });
  const memory = (content: string, date: string) => ({ content, date, current: true });
  const data = {
    list_reminders: { reminders: [reminder("Pay the water bill", "2024-05-09T08:00:00.000Z", true), reminder("Call the bank", "2024-05-11T08:00:00.000Z"), reminder("Ir ao ginásio", "2024-05-15T17:00:00.000Z")] },
    search_memories: { memories: [memory("Dentist appointment at 3pm", "2024-05-11"), memory("Consulta no oftalmologista", "2024-05-14")] },
  };

  it.each([
    ["what do I have tomorrow?", ["Dentist appointment at 3pm", "Call the bank", "Pay the water bill (overdue)"], ["Ir ao ginásio", "oftalmologista"]],
    ["o que tenho amanhã?", ["Dentist appointment at 3pm", "Call the bank", "Pay the water bill (atrasado)"], ["Ir ao ginásio", "oftalmologista"]],
    ["what do I have to do next week?", ["Consulta no oftalmologista", "Ir ao ginásio"], ["Call the bank", "Dentist"]],
    ["o que tenho para fazer na próxima semana?", ["Consulta no oftalmologista", "Ir ao ginásio"], ["Call the bank", "Dentist"]],
  ])("%s lists the appointments and reminders of those days, and what is overdue", async (question, shown, left) => {
    const { calls } = await conversation.ask(question);
    expect(calls.map((call) => call.name).sort()).toEqual(["list_reminders", "search_memories", "search_memories"]);
    const text = await conversation.answerWith(question, data);
    for (const part of shown) expect(text).toContain(part);
    for (const part of left) expect(text).not.toContain(part);
  });

  it.each(["o que tenho escrito hoje?", "o que tenho feito esta semana?"])("%s asks what was written or done, not what is planned", async (question) => {
    expect((await conversation.ask(question)).calls.map((call) => call.name)).not.toContain("list_reminders");
  });

  it.each([
    ["what do I have today?", "I have no appointments or reminders for 2024-05-10."],
    ["o que tenho hoje?", "Não tenho nenhuma marcação nem lembrete para o dia 2024-05-10."],
    ["what do I have next week?", "I have no appointments or reminders between 2024-05-13 and 2024-05-19."],
    ["o que tenho na próxima semana?", "Não tenho nenhuma marcação nem lembrete entre 2024-05-13 e 2024-05-19."],
  ])("%s says plainly when nothing is planned", async (question, said) => {
    const none = { list_reminders: { reminders: [] }, search_memories: { memories: [] } };
    expect(await conversation.answerWith(question, none)).toBe(said);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A task said with its deadline ("before June", "antes de junho", "até 31 de maio") is kept with the deadline as said,
// its word with its date, not left dangling in what is to be done; a day and month with no year said of a task is the next
// one to come. It is due while there is still time: "before" a day or a month, the last day before it (31 May "before
// June", 29 June "before 30 June"); "by", "until" and "até" a day, that day.

const sentAt = new Date("2026-12-03T10:00:00Z");
const taskOf = (text: string) => {
  const extraction = extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" });
  return { content: extraction.memories[0]?.content, action: extraction.tasks[0]?.action, dueAt: extraction.tasks[0]?.dueAt?.toISOString() ?? null };
};

describe("a task's deadline", () => {
  it.each([
    ["I need to renew my passport before June", "I need to renew my passport (before June 2027)", "renew my passport", "2027-05-30T23:00:00.000Z"],
    ["preciso de renovar o passaporte antes de junho", "Preciso de renovar o passaporte (antes de junho de 2027)", "renovar o passaporte", "2027-05-30T23:00:00.000Z"],
    ["I have to pay the tax before 30 June", "I have to pay the tax (before 30 June 2027)", "pay the tax", "2027-06-28T23:00:00.000Z"],
    ["I need to send the form until 10 January", "I need to send the form (until 10 January 2027)", "send the form", "2027-01-10T00:00:00.000Z"],
    ["tenho de pagar o IMI até 31 de maio", "Tenho de pagar o IMI (até 31 de maio de 2027)", "pagar o IMI", "2027-05-30T23:00:00.000Z"],
    ["preciso de entregar o IRS antes de 30 de junho", "Preciso de entregar o IRS (antes de 30 de junho de 2027)", "entregar o IRS", "2027-06-28T23:00:00.000Z"],
    ["I need to submit the IRS form by June 30", "I need to submit the IRS form (by 30 June 2027)", "submit the IRS form", "2027-06-29T23:00:00.000Z"],
    ["I must send the report by Friday", "I must send the report (by 4 December 2026)", "send the report", "2026-12-04T00:00:00.000Z"],
    ["I need to pay the rent by the 10th", "I need to pay the rent (by 10 December 2026)", "pay the rent", "2026-12-10T00:00:00.000Z"],
    ["preciso pagar o IPVA até dia 10", "Preciso pagar o IPVA (até 10 de dezembro de 2026)", "pagar o IPVA", "2026-12-10T00:00:00.000Z"],
    ["tenho de renovar o cartão de cidadão até ao fim do mês", "Tenho de renovar o cartão de cidadão (até ao fim do mês, 31 de dezembro de 2026)", "renovar o cartão de cidadão", "2026-12-31T00:00:00.000Z"],
    ["preciso pagar a fatura até o final do mês", "Preciso pagar a fatura (até o final do mês, 31 de dezembro de 2026)", "pagar a fatura", "2026-12-31T00:00:00.000Z"],
    ["I need to renew my ID card by the end of the month", "I need to renew my ID card (by the end of the month, 31 December 2026)", "renew my ID card", "2026-12-31T00:00:00.000Z"],
    ["I've got to submit my tax return by 30 June", "I've got to submit my tax return (by 30 June 2027)", "submit my tax return", "2027-06-29T23:00:00.000Z"],
    ["I'll have to renew my passport before June", "I'll have to renew my passport (before June 2027)", "renew my passport", "2027-05-30T23:00:00.000Z"],
    ["tenho de entregar o relatório antes da sexta", "Tenho de entregar o relatório (antes de 4 de dezembro de 2026)", "entregar o relatório", "2026-12-03T00:00:00.000Z"],
  ])("%s", (text, content, action, dueAt) => {
    expect(taskOf(text)).toEqual({ content, action, dueAt });
  });

  it("keeps a past day and month in the past it was told of", () => {
    const extraction = extractOffline({ text: "I went to the dentist on 30 June", sentAt, timeZone: "Europe/Lisbon" });
    expect(extraction.memories[0]?.content).toBe("I went to the dentist (30 June 2026)");
  });

  it("keeps the weekend a weekend, no end of a week", () => {
    const extraction = extractOffline({ text: "vou à praia no fim de semana", sentAt, timeZone: "Europe/Lisbon" });
    expect(extraction.memories[0]?.content).toBe("Vou à praia no fim de semana");
  });

  it("reads no deadline in an English verb spelled as a Portuguese one", () => {
    const extraction = extractOffline({ text: "I ate yesterday", sentAt, timeZone: "Europe/Lisbon" });
    expect(extraction.memories[0]?.content).toBe("I ate (2 December 2026)");
  });
});

const { turn } = offlineConversation({ skills: everySkill, now: sentAt, timeZone: "Europe/Lisbon" });
const replyTo = async (said: string, answer: string, yes: string) =>
  (await turn([{ role: "user", content: said }, { role: "assistant", content: answer }, { role: "user", content: yes }])).text;

describe("a yes after a reminder", () => {
  it.each([
    ["I need to renew my passport before June", "Noted: You need to renew your passport (before June 2027). Shall I remind you to renew your passport?", "yes", "Done, I'll remind you: Renew my passport (before June 2027)."],
    ["preciso de renovar o passaporte antes de junho", "Anotado: Precisa de renovar o passaporte (antes de junho de 2027). Quer um lembrete para renovar o passaporte?", "sim", "Combinado, vou lembrar: Renovar o passaporte (antes de junho de 2027)."],
    ["I need to call the bank.", "Noted: You need to call the bank. Shall I remind you to call the bank?", "yes please", "Done, I'll remind you: Call the bank (tomorrow)."],
    ["Preciso de ligar ao banco.", "Anotado: Precisa de ligar ao banco. Quer um lembrete para ligar ao banco?", "pode ser", "Combinado, vou lembrar: Ligar ao banco (amanhã)."],
  ])("to an offer, says when it is due: %s / %s", async (said, answer, yes, reply) => {
    expect(await replyTo(said, answer, yes)).toBe(reply);
  });

  it.each([
    ["remind me to call Ana tomorrow at 6pm", "Done, I'll remind you: Call Ana (4 December 2026 at 6 PM).", "yes", "That reminder is already set: Call Ana (4 December 2026 at 6 PM)."],
    ["lembra-me de ligar à Ana amanhã às 18h", "Combinado, vou lembrar: Ligar à Ana (4 de dezembro de 2026 às 18h).", "sim", "Esse lembrete já está criado: Ligar à Ana (4 de dezembro de 2026 às 18h)."],
  ])("to one already set, says it is set, not that it will be: %s", async (said, answer, yes, reply) => {
    expect(await replyTo(said, answer, yes)).toBe(reply);
  });
});

describe("a task told with its deadline, acknowledged", () => {
  it.each([
    ["I need to renew my passport before June", "Noted: You need to renew your passport (before June 2027). Shall I remind you to renew your passport?"],
    ["preciso de renovar o passaporte antes de junho", "Anotado: Precisa de renovar o passaporte (antes de junho de 2027). Quer um lembrete para renovar o passaporte?"],
  ])("%s", async (said, answer) => {
    expect((await turn([{ role: "user", content: said }])).text).toBe(answer);
  });
});

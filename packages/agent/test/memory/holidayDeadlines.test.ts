import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A holiday is a day: a task told "before Christmas", "até à consoada" or "antes da Páscoa" keeps the words as said with
// the day they fall on, the next one to come (Easter reckoned for its year), and is due as any other deadline ("before"
// the day before, "by" and "até" the day itself). Told of the past, a holiday is the last one past. The end of a week,
// month or year a task is due "before" is still in time on its last day, and is said back in the words said.

const sentAt = new Date("2026-12-03T10:00:00Z");
const taskOf = (text: string) => {
  const extraction = extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" });
  return { content: extraction.memories[0]?.content, action: extraction.tasks[0]?.action, dueAt: extraction.tasks[0]?.dueAt?.toISOString() ?? null };
};
const { turn } = offlineConversation({ skills: everySkill, now: sentAt, timeZone: "Europe/Lisbon" });
const said = async (text: string) => {
  const step = await turn([{ role: "user", content: text }]);
  return { calls: step.calls.map((call) => call.name), text: step.text };
};

describe("a holiday as a task's deadline", () => {
  it.each([
    ["I need to buy presents before Christmas", "I need to buy presents (before Christmas, 25 December 2026)", "buy presents", "2026-12-24T00:00:00.000Z"],
    ["preciso de comprar prendas antes do Natal", "Preciso de comprar prendas (antes do Natal, 25 de dezembro de 2026)", "comprar prendas", "2026-12-24T00:00:00.000Z"],
    ["I need to book the restaurant by New Year's Eve", "I need to book the restaurant (by New Year's Eve, 31 December 2026)", "book the restaurant", "2026-12-31T00:00:00.000Z"],
    ["tenho de reservar o restaurante até à passagem de ano", "Tenho de reservar o restaurante (até à passagem de ano, 31 de dezembro de 2026)", "reservar o restaurante", "2026-12-31T00:00:00.000Z"],
    ["I need to paint the house before Easter", "I need to paint the house (before Easter, 28 March 2027)", "paint the house", "2027-03-27T00:00:00.000Z"],
    ["tenho de pintar a casa antes da Páscoa", "Tenho de pintar a casa (antes da Páscoa, 28 de março de 2027)", "pintar a casa", "2027-03-27T00:00:00.000Z"],
    ["preciso marcar as férias antes do Carnaval", "Preciso marcar as férias (antes do Carnaval, 9 de fevereiro de 2027)", "marcar as férias", "2027-02-08T00:00:00.000Z"],
    ["I need to wrap the gifts by Christmas Eve", "I need to wrap the gifts (by Christmas Eve, 24 December 2026)", "wrap the gifts", "2026-12-24T00:00:00.000Z"],
    ["tenho de embrulhar as prendas até à consoada", "Tenho de embrulhar as prendas (até à consoada, 24 de dezembro de 2026)", "embrulhar as prendas", "2026-12-24T00:00:00.000Z"],
    ["preciso embrulhar os presentes até a véspera de Natal", "Preciso embrulhar os presentes (até a véspera de Natal, 24 de dezembro de 2026)", "embrulhar os presentes", "2026-12-24T00:00:00.000Z"],
    ["I have to finish the book before Christmas 2027", "I have to finish the book (before Christmas 2027, 25 December 2027)", "finish the book", "2027-12-24T00:00:00.000Z"],
  ])("%s", (text, content, action, dueAt) => {
    expect(taskOf(text)).toEqual({ content, action, dueAt });
  });

  it.each([
    ["I need to buy presents before Christmas", "Noted: You need to buy presents (before Christmas, 25 December 2026). Shall I remind you to buy presents?"],
    ["preciso de comprar prendas antes do Natal", "Anotado: Precisa de comprar prendas (antes do Natal, 25 de dezembro de 2026). Quer um lembrete para comprar prendas?"],
    ["I need to paint the house before Easter", "Noted: You need to paint the house (before Easter, 28 March 2027). Shall I remind you to paint the house?"],
    ["tenho de pintar a casa antes da Páscoa", "Anotado: Tem de pintar a casa (antes da Páscoa, 28 de março de 2027). Quer um lembrete para pintar a casa?"],
  ])("%s is noted, a reminder offered, no asset looked up", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });

  it.each([
    ["remind me to call mum on Christmas Eve", "Done, I'll remind you: Call mum (on Christmas Eve, 24 December 2026)."],
    ["lembra-me de ligar à mãe na véspera de Natal", "Combinado, vou lembrar: Ligar à mãe (na véspera de Natal, 24 de dezembro de 2026)."],
  ])("a reminder asked for a holiday is set for its day: %s", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });
});

describe("a holiday a task is for", () => {
  // "I need to buy a gift for Christmas" was kept as "I need to buy a gift for (for Christmas, …)", to "buy a gift for":
  // the holiday's preposition stayed behind when its words were taken out. And "Eve" of "Christmas Eve" was an asset.
  it.each([
    ["I need to buy a gift for Christmas", "I need to buy a gift (for Christmas, 25 December 2026)", "buy a gift", "2026-12-25T00:00:00.000Z"],
    ["preciso comprar o bolo para o Natal", "Preciso comprar o bolo (para o Natal, 25 de dezembro de 2026)", "comprar o bolo", "2026-12-25T00:00:00.000Z"],
    ["I need to book dinner for Valentine's Day", "I need to book dinner (for Valentine's Day, 14 February 2027)", "book dinner", "2027-02-14T00:00:00.000Z"],
    ["tenho de marcar o jantar para o Dia dos Namorados", "Tenho de marcar o jantar (para o Dia dos Namorados, 14 de fevereiro de 2027)", "marcar o jantar", "2027-02-14T00:00:00.000Z"],
  ])("%s", (text, content, action, dueAt) => {
    expect(taskOf(text)).toEqual({ content, action, dueAt });
  });

  it.each([
    ["I need to buy presents for Christmas Eve", "Noted: You need to buy presents (for Christmas Eve, 24 December 2026). Shall I remind you to buy presents?"],
    ["I need to buy champagne before New Year's Eve", "Noted: You need to buy champagne (before New Year's Eve, 31 December 2026). Shall I remind you to buy champagne?"],
    ["preciso comprar o bolo para o Natal", "Anotado: Precisa comprar o bolo (para o Natal, 25 de dezembro de 2026). Quer um lembrete para comprar o bolo?"],
  ])("%s is noted, no asset looked up", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });
});

describe("a holiday told of the past", () => {
  it.each([
    ["I went to Porto at Easter", "I went to Porto (at Easter, 5 April 2026)"],
    ["fui ao Porto na Páscoa", "Fui ao Porto (na Páscoa, 5 de abril de 2026)"],
    ["I spent Christmas with my parents", "I spent Christmas with my parents (25 December 2025)"],
    ["passei o Natal com os meus pais", "Passei o Natal com os meus pais (25 de dezembro de 2025)"],
  ])("is the last one past: %s", (text, content) => {
    const extraction = extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" });
    expect([extraction.memories[0]?.content, extraction.unknownPeople]).toEqual([content, []]);
  });

  it.each([
    ["I need to buy a Christmas tree", "buy a Christmas tree"],
    ["preciso de comprar o bolo de Natal", "comprar o bolo de Natal"],
    ["I need to buy Easter eggs", "buy Easter eggs"],
  ])("a holiday naming a thing's kind is no day: %s", (text, action) => {
    expect(taskOf(text)).toEqual({ content: text[0]!.toUpperCase() + text.slice(1), action, dueAt: null });
  });

  it.each(["I live in Natal", "my new year's resolution is to read more", "moro em Natal"])("names no day: %s", (text) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).memories[0]?.occurredAt ?? null).toBeNull();
  });
});

describe("a task due by the end of a period", () => {
  // "By the end of the week" was said back as "(by 6 December 2026)": which end was meant was lost. The week ends on
  // Sunday (weeks run Monday to Sunday, as everywhere else), said with its weekday; a month or year by its last day.
  it.each([
    ["I need to finish the report by the end of the week", "I need to finish the report (by the end of the week, Sunday 6 December 2026)", "finish the report", "2026-12-06T00:00:00.000Z"],
    ["tenho de acabar o relatório até ao fim da semana", "Tenho de acabar o relatório (até ao fim da semana, domingo, 6 de dezembro de 2026)", "acabar o relatório", "2026-12-06T00:00:00.000Z"],
    ["preciso terminar o relatório até o final da semana", "Preciso terminar o relatório (até o final da semana, domingo, 6 de dezembro de 2026)", "terminar o relatório", "2026-12-06T00:00:00.000Z"],
    ["I need to send the invoice by the end of next week", "I need to send the invoice (by the end of next week, Sunday 13 December 2026)", "send the invoice", "2026-12-13T00:00:00.000Z"],
    ["preciso entregar a fatura até o fim da próxima semana", "Preciso entregar a fatura (até o fim da próxima semana, domingo, 13 de dezembro de 2026)", "entregar a fatura", "2026-12-13T00:00:00.000Z"],
    ["I have to pay the rent by the end of the month", "I have to pay the rent (by the end of the month, 31 December 2026)", "pay the rent", "2026-12-31T00:00:00.000Z"],
    ["tenho de pagar a renda até ao fim do mês", "Tenho de pagar a renda (até ao fim do mês, 31 de dezembro de 2026)", "pagar a renda", "2026-12-31T00:00:00.000Z"],
  ])("%s", (text, content, action, dueAt) => {
    expect(taskOf(text)).toEqual({ content, action, dueAt });
  });

  it.each([
    ["remind me to send the invoice by the end of the week", "Done, I'll remind you: Send the invoice (by the end of the week, Sunday 6 December 2026)."],
    ["I need to finish the report by the end of the week", "Noted: You need to finish the report (by the end of the week, Sunday 6 December 2026). Shall I remind you to finish the report?"],
    ["tenho de acabar o relatório até ao fim da semana", "Anotado: Tem de acabar o relatório (até ao fim da semana, domingo, 6 de dezembro de 2026). Quer um lembrete para acabar o relatório?"],
  ])("%s is said back with its day", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });
});

describe("a task due before the end of a period", () => {
  it.each([
    ["preciso de pagar o seguro antes do fim do ano", "Preciso de pagar o seguro (antes do fim do ano, 31 de dezembro de 2026)", "pagar o seguro", "2026-12-31T00:00:00.000Z"],
    ["I need to pay the insurance before the end of the year", "I need to pay the insurance (before the end of the year, 31 December 2026)", "pay the insurance", "2026-12-31T00:00:00.000Z"],
    ["tenho de entregar o relatório antes do fim do mês", "Tenho de entregar o relatório (antes do fim do mês, 31 de dezembro de 2026)", "entregar o relatório", "2026-12-31T00:00:00.000Z"],
    ["I need to finish the report before the end of the week", "I need to finish the report (before the end of the week, Sunday 6 December 2026)", "finish the report", "2026-12-06T00:00:00.000Z"],
    ["tenho de acabar o relatório antes do final da semana", "Tenho de acabar o relatório (antes do final da semana, domingo, 6 de dezembro de 2026)", "acabar o relatório", "2026-12-06T00:00:00.000Z"],
    ["I have to pay the IMI before the end of next month", "I have to pay the IMI (before the end of next month, 31 January 2027)", "pay the IMI", "2027-01-31T00:00:00.000Z"],
    ["tenho de pagar o IMI antes do fim do próximo mês", "Tenho de pagar o IMI (antes do fim do próximo mês, 31 de janeiro de 2027)", "pagar o IMI", "2027-01-31T00:00:00.000Z"],
  ])("%s", (text, content, action, dueAt) => {
    expect(taskOf(text)).toEqual({ content, action, dueAt });
  });

  it.each([
    ["I need to pay the insurance before the end of the year", "Noted: You need to pay the insurance (before the end of the year, 31 December 2026). Shall I remind you to pay the insurance?"],
    ["preciso de pagar o seguro antes do fim do ano", "Anotado: Precisa de pagar o seguro (antes do fim do ano, 31 de dezembro de 2026). Quer um lembrete para pagar o seguro?"],
  ])("%s is noted, not looked up in the documents", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });
});

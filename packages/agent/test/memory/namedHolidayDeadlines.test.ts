import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "I need to buy flowers before Mother's Day" was kept with no day, and asked for the portfolio ("Mother's", "Day" read
// as assets); "antes do Santo António" looked up a person. Holidays besides Christmas and Easter are days too, as
// deadlines and as days told: fixed ones, those moving with Easter, and those kept on a Sunday of a month. Those kept
// on other days in Portugal, Brazil and the United States fall on the day of the person's country (by the time zone),
// else of the country whose name for it was said.

const sentAt = new Date("2026-12-03T10:00:00Z");
const taskIn = (timeZone: string) => (text: string) => {
  const extraction = extractOffline({ text, sentAt, timeZone });
  return { content: extraction.memories[0]?.content, action: extraction.tasks[0]?.action };
};
const said = (timeZone: string) => {
  const { turn } = offlineConversation({ skills: everySkill, now: sentAt, timeZone });
  return async (text: string) => {
    const step = await turn([{ role: "user", content: text }]);
    return { calls: step.calls.map((call) => call.name), text: step.text };
  };
};

describe("a holiday of its own day as a task's deadline", () => {
  it.each([
    ["I need to buy chocolates before Valentine's Day", "I need to buy chocolates (before Valentine's Day, 14 February 2027)", "buy chocolates"],
    ["I need to get a costume before Halloween", "I need to get a costume (before Halloween, 31 October 2027)", "get a costume"],
    ["tenho de pagar a renda antes do Santo António", "Tenho de pagar a renda (antes do Santo António, 13 de junho de 2027)", "pagar a renda"],
    ["tenho de acabar a obra antes do São João", "Tenho de acabar a obra (antes do São João, 24 de junho de 2027)", "acabar a obra"],
    ["tenho de entregar o projeto antes do Dia de Portugal", "Tenho de entregar o projeto (antes do Dia de Portugal, 10 de junho de 2027)", "entregar o projeto"],
    ["tenho de acabar isto antes da Sexta-feira da Paixão", "Tenho de acabar isto (antes da Sexta-feira da Paixão, 26 de março de 2027)", "acabar isto"],
    ["tenho de comprar o presente antes do Dia do Pai", "Tenho de comprar o presente (antes do Dia do Pai, 19 de março de 2027)", "comprar o presente"],
    ["I need to buy flowers before Mother's Day", "I need to buy flowers (before Mother's Day, 2 May 2027)", "buy flowers"],
    ["tenho de comprar flores antes do Dia da Mãe", "Tenho de comprar flores (antes do Dia da Mãe, 2 de maio de 2027)", "comprar flores"],
    ["tenho de comprar flores antes do Dia dos Namorados", "Tenho de comprar flores (antes do Dia dos Namorados, 14 de fevereiro de 2027)", "comprar flores"],
  ])("in Lisbon, %s", (text, content, action) => {
    expect(taskIn("Europe/Lisbon")(text)).toEqual({ content, action });
  });

  it.each([
    ["preciso comprar um presente antes do Dia dos Pais", "Preciso comprar um presente (antes do Dia dos Pais, 8 de agosto de 2027)", "comprar um presente"],
    ["preciso comprar flores até o Dia das Mães", "Preciso comprar flores (até o Dia das Mães, 9 de maio de 2027)", "comprar flores"],
    ["preciso comprar flores até o Dia dos Namorados", "Preciso comprar flores (até o Dia dos Namorados, 12 de junho de 2027)", "comprar flores"],
    ["preciso pagar a conta até o feriado de Tiradentes", "Preciso pagar a conta (até o feriado de Tiradentes, 21 de abril de 2027)", "pagar a conta"],
  ])("in São Paulo, %s", (text, content, action) => {
    expect(taskIn("America/Sao_Paulo")(text)).toEqual({ content, action });
  });

  it.each([
    ["I need to buy flowers before Mother's Day", "I need to buy flowers (before Mother's Day, 9 May 2027)", "buy flowers"],
    ["I need to buy a gift before Father's Day", "I need to buy a gift (before Father's Day, 20 June 2027)", "buy a gift"],
    ["I have to book dinner by Thanksgiving", "I have to book dinner (by Thanksgiving, 25 November 2027)", "book dinner"],
  ])("in New York, %s", (text, content, action) => {
    expect(taskIn("America/New_York")(text)).toEqual({ content, action });
  });

  it.each([
    ["preciso comprar um presente antes do Dia dos Pais", "Preciso comprar um presente (antes do Dia dos Pais, 8 de agosto de 2027)"],
    ["tenho de comprar o presente antes do Dia do Pai", "Tenho de comprar o presente (antes do Dia do Pai, 19 de março de 2027)"],
    ["I need to buy a gift before Father's Day", "I need to buy a gift (before Father's Day, 20 June 2027)"],
  ])("elsewhere, the name said tells the country: %s", (text, content) => {
    expect(taskIn("UTC")(text).content).toBe(content);
  });

  it.each([
    ["I need to buy flowers before Mother's Day", "Noted: You need to buy flowers (before Mother's Day, 9 May 2027). Shall I remind you to buy flowers?"],
    ["I need to buy chocolates before Valentine's Day", "Noted: You need to buy chocolates (before Valentine's Day, 14 February 2027). Shall I remind you to buy chocolates?"],
    ["preciso comprar um presente antes do Dia dos Pais", "Anotado: Precisa comprar um presente (antes do Dia dos Pais, 8 de agosto de 2027). Quer um lembrete para comprar um presente?"],
  ])("%s is noted, a reminder offered, no asset looked up", async (text, answer) => {
    expect(await said("America/New_York")(text)).toEqual({ calls: [], text: answer });
  });

  it("a saint's feast after a deadline is the day, no one to look up", async () => {
    expect(await said("Europe/Lisbon")("tenho de pagar a renda antes do Santo António")).toEqual({
      calls: [],
      text: "Anotado: Tem de pagar a renda (antes do Santo António, 13 de junho de 2027). Quer um lembrete para pagar a renda?",
    });
  });
});

describe("a holiday of its own day told of the past", () => {
  it.each([
    ["I went to a party on Halloween", "I went to a party (on Halloween, 31 October 2026)"],
    ["fui ao arraial na noite de Santo António", "Fui ao arraial (na noite de Santo António, 13 de junho de 2026)"],
  ])("is the last one past: %s", (text, content) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).memories[0]?.content).toBe(content);
  });

  it.each([
    ["tenho consulta no São João na sexta", "Tenho consulta no São João (4 de dezembro de 2026)"],
    ["moro em São João da Madeira", "Moro em São João da Madeira"],
    ["vou a Tiradentes nas férias", "Vou a Tiradentes nas férias"],
  ])("a saint's or hero's name as a place is no holiday: %s", (text, content) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).memories[0]?.content).toBe(content);
  });
});

import { describe, expect, it } from "vitest";
import type { DateDirection } from "../../src/index.js";
import { findDates, formatDate, orientDate } from "../../src/index.js";

/** Wednesday 12 March 2025, 15:00 in Lisbon. */
const sentAt = new Date("2025-03-12T15:00:00Z");

describe("findDates", () => {
  it.each([
    ["pt", "essa semana fui no dentista", "essa semana", "2025-03-10T00:00:00.000Z", "week"],
    ["pt", "nesta semana", "nesta semana", "2025-03-10T00:00:00.000Z", "week"],
    ["pt", "na semana passada", "na semana passada", "2025-03-03T00:00:00.000Z", "week"],
    ["pt", "semana que vem", "semana que vem", "2025-03-17T00:00:00.000Z", "week"],
    ["pt", "ontem fui ao médico", "ontem", "2025-03-11T00:00:00.000Z", "day"],
    ["pt", "anteontem", "anteontem", "2025-03-10T00:00:00.000Z", "day"],
    ["pt", "amanhã às 10h30", "amanhã às 10h30", "2025-03-13T10:30:00.000Z", "minute"],
    ["pt", "na próxima terça às 14h", "na próxima terça às 14h", "2025-03-18T14:00:00.000Z", "minute"],
    ["pt", "terça-feira que vem às 3 da tarde", "terça-feira que vem às 3 da tarde", "2025-03-18T15:00:00.000Z", "minute"],
    ["pt", "sexta passada", "sexta passada", "2025-03-07T00:00:00.000Z", "day"],
    ["pt", "há 3 dias", "há 3 dias", "2025-03-09T00:00:00.000Z", "day"],
    ["pt", "daqui a duas semanas", "daqui a duas semanas", "2025-03-26T00:00:00.000Z", "day"],
    ["pt", "no mês passado", "no mês passado", "2025-02-01T00:00:00.000Z", "month"],
    ["pt", "no ano passado", "no ano passado", "2024-01-01T00:00:00.000Z", "year"],
    ["pt", "dia 20 de março", "20 de março", "2025-03-20T00:00:00.000Z", "day"],
    ["pt", "ao meio-dia", "ao meio-dia", "2025-03-12T12:00:00.000Z", "minute"],
    ["en", "next Tuesday at 2 pm", "next Tuesday at 2 pm", "2025-03-18T14:00:00.000Z", "minute"],
    ["en", "last Friday", "last Friday", "2025-03-07T00:00:00.000Z", "day"],
    ["en", "this week I went to the dentist", "this week", "2025-03-10T00:00:00.000Z", "week"],
    ["en", "last week", "last week", "2025-03-03T00:00:00.000Z", "week"],
    ["en", "yesterday", "yesterday", "2025-03-11T00:00:00.000Z", "day"],
    ["en", "in two weeks", "in two weeks", "2025-03-26T00:00:00.000Z", "day"],
    ["en", "last month", "last month", "2025-02-01T00:00:00.000Z", "month"],
    ["en", "tomorrow at 9", "tomorrow at 9", "2025-03-13T09:00:00.000Z", "minute"],
    ["en", "Susana turned 16 yesterday", "yesterday", "2025-03-11T00:00:00.000Z", "day"],
  ] as const)("%s %j", (language, text, words, at, precision) => {
    const [mention, ...rest] = findDates(text, language, sentAt, "Europe/Lisbon");
    expect(rest).toEqual([]);
    expect(mention).toMatchObject({ text: words, precision });
    expect(mention?.at.toISOString()).toBe(at);
  });

  it.each([
    ["pt", "Susana tem 15 anos"],
    ["pt", "fui a 3 consultas"],
    ["pt", "o meu telefone é 912 345 678"],
    ["pt", "prefiro reuniões de manhã"],
    ["en", "I'm 40 years old"],
    ["en", "I prefer meetings in the morning"],
    ["en", "my phone is 555 123 4567"],
  ] as const)("finds no date in %s %j", (language, text) => {
    expect(findDates(text, language, sentAt, "Europe/Lisbon")).toEqual([]);
  });

  it("reads wall-clock times in the person's time zone, across daylight saving", () => {
    const summer = new Date("2025-07-09T15:00:00Z");
    expect(findDates("amanhã às 14h", "pt", summer, "Europe/Lisbon")[0]?.at.toISOString()).toBe("2025-07-10T13:00:00.000Z");
    expect(findDates("amanhã às 14h", "pt", summer, "America/Sao_Paulo")[0]?.at.toISOString()).toBe("2025-07-10T17:00:00.000Z");
    // Late on Tuesday in São Paulo it is already Wednesday in UTC: "tomorrow" is Wednesday there.
    expect(findDates("tomorrow", "en", new Date("2025-03-12T01:00:00Z"), "America/Sao_Paulo")[0]?.at.toISOString()).toBe("2025-03-12T03:00:00.000Z");
  });

  it.each([
    ["past", "on Friday", "2025-03-07T00:00:00.000Z"],
    ["future", "on Friday", "2025-03-14T00:00:00.000Z"],
    ["past", "on Monday", "2025-03-10T00:00:00.000Z"],
    ["future", "on Monday", "2025-03-17T00:00:00.000Z"],
    ["any", "on Monday", "2025-03-10T00:00:00.000Z"],
  ] as const)("turns a weekday alone to the %s: %s", (direction: DateDirection, text, at) => {
    const [mention] = findDates(text, "en", sentAt, "Europe/Lisbon");
    expect(orientDate(mention!, direction, sentAt, "Europe/Lisbon").at.toISOString()).toBe(at);
  });

  // Said on a Wednesday: "on Wednesday" ahead is next week's, as any other weekday ahead names a day still to come.
  it.each([
    ["en", "remind me on Wednesday to call mum", "2025-03-19T00:00:00.000Z"],
    ["pt", "lembra-me na quarta-feira de ligar à mãe", "2025-03-19T00:00:00.000Z"],
    ["en", "remind me on Wednesday at 9am to call mum", "2025-03-19T09:00:00.000Z"],
    ["en", "remind me on Wednesday at 6pm to call mum", "2025-03-12T18:00:00.000Z"],
    ["pt", "lembra-me na quarta às 18h de ligar à mãe", "2025-03-12T18:00:00.000Z"],
  ] as const)("a weekday ahead said on that weekday (%s): %s", (language, text, at) => {
    const [mention] = findDates(text, language, sentAt, "Europe/Lisbon");
    expect(orientDate(mention!, "future", sentAt, "Europe/Lisbon").at.toISOString()).toBe(at);
  });

  it.each([
    ["future", "en", "pay the rent on the 1st", "on the 1st", "2025-03-31T23:00:00.000Z"], // midnight in Lisbon, already summer time,
    ["past", "en", "paid it on the 1st", "on the 1st", "2025-03-01T00:00:00.000Z"],
    ["future", "pt", "lembra-me de pagar a renda no dia 1", "no dia 1", "2025-03-31T23:00:00.000Z"],
    ["past", "pt", "fui ao dentista no dia 20", "no dia 20", "2025-02-20T00:00:00.000Z"],
    ["future", "pt", "a consulta é no dia 20", "no dia 20", "2025-03-20T00:00:00.000Z"],
  ] as const)("turns a day of the month alone to the %s (%s): %s", (direction: DateDirection, language, text, said, at) => {
    const [mention] = findDates(text, language, sentAt, "Europe/Lisbon");
    expect(mention).toMatchObject({ text: said, dayOfMonthOnly: true });
    expect(orientDate(mention!, direction, sentAt, "Europe/Lisbon").at.toISOString()).toBe(at);
  });

  it("leaves a day with its month to chrono", () => {
    expect(findDates("a consulta é no dia 12 de dezembro", "pt", sentAt, "Europe/Lisbon")[0]).toMatchObject({ text: "12 de dezembro", dayOfMonthOnly: false });
    expect(findDates("rent is due on the 15th of May", "en", sentAt, "Europe/Lisbon")[0]).toMatchObject({ dayOfMonthOnly: false });
  });
});

describe("formatDate", () => {
  it.each([
    ["pt", "day", "2025-03-11T00:00:00Z", "11 de março de 2025"],
    ["pt", "minute", "2025-03-18T14:30:00Z", "18 de março de 2025 às 14h30"],
    ["pt", "week", "2025-03-10T00:00:00Z", "semana de 10 de março de 2025"],
    ["pt", "month", "2025-02-01T00:00:00Z", "fevereiro de 2025"],
    ["pt", "year", "2024-01-01T00:00:00Z", "2024"],
    ["en", "day", "2025-03-11T00:00:00Z", "11 March 2025"],
    ["en", "minute", "2025-03-18T14:00:00Z", "18 March 2025 at 2 PM"],
    ["en", "week", "2025-03-10T00:00:00Z", "the week of 10 March 2025"],
    ["en", "month", "2025-02-01T00:00:00Z", "February 2025"],
  ] as const)("%s %s %s → %j", (language, precision, at, expected) => {
    expect(formatDate(new Date(at), precision, language, "Europe/Lisbon")).toBe(expected);
  });
});

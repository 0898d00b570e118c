import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When is Easter?" and "quando é o Dia da Mãe?" searched the memories; the day is the calendar's, counted from today.

// Thursday 3 December 2026, in Lisbon.
const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("when a holiday is", () => {
  it.each([
    ["when is Easter?", "Easter: 2027-03-28 (Sunday), in 115 days."],
    ["what date is Good Friday?", "Good Friday: 2027-03-26 (Friday), in 113 days."],
    ["when is New Year's Eve?", "New Year's Eve: 2026-12-31 (Thursday), in 28 days."],
    ["quando é a Páscoa?", "Páscoa: 2027-03-28 (domingo), daqui a 115 dias."],
    ["quando é o Dia da Mãe?", "Dia da Mãe: 2027-05-02 (domingo), daqui a 150 dias."],
    ["em que dia calha o Carnaval?", "Carnaval: 2027-02-09 (terça-feira), daqui a 68 dias."],
    ["quando é o Natal?", "Natal: 2026-12-25 (sexta-feira), daqui a 22 dias."],
  ])("%s says its next day and how far it is", async (question, answer) => {
    expect(await ask(question)).toEqual({ calls: [], text: answer });
  });

  it.each([
    ["when is Christmas this year?", "Christmas 2026: 2026-12-25 (Friday), in 22 days."],
    ["when is Christmas next year?", "Christmas 2027: 2027-12-25 (Saturday), in 387 days."],
    ["when is Easter this year?", "Easter 2026: 2026-04-05 (Sunday), 242 days ago."],
    ["when was Easter last year?", "Easter 2025: 2025-04-20 (Sunday), 592 days ago."],
    ["when is Mother's Day in 2028?", "Mother's Day 2028: 2028-05-07 (Sunday), in 521 days."],
    ["quando é o Natal este ano?", "Natal de 2026: 2026-12-25 (sexta-feira), daqui a 22 dias."],
    ["em que dia calha a Páscoa este ano?", "Páscoa de 2026: 2026-04-05 (domingo), há 242 dias."],
    ["quando é a Páscoa do ano que vem?", "Páscoa de 2027: 2027-03-28 (domingo), daqui a 115 dias."],
    ["quando é o Natal do próximo ano?", "Natal de 2027: 2027-12-25 (sábado), daqui a 387 dias."],
    ["quando foi o Carnaval do ano passado?", "Carnaval de 2025: 2025-03-04 (terça-feira), há 639 dias."],
  ])("%s says the day of the year said, and how far it is", async (question, answer) => {
    expect(await ask(question)).toEqual({ calls: [], text: answer });
  });

  it.each([
    ["when was Christmas?", "Christmas: 2025-12-25 (Thursday), 343 days ago."],
    ["when is New Year?", "New Year: 2027-01-01 (Friday), in 29 days."],
    ["quando foi a última Páscoa?", "Páscoa: 2026-04-05 (domingo), há 242 dias."],
    ["quando é a véspera de Ano Novo?", "Véspera de Ano Novo: 2026-12-31 (quinta-feira), daqui a 28 dias."],
  ])("%s says the last one when it looks back, else the next one", async (question, answer) => {
    expect(await ask(question)).toEqual({ calls: [], text: answer });
  });

  it.each(["when is my exam?", "when is Ana's birthday?", "quando é a festa?", "when is Christmas dinner this year?", "quando é o jantar de Natal do ano que vem?"])("%s names no holiday alone: the memory's or the journal's", async (question) => {
    expect((await ask(question)).calls.length).toBeGreaterThan(0);
  });
});

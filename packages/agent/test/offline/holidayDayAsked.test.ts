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

  it.each(["when is my exam?", "when is Ana's birthday?", "quando é a festa?"])("%s names no holiday alone: the memory's or the journal's", async (question) => {
    expect((await ask(question)).calls.length).toBeGreaterThan(0);
  });
});

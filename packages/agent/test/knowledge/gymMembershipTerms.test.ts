import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A gym's contract asked about in the other language: a membership is the Portuguese "sócio", "inscrição", "quota" and
// "mensalidade", and the other way round.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const ginasio = ownDocument("contrato-ginasio.pdf", "Ginásio Vida Ativa\nData de nascimento: 12 de maio de 1990\nSócio desde: 3 de março de 2026\nCacifo: 5,00 € por mês.\nQuota: 34,90 € por mês.");
const gym = ownDocument("gym.pdf", "FitLife Gym\nDate of birth: 12 May 1990\nMembership start: 3 March 2026\nLocker: €5.00 a month.\nMembership: €39.90 a month.");

describe("a membership in either language", () => {
  it.each([
    ["when did my gym membership start?", ginasio, "Sócio desde: 3 de março de 2026", "nascimento"],
    ["how much is my gym membership?", ginasio, "Quota: 34,90 € por mês", "Cacifo"],
    ["desde quando sou sócio do ginásio?", gym, "Membership start: 3 March 2026", "birth"],
    ["quanto pago de quota no ginásio?", gym, "Membership: €39.90 a month", "Locker"],
  ])("%s quotes the line of the membership", async (question, document, line, other) => {
    const answer = firstQuote(await answerWith(question, searchFinds(document)));
    expect(answer).toContain(line);
    expect(answer).not.toContain(other);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A newcomer's own gym contract and lease, in either language, asked what something costs: the line holding the sum and
// what it is for answers, not a line of the same thing with a member's number, a phone number or a date in it.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const gym = ownDocument(
  "gym-membership.pdf",
  "FitLife Gym — Membership agreement\nMember no.: 204518\nPhone: 912 345 678\nMembership: full access to every club, 12 months minimum term.\nMonthly fee: €39.90, charged by direct debit on the 1st of each month.\nCancelling: 30 days' notice in writing at reception.",
);
const ginasio = ownDocument(
  "contrato-ginasio.pdf",
  "Ginásio Vida Ativa — Contrato de adesão\nNúmero de sócio: 20451\nNIF: 245678901\nData de inscrição: 03.03.2026\nA mensalidade dá acesso livre a todas as aulas, 7 dias por semana.\nValor: 34,90 € por mês, debitado no dia 1 de cada mês.\nCancelamento: aviso prévio de 30 dias, por escrito.",
);
const lease = ownDocument(
  "lease.pdf",
  "Residential tenancy agreement\nLandlord: Helena Marques, phone 912 000 111\nThe rent is paid by bank transfer by the 8th of each month and updated once a year.\nMonthly rent: 950.00 EUR.\nDeposit: 1,900 EUR, paid at signing.",
);
const arrendamento = ownDocument(
  "contrato-arrendamento.pdf",
  "Contrato de arrendamento habitacional\nSenhorio: Helena Marques, NIF 198765432, telemóvel 912 000 111\nA renda é paga por transferência até ao dia 8 de cada mês e atualizada uma vez por ano.\nRenda mensal: 850,00 €.\nCaução: 1.700 €, entregue na assinatura.",
);

describe("what something costs, of one's own contract", () => {
  it.each([
    ["how much does the gym membership cost?", gym, "Monthly fee: €39.90"],
    ["how much does the gym membership cost?", ginasio, "Valor: 34,90 € por mês"],
    ["quanto custa a mensalidade do ginásio?", ginasio, "Valor: 34,90 € por mês"],
    ["quanto custa a inscrição no ginásio?", gym, "Monthly fee: €39.90"],
    ["how much do I pay in rent?", lease, "Monthly rent: 950.00 EUR"],
    ["how much do I pay in rent?", arrendamento, "Renda mensal: 850,00 €"],
    ["quanto pago de renda?", arrendamento, "Renda mensal: 850,00 €"],
    ["quanto pago de renda?", lease, "Monthly rent: 950.00 EUR"],
  ])("%s: quotes the price line", async (question, document, line) => {
    const answer = firstQuote(await answerWith(question, searchFinds(document)));
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/20451|204518|912 |03\.03\.2026|NIF/);
  });
});

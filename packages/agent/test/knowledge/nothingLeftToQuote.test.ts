import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { ownDocument } from "./ownDocument.js";

// A question of a price whose subject only one document speaks of, and that one says no price, while another document
// (the gym's) says one of something else: no passage is left to quote, and the answer says so plainly, naming the
// document that comes closest, rather than a heading with nothing under it.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const rules = ownDocument("building-rules.pdf", "Building rules\nParking: each flat has one parking space in the garage. Visitors may park in the courtyard.");
const gym = ownDocument("gym-membership.pdf", "FitLife Gym — Membership agreement\nMonthly fee: €39.90, charged by direct debit on the 1st of each month.");
const regras = ownDocument("regulamento-predio.pdf", "Regulamento do prédio\nEstacionamento: cada fração tem um lugar de estacionamento na garagem. As visitas podem estacionar no pátio.");
const ginasio = ownDocument("contrato-ginasio.pdf", "Ginásio Vida Ativa — Contrato de adesão\nValor: 34,90 € por mês, debitado no dia 1 de cada mês.");
const found = (passages: ReadonlyArray<unknown>) => ({ search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });

describe("a document search whose every passage is left out", () => {
  it.each([
    ["how much does parking cost?", [rules, gym], "I found passages about “parking” in your documents, but none of them says what you asked, so I won't guess. The closest document: building-rules.pdf."],
    ["quanto custa o estacionamento?", [regras, ginasio], "Encontrei excertos sobre «estacionamento» nos seus documentos, mas nenhum diz o que perguntou, por isso não vou adivinhar. O documento mais próximo: regulamento-predio.pdf."],
  ])("%s says plainly that none says it, naming the closest document", async (question, passages, said) => {
    const answer = await answerWith(question, found(passages));
    expect(answer).toContain(said);
    expect(answer).not.toMatch(/What your documents say|O que os seus documentos dizem/u);
    expect(answer).not.toMatch(/39[.,]90|34,90/u);
  });

  it.each([
    ["how much is the gym membership?", [rules, gym], "Monthly fee: €39.90"],
    ["quanto custa o ginásio?", [regras, ginasio], "Valor: 34,90 € por mês"],
  ])("%s still quotes the price a document says", async (question, passages, line) => {
    expect(await answerWith(question, found(passages))).toContain(line);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { ownDocument, searchFinds } from "./ownDocument.js";

// A question's word holds a document's word that is the same word with a short ending ("renew" of "Renewal", "cancelar"
// of "cancelado"), never another word that only starts like it ("sala" of "Salário", "porta" of "Portagens", "cancel"
// of "Cancer"): a document holding none of the question's words says so, and quotes no line that only looks alike.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const health = ownDocument("health-plan.pdf", "Health plan: Médis Dental Plus\nCancer treatment: covered in full at partner hospitals.\nDental care: 80% up to 500 EUR a year.");
const payslip = ownDocument("recibo-novembro.pdf", "Recibo de vencimento — novembro de 2026\nSalário base: 1.850,00 €\nSubsídio de alimentação: 132,00 €");
const aluguer = ownDocument("aluguer-carro.pdf", "Contrato de aluguer n.º 88231\nPortagens: a cargo do cliente, pela Via Verde da viatura.\nCombustível: cheio a cheio.");
const gym = ownDocument("gym-membership.pdf", "FitLife Gym — Membership agreement\nRenewal: automatic for further 12 months, unless cancelled in writing.\nClasses: unlimited.");
const ginasio = ownDocument("contrato-ginasio.pdf", "Ginásio Vida Ativa — Contrato de adesão\nO contrato é renovado automaticamente, salvo se cancelado por escrito com 30 dias de antecedência.\nAulas: ilimitadas.");

describe("a word that only starts like the one asked is another word", () => {
  it.each([
    ["can I cancel my health plan?", health, "Cancer treatment"],
    ["posso usar a sala?", payslip, "Salário base"],
    ["o que diz o contrato de aluguer sobre a porta?", aluguer, "Portagens"],
  ])("%s quotes no line that only looks alike", async (question, document, lookalike) => {
    const answer = await answerWith(question, searchFinds(document));
    expect(answer).not.toMatch(new RegExp(`^- .*${lookalike}`, "m"));
  });

  it.each([
    ["does my gym membership renew automatically?", gym, "Renewal: automatic"],
    ["posso cancelar o contrato do ginásio?", ginasio, "salvo se cancelado por escrito"],
    ["can I cancel the gym contract?", gym, "unless cancelled in writing"],
  ])("%s: the same word with its ending is the word", async (question, document, line) => {
    expect(await answerWith(question, searchFinds(document))).toMatch(new RegExp(`^- .*${line}`, "m"));
  });
});

// One root with an English ending and a Portuguese one are two words: "central" is no "centro", "género" no "General".
describe("an ending of one language against one of the other", () => {
  const seguro = ownDocument("seguro-casa.pdf", "Seguro multirriscos habitação\nCentro de assistência: Rua do Ouro 12, Lisboa.\nFranquia: 150 €.");
  const terms = ownDocument("phone-contract.pdf", "Mobile contract — NOS\nGeneral: this contract is governed by Portuguese law.\nMonthly fee: 25 €.");

  it.each([
    ["what does my insurance say about central heating?", seguro, /None of your documents mentions “central”/],
    ["o que diz o contrato sobre o género?", terms, /Nenhum dos seus documentos fala de «género»/],
  ])("%s: the document does not mention it", async (question, document, unmentioned) => {
    expect(await answerWith(question, searchFinds(document))).toMatch(unmentioned);
  });
});

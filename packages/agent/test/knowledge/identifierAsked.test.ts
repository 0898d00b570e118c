import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "../offline/offlineTestModel.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A number, code or reference a contract, policy or lease holds, asked for in either language: a look-up of the line
// holding it, never a count of journal entries ("the number of my rental agreement" is one number, not how many).

const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const lease = ownDocument("rental-agreement.pdf", "Rental agreement\nAgreement number: RA-2024-0912\nLandlord: Ana Costa, NIF 123456789\nTenant: Rui Lopes\nRent: 850 EUR per month");
const gym = ownDocument("contrato-ginasio.pdf", "Contrato de sócio\nO contrato renova-se automaticamente.\nNúmero de sócio: 48213\nMensalidade: 35 EUR");
const policy = ownDocument("car-policy.pdf", "Car insurance policy\nInsured vehicle: Renault Clio\nPolicy number: POL-778812\nExcess: 300 EUR");

describe("an identifier asked of a document", () => {
  it.each([
    ["what's the number of my rental agreement?", lease, "RA-2024-0912"],
    ["qual é o número do contrato de arrendamento?", lease, "RA-2024-0912"],
    ["what's my member number?", gym, "48213"],
    ["qual é o meu número de sócio?", gym, "48213"],
    ["what is my policy number?", policy, "POL-778812"],
    ["qual é o número da apólice?", policy, "POL-778812"],
    ["qual o NIF do senhorio?", lease, "123456789"],
    ["what's the landlord's NIF?", lease, "123456789"],
  ])("%s searches the documents first and quotes the line holding it", async (question, document, identifier) => {
    const first = await ask(question);
    expect(first.calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(identifier);
  });

  it.each(["how many times did I go to the gym?", "qual o número de vezes que fui ao ginásio?", "quantas vezes fui ao ginásio?", "what is the number of workouts I did this year?"])(
    "%s stays a count of the journal",
    async (question) => {
      const first = await ask(question);
      expect(first.calls.map((call) => call.name)).toContain("count_mentions");
    },
  );
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A lease and a phone operator's contract whose file name does not say it is a phone's: a question naming the phone's
// contract is answered by the document that speaks of the phone, not by the lease's term.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, title: name.replace(/\.md$/, ""), page: null, heading, text, citation: `[${name}]` });

const term = passage("contrato-arrendamento.md", "1. Prazo", "## 1. Prazo\nO contrato tem a duração de três anos, de 1 de outubro de 2025 a 30 de setembro de 2028.");
const operator = passage("contrato-operadora.md", "Contrato de serviços", "# Contrato de serviços\n\nServiço: tarifário de telemóvel com 10 GB\n\n## Período de fidelização\nPeríodo de fidelização: 24 meses a partir de 1 de março de 2025.");
const answer = (question: string) =>
  answerWith(question, { search_knowledge_base: { passages: [term, operator], found: "some" }, search_journal: { results: [], confidence: "none" } });

describe("the kind of document asked of", () => {
  it.each(["when does my phone contract end?", "quando acaba o contrato do telemóvel?", "quando termina o contrato do celular?"])(
    "%s: the phone's contract, not the lease's term",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("24 meses");
      expect(text).not.toContain("30 de setembro de 2028");
    },
  );
});

describe("leaving a contract, with what else is asked", () => {
  it.each([
    ["how do I cancel the contract with my phone operator?", "phone"],
    ["quando posso sair do contrato do telemóvel sem pagar multa?", "telemóvel"],
    ["posso cancelar o contrato do celular sem multa?", "celular"],
  ])("%s: searches the %s too", async (question, subject) => {
    const [[, args] = []] = await callsAfter(question);
    expect(String(args?.["query"])).toContain(subject);
  });
});

// An operator's contract that never says "phone": its tariff, loyalty period, mobile data and SIM card say what it is.
describe("the kind of document told by its content words", () => {
  const silent = passage("contrato-operadora.md", "Contrato de serviços", "# Contrato de serviços\n\nTarifário Pro: 10 GB de dados móveis, chamadas ilimitadas e cartão SIM.\n\n## Período de fidelização\nPeríodo de fidelização: 24 meses a partir de 1 de março de 2025.");
  const lease = passage("lease-contract.md", "1. Term", "## 1. Term\nThe lease runs for three years, from 1 October 2025 to 30 September 2028.");
  const plan = passage("service-contract.md", "Service", "# Service\n\nTariff: Unlimited calls and a 20 GB data allowance, SIM card included.\n\n## Minimum term\nThe minimum term is 24 months from 1 March 2025.");
  const ask = (question: string, passages: ReadonlyArray<unknown>) =>
    answerWith(question, { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });
  it.each([
    ["when does my phone contract end?", [lease, plan], "24 months", "30 September 2028"],
    ["when does my mobile contract end?", [lease, plan], "24 months", "30 September 2028"],
    ["quando acaba o contrato do telemóvel?", [term, silent], "24 meses", "30 de setembro de 2028"],
    ["quando termina o contrato do celular?", [term, silent], "24 meses", "30 de setembro de 2028"],
  ])("%s: the operator's contract, not the lease", async (question, passages, quoted, other) => {
    const text = await ask(question, passages);
    expect(text).toContain(quoted);
    expect(text).not.toContain(other);
  });
});

// No phone contract among the documents found: the lease's term only comes closest, and the answer says so.
describe("the kind of document asked of, found nowhere", () => {
  const lease = passage("lease.md", "1. Term", "## 1. Term\nThe lease runs for three years, from 1 October 2025 to 30 September 2028.");
  const gym = passage("gym-membership.md", "Cancellation", "## Cancellation\nThe minimum term is 12 months. After it, the member may cancel with 30 days' notice.");
  const ask = (question: string, passages: ReadonlyArray<unknown>) =>
    answerWith(question, { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });
  it.each([
    ["when does my phone contract end?", [lease, gym], "None of your documents mentions “phone”"],
    ["quando acaba o contrato do telemóvel?", [term, gym], "Nenhum dos seus documentos fala de «telemóvel»"],
  ])("%s: no document is said to be the phone's", async (question, passages, said) => {
    expect(await ask(question, passages)).toContain(said);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A home insurance policy, a lease, a gym's contract and a laptop's invoice, asked of as a newcomer would: the clause
// that answers, of the document named, and no other's.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, title: name.replace(/\.md$/, ""), page: null, heading, text, citation: `[${name}]` });

const insurance = passage(
  "home-insurance.md",
  "Home insurance policy",
  "# Home insurance policy\n\nPolicy number: HI-88213\n\n## Cover\nFire, flood, storm damage and theft of contents up to 40,000 EUR.\n\n## Excess\nAn excess of 150 EUR applies to each claim, except glass breakage.\n\n## Making a claim\nTo make a claim, call 800 100 200 within 7 days of the incident or fill in the claim form in the insurer's app.\n\n## Cancellation\nYou may cancel the policy at any time with 30 days' written notice; the unused premium is refunded.",
);
const seguro = passage(
  "seguro-casa.md",
  "Seguro multirriscos habitação",
  "# Seguro multirriscos habitação\n\nApólice n.º 55-1290\n\n## Franquia\nEm cada sinistro aplica-se uma franquia de 150 €.\n\n## Como participar um sinistro\nLigue para o 800 100 200 no prazo de 8 dias ou preencha o formulário na aplicação da seguradora.\n\n## Cancelamento\nA apólice pode ser cancelada a qualquer momento, com 30 dias de antecedência.",
);
const ending = passage(
  "lease.md",
  "7. Ending the lease",
  "## 7. Ending the lease\nThe tenant may end the lease after its first year with 120 days' written notice. The landlord may oppose its renewal with 240 days' written notice before the end of the term.",
);
const term = passage("lease.md", "1. Term", "## 1. Term\nThe lease runs for three years, from 1 October 2025 to 30 September 2028. It renews for further periods of three years unless either party gives notice as set out in clause 7.");
const gym = passage(
  "contrato-ginasio.md",
  "Contrato de adesão ao ginásio",
  "# Contrato de adesão ao ginásio\n\nSócio: Ana Ribeiro\nInício: 1 de março de 2026\n\n## Cancelamento\nO sócio pode cancelar a adesão a qualquer momento, por escrito, com 30 dias de antecedência.",
);
const answer = (question: string, passages: ReadonlyArray<Record<string, unknown>>) =>
  answerWith(question, { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });
const firstQuote = (text: string) => text.split("\n").find((line) => line.startsWith("- ")) ?? "";

describe("how to make a claim", () => {
  it.each([
    ["how do I make a claim on my home insurance?", insurance, "To make a claim, call 800 100 200"],
    ["how do I claim on my insurance?", insurance, "To make a claim, call 800 100 200"],
    ["como participar um sinistro no seguro da casa?", seguro, "Ligue para o 800 100 200"],
    ["como faço para acionar o seguro?", seguro, "Ligue para o 800 100 200"],
  ])("%s: the section on claiming, not the excess", async (question, document, quoted) => {
    expect(firstQuote(await answer(question, [document]))).toContain(quoted);
  });
});

describe("the notice the person gives", () => {
  it.each([
    ["what's the notice period to leave?", "120 days' written notice"],
    ["how much notice do I have to give to move out?", "120 days' written notice"],
    ["qual é o pré-aviso para sair do apartamento?", "120 days' written notice"],
    ["com quanto tempo de antecedência tenho de avisar para sair?", "120 days' written notice"],
  ])("%s: the tenant's notice, not the landlord's", async (question, quoted) => {
    const first = firstQuote(await answer(question, [term, ending]));
    expect(first).toContain(quoted);
    expect(first).not.toContain("240 days");
  });

  it("how much notice must the landlord give?: the landlord's", async () => {
    expect(await answer("how much notice must the landlord give?", [term, ending])).toContain("240 days");
  });
});

describe("the document named, and no other", () => {
  it.each([
    ["when does my lease end?", [term, gym], "30 September 2028", "Início"],
    ["quando acaba o meu contrato de arrendamento?", [term, gym], "30 September 2028", "Início"],
    ["posso cancelar o ginásio?", [gym, insurance], "O sócio pode cancelar", "unused premium"],
    ["can I cancel my gym membership?", [gym, insurance], "O sócio pode cancelar", "unused premium"],
  ])("%s: only the named document's lines", async (question, passages, quoted, other) => {
    const text = await answer(question, passages);
    expect(text).toContain(quoted);
    expect(text).not.toContain(other);
  });
});

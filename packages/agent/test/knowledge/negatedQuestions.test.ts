import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A question of what a document leaves out or forbids ("what is not covered?", "o que não posso fazer?") asks for the
// lines that exclude or forbid, not for the ones that name what is covered or allowed.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
// As a search returns them: what is covered first, holding the word "covered" the question says.
const coverage = [
  passage("warranty.txt", "What is covered", "What is covered\nRepair or replacement of faulty parts, labour and call-out charges during the guarantee period."),
  passage("warranty.txt", "What is not covered", "What is not covered\n- Damage caused by misuse or neglect\n- Consumable parts such as filters, door seals and hoses"),
  passage("apolice-saude.md", "Coberturas", "## Coberturas\n- Consultas de especialidade: co-pagamento de 15 € por consulta.\n- Estomatologia: desconto de 40%."),
  passage("apolice-saude.md", "Exclusões", "## Exclusões\nNão estão cobertos:\n- Ortodontia e implantes.\n- Tratamentos estéticos."),
];
const rules = [
  passage("contrato-locacao.md", "Cláusula 3 – Do aluguel", "## Cláusula 3 – Do aluguel\nO aluguel mensal é de R$ 3.200,00, pago até o dia 5 de cada mês."),
  passage("employment.md", "4. Hours", "## 4. Hours\nYou may work from home up to three days a week."),
  passage("contrato-locacao.md", "Cláusula 6 – Das proibições", "## Cláusula 6 – Das proibições\nÉ vedado à LOCATÁRIA sublocar o imóvel sem autorização por escrito. Não é permitido fazer obras estruturais."),
  passage("employment.md", "8. Restrictions", "## 8. Restrictions\nYou must not disclose confidential information during or after your employment."),
];

describe("what a document leaves out", () => {
  it.each(["what is not covered?", "what isn't included in the warranty?", "o que não está coberto?", "o que é que o seguro não cobre?", "quais são as exclusões da apólice?", "what does the policy exclude?", "o que exclui a apólice?"])(
    "%s: searches the documents for what they exclude",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
      const args = JSON.parse(calls[0]!.arguments) as { query: string; related: string[][] };
      expect(args.query).toMatch(/^excluded\b/);
      expect(args.related[0]).toEqual(expect.arrayContaining(["not covered", "exclusões", "não estão cobertos"]));
    },
  );

  it.each([
    ["what is not covered?", "What your documents leave out or exclude:"],
    ["o que não está coberto?", "O que os seus documentos excluem ou não cobrem:"],
  ])("%s: quotes the exclusions, not what is covered", async (question, heading) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages: coverage, found: "some" } });
    expect(answer).toContain(heading);
    expect(answer).toMatch(/\*\*What is not covered\*\*: .Damage caused by misuse or neglect; Consumable parts/);
    expect(answer).toContain("Ortodontia e implantes");
    expect(answer).not.toContain("Estomatologia");
    expect(answer).not.toContain("Repair or replacement");
    expect(answer).not.toMatch(/“excluded”|«excluded»/);
  });

  it.each(["what's not covered by the warranty?", "o que não cobre a garantia?"])("%s: a clause saying 'no' (Portuguese 'in the') is no exclusion", async (question) => {
    const deposit = passage("contrato-locacao.md", "Cláusula 5 – Da garantia", "## Cláusula 5 – Da garantia\nComo garantia, a LOCATÁRIA presta caução no valor de R$ 9.600,00.");
    const answer = await answerWith(question, { search_knowledge_base: { passages: [deposit, ...coverage], found: "some" } });
    expect(answer).toContain("Damage caused by misuse");
    expect(answer).not.toContain("caução");
  });
});

describe("what a document forbids", () => {
  it.each(["what am I not allowed to do under the lease?", "what can't I do under my employment contract?", "o que não posso fazer no apartamento?", "o que é proibido no contrato?", "what is forbidden by my contract?", "what can't the tenant do?", "o que é que o inquilino não pode fazer?"])(
    "%s: searches the documents for what they forbid",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
      const args = JSON.parse(calls[0]!.arguments) as { query: string; related: string[][] };
      expect(args.query).toMatch(/^prohibited\b/);
      expect(args.related[0]).toEqual(expect.arrayContaining(["must not", "may not", "vedado", "não é permitido"]));
    },
  );

  it.each([
    ["what am I not allowed to do under the lease?", "What your documents forbid or do not allow:"],
    ["o que não posso fazer no apartamento?", "O que os seus documentos proíbem ou não permitem"],
  ])("%s: quotes the lines that forbid", async (question, heading) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages: rules, found: "some" } });
    expect(answer).toContain(heading);
    expect(answer).toContain("É vedado à LOCATÁRIA sublocar");
    expect(answer).toContain("You must not disclose");
    expect(answer).not.toContain("You may work from home");
    expect(answer).not.toContain("O aluguel mensal");
  });

  it.each(["why can't I sleep?", "porque é que não consegui dormir?"])("%s: no document question", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).not.toContain("search_knowledge_base");
  });
});

describe("a negative question the documents answer with what they forbid", () => {
  const lease = [passage("lease.md", "8. Subletting", "## 8. Subletting\nThe tenant may not sublet the flat without the landlord's written consent.")];
  it.each([
    ["what is not covered by my lease?", "What your documents leave out or exclude:"],
    ["o que não está coberto pelo contrato?", "O que os seus documentos excluem ou não cobrem:"],
  ])("%s: quotes it, without saying no document mentions the word searched", async (question, heading) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages: lease, found: "some" } });
    expect(answer).toContain(heading);
    expect(answer).toContain("may not sublet");
    expect(answer).not.toMatch(/excluded/);
  });
});

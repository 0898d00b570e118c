import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// "What does my car insurance cover?" is answered by the policy's section on its cover, not by its header's insured
// vehicle (every word of which names the insurance) nor by what it leaves out.

const policy = (name: string, text: string) => [{ documentId: name, name, page: null, heading: "", text, citation: `[${name}]` }];
const english = policy(
  "car-insurance.md",
  "# Car insurance policy\n\nPolicy number: AU-55-90321\nInsured vehicle: Renault Clio, plate 12-AB-34\n\n## Premium\nThe annual premium is 412.80 EUR.\n\n## Cover\nOwn damage is not covered. Third-party liability, glass breakage and roadside assistance 24h.\n\n## Excess\nAn excess of 250 EUR applies to each glass claim.",
);
const portuguese = policy(
  "seguro-automovel.md",
  "# Apólice de seguro automóvel\n\nApólice n.º 77-1209\nVeículo seguro: Peugeot 208, matrícula 34-CD-56\n\n## Prémio\nO prémio anual é de 389,00 EUR.\n\n## Coberturas\nNão estão cobertos os danos próprios. Responsabilidade civil, quebra de vidros e assistência em viagem.\n\n## Franquia\nFranquia de 200 EUR por sinistro de vidros.",
);

describe("what a policy covers", () => {
  it.each([
    ["what does my car insurance cover?", english, "Third-party liability"],
    ["what's covered by my car insurance?", english, "Third-party liability"],
    ["o que cobre o meu seguro automóvel?", portuguese, "Responsabilidade civil"],
    ["quais são as coberturas do seguro do carro?", portuguese, "Responsabilidade civil"],
  ])("%s quotes the cover", async (asked, passages, quoted) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    const first = answer.text.split("\n").find((line) => line.startsWith("- ")) ?? "";
    expect(first).toContain(quoted);
    expect(first).not.toMatch(/Insured vehicle|Veículo seguro/);
  });

  it.each([
    ["what isn't covered by my car insurance?", english, "Own damage is not covered"],
    ["o que não está coberto no seguro automóvel?", portuguese, "Não estão cobertos os danos próprios"],
  ])("%s still quotes what is left out", async (asked, passages, quoted) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    expect(answer.text).toContain(quoted);
  });
});

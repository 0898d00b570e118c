import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "../offline/offlineTestModel.js";
import { firstQuote, ownDocument } from "./ownDocument.js";

// The line of a rule that answers: an appliance named after what it does ("washing machine", "máquina de lavar") is a
// thing, not the washing asked of, and a time asked "until when" of something forbidden is the end of the hours allowed.

const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const repairs = {
  ...ownDocument("lease.md", "## 6. Repairs\n\nSmall repairs and upkeep (light bulbs, taps, blocked drains) are the tenant's. Repairs to the structure, the roof, the plumbing inside the walls and the appliances supplied with the flat (fridge, oven, washing machine) are the landlord's."),
  heading: "6. Repairs",
};
const garage = { ...ownDocument("regulamento.md", "## Garagem\n\nCada fração tem um lugar de estacionamento numerado. Não é permitido guardar objetos nos lugares nem lavar carros na garagem."), heading: "Garagem" };
const reparacoes = {
  ...ownDocument("contrato.md", "## Reparações\n\nAs reparações da estrutura e dos eletrodomésticos da casa (frigorífico, forno, máquina de lavar roupa) são do senhorio."),
  heading: "Reparações",
};
const parque = { ...ownDocument("regulamento-parque.md", "## Parque\n\nA lavagem de viaturas só é permitida na zona de lavagem junto à entrada."), heading: "Parque" };
const cozinha = { ...ownDocument("inventario.md", "## Cozinha\n\nA cozinha tem fogão, frigorífico e máquina de lavar loiça, todos novos."), heading: "Cozinha" };
const noise = {
  ...ownDocument("regulamento.md", "## Ruído\n\nEntre as 22h00 e as 8h00 não são permitidos ruídos que perturbem os vizinhos, incluindo música alta, obras e mudanças. Obras ruidosas só podem ser feitas nos dias úteis, entre as 9h00 e as 18h00, e devem ser comunicadas à administração com uma semana de antecedência."),
  heading: "Ruído",
};
const finds = (...passages: ReadonlyArray<ReturnType<typeof ownDocument>>) => ({
  search_knowledge_base: { passages, found: "some" },
  search_journal: { results: [], confidence: "none" },
  search_memories: { results: [] },
});

describe("the line of a rule that answers", () => {
  it.each([
    ["where can I wash my car?", repairs],
    ["can I wash my car in the garage?", repairs],
    ["onde posso lavar o carro?", reparacoes],
    ["posso lavar o carro na garagem?", reparacoes],
  ])("%s quotes the garage's rule, not an appliance named after washing", async (question, appliance) => {
    expect(firstQuote(await answerWith(question, finds(appliance, garage)))).toContain("lavar carros");
  });

  it.each(["onde posso lavar o carro?", "where can I wash the car?"])("%s quotes the car wash rule, not a kitchen's dishwasher", async (question) => {
    expect(firstQuote(await answerWith(question, finds(cozinha, parque)))).toContain("lavagem de viaturas");
  });

  it.each(["até que horas posso fazer barulho?", "until what time can I make noise?", "how late can I make noise in the flat?", "until what time can I be noisy?", "how late can I make noise at home?", "until what time can I do noisy things?", "até que horas posso ouvir música alta?"])("%s quotes the quiet hours", async (question) => {
    expect(firstQuote(await answerWith(question, finds(noise)))).toContain("22h00");
  });

  it.each(["até que horas posso fazer obras?", "until what time can I do noisy works?"])("%s still quotes the hours works are allowed", async (question) => {
    expect(firstQuote(await answerWith(question, finds(noise)))).toContain("18h00");
  });

  it("a washing machine asked of is still quoted", async () => {
    expect(firstQuote(await answerWith("who repairs the washing machine?", finds(repairs, garage)))).toContain("washing machine");
  });
});

import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// Documents that give a start and a length but no end: asked when they end, the end is worked out (today is 10 May 2024).

const passage = (name: string, text: string) => ({ documentId: name, name, page: null, heading: "", text, citation: `[${name}]` });
const laptop = passage(
  "Laptop warranty.md",
  "# Laptop warranty — ThinkPad T14\n\nDate of purchase: 12 March 2023\nPrice paid: 1,249.00 EUR\n\n## Warranty period\nThis product is covered by a manufacturer's warranty of 24 months from the date of purchase.\n\n## What is not covered\nAccidental damage and the battery after 12 months.",
);
const fridge = passage(
  "Garantia frigorífico.md",
  "# Certificado de garantia — Frigorífico\n\nData de compra: 3 de fevereiro de 2022\n\n## Prazo de garantia\nO equipamento tem garantia de 2 anos a contar da data de compra. O compressor tem garantia de 10 anos.",
);
const gym = passage("Contrato de ginásio.md", "# Contrato de adesão\n\nData de início: 15 de janeiro de 2024\nDuração: 12 meses\nMensalidade: 39,90 euros.");
const lease = passage("Lease.md", "## Term\nThe lease runs for three years, from 1 September 2023 to 31 August 2026.");

const found = (...passages: ReadonlyArray<ReturnType<typeof passage>>) => ({ passages, found: "some" });

describe("the end of a term worked out from its start and its length", () => {
  it.each([
    ["when does my laptop warranty end?", laptop, "24 months from 12 March 2023 runs to 12 March 2025", "That is about 10 months from today."],
    ["until when is my laptop under warranty?", laptop, "runs to 12 March 2025", "Date of purchase: 12 March 2023"],
    ["quando acaba a garantia do portátil?", laptop, "24 meses a partir de 12 de março de 2023 vão até 12 de março de 2025", "Faltam cerca de 10 meses."],
    ["quando acaba a garantia do frigorífico?", fridge, "2 anos a partir de 3 de fevereiro de 2022 vão até 3 de fevereiro de 2024", "Essa data já passou, há cerca de 3 meses."],
    ["when does the fridge warranty expire?", fridge, "2 years from 3 February 2022 runs to 3 February 2024", "That date passed about 3 months ago."],
    ["is my laptop still under warranty?", laptop, "runs to 12 March 2025", "That is about 10 months from today."],
    ["a garantia do frigorífico ainda está válida?", fridge, "vão até 3 de fevereiro de 2024", "Essa data já passou"],
    ["até quando vai o contrato do ginásio?", gym, "12 meses a partir de 15 de janeiro de 2024 vão até 15 de janeiro de 2025", "«Duração: 12 meses» [Contrato de ginásio.md]"],
  ])("%s", async (asked, document, worked, also) => {
    const { calls, answer } = await answerFromDocuments(asked, found(document));
    expect(calls[0]?.name).toBe("search_knowledge_base");
    expect(answer.text).toContain(worked);
    expect(answer.text).toContain(also);
    // Said as worked out, with the start and the length quoted and cited.
    expect(answer.text).toMatch(/Worked out from the two lines quoted below|Calculado a partir das duas linhas citadas abaixo/);
    expect(answer.text.match(/\[[^\]]+\.md\]/g)?.length).toBe(2);
  });

  it("quotes the end a document writes itself, never one worked out", async () => {
    for (const asked of ["when does my lease end?", "quando acaba o contrato de arrendamento?"]) {
      const { answer } = await answerFromDocuments(asked, found(lease));
      expect(answer.text).toContain("31 August 2026");
      expect(answer.text).not.toMatch(/Worked out|Calculado/);
    }
  });

  it("works out no end of a document the question does not name", async () => {
    for (const asked of ["when does my lease end?", "quando acaba o contrato de arrendamento?"]) {
      const { answer } = await answerFromDocuments(asked, found(gym, laptop));
      expect(answer.text).not.toMatch(/Worked out|Calculado/);
    }
  });

  it("works out the end of the document asked about, not of the first one found", async () => {
    for (const asked of ["quando acaba a garantia do portátil?", "when does the laptop warranty end?"]) {
      const { answer } = await answerFromDocuments(asked, found(fridge, laptop));
      expect(answer.text).toMatch(/12 March 2025|12 de março de 2025/);
    }
  });

  it("works nothing out for a question of the start, nor for the length alone, nor for ending it early", async () => {
    expect((await answerFromDocuments("can I end my gym contract early?", found(gym))).answer.text).not.toMatch(/Worked out/);
    expect((await answerFromDocuments("when did I buy the laptop?", found(laptop))).answer.text).not.toMatch(/Worked out/);
    expect((await answerFromDocuments("how long is the laptop warranty?", found(laptop))).answer.text).not.toMatch(/Worked out/);
  });
});

import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// A record of something repeated at an interval, asked when the next one is due (today is 10 May 2024).

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const record = passage(
  "Boletim de vacinas.md",
  "Boletim de vacinas",
  "# Boletim de vacinas\n\n## Tétano e difteria (Td)\nÚltima dose: 10 de maio de 2019. Reforço a cada 10 anos.\n\n## COVID-19\nReforço em 2 de novembro de 2023.",
);
const boiler = passage("Boiler service.md", "Boiler", "## Boiler\nLast service: 3 March 2023. The boiler must be serviced every 12 months.");

describe("the next one of something repeated, worked out from its last date and interval", () => {
  it.each([
    ["when is my next tetanus booster due?", record, "every 10 years from 10 May 2019 makes the next one due on 10 May 2029", "«Última dose: 10 de maio de 2019.»".replace(/[«»]/g, (mark) => (mark === "«" ? "“" : "”"))],
    ["quando é o próximo reforço do tétano?", record, "a cada 10 anos desde 10 de maio de 2019, o próximo é em 10 de maio de 2029", "«Reforço a cada 10 anos.» [Boletim de vacinas.md]"],
    ["when is the next boiler service due?", boiler, "every 12 months from 3 March 2023 makes the next one due on 3 March 2024", "That date passed about 2 months ago: it may be overdue."],
    ["quando é a próxima revisão da caldeira?", boiler, "a cada 12 meses desde 3 de março de 2023, o próximo é em 3 de março de 2024", "pode estar em atraso"],
  ])("%s", async (asked, document, worked, also) => {
    const { answer } = await answerFromDocuments(asked, { passages: [document], found: "some" });
    expect(answer.text).toContain(worked);
    expect(answer.text).toContain(also);
  });

  it("works nothing out of a section with no interval", async () => {
    const { answer } = await answerFromDocuments("when is my next covid booster?", { passages: [record], found: "some" });
    expect(answer.text).not.toMatch(/Worked out/);
  });
});

describe("when something repeated was last done", () => {
  // The next one's line comes first in the record: asked when it was done, the dose given answers.
  const boletim = passage("Boletim de vacinas.md", "Boletim de vacinas", "# Boletim de vacinas\n\n## Tétano e difteria (Td)\nPróximo reforço: maio de 2029.\nÚltima dose: 10 de maio de 2019.");
  const card = passage("Vaccination record.md", "Vaccination record", "# Vaccination record\n\n## Tetanus and diphtheria (Td)\nNext booster due: May 2029.\nLast dose: 10 May 2019.");
  it.each([
    ["quando tomei a vacina do tétano?", boletim, "«Última dose: 10 de maio de 2019.»"],
    ["when did I get my tetanus shot?", card, "“Last dose: 10 May 2019.”"],
  ])("%s quotes the dose given, not the next booster", async (asked, document, quoted) => {
    const { answer } = await answerFromDocuments(asked, { passages: [document], found: "some" });
    expect(answer.text).toContain(quoted);
    expect(answer.text).not.toMatch(/Próximo reforço|Next booster/);
  });
});

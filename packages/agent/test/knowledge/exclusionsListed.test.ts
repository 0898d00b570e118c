import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// What a policy leaves out, asked naming the policy ("what is not covered by my insurance?", "o que não está coberto pelo
// seguro?"): the section that lists the exclusions answers, not a line of another section that excepts in passing.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const policy = ownDocument(
  "home-insurance-policy.md",
  "# Home Insurance Policy\n\n## What is covered\n- Fire, smoke, lightning and explosion.\n\n## What is not covered\n- Wear and tear.\n- Jewellery above 1.500 EUR unless listed.\n\n## Excess\nAn excess of 150 EUR applies to each claim, except civil liability.",
);
const apolice = ownDocument(
  "apolice-seguro-casa.md",
  "# Seguro Multirriscos Habitação\n\n## O que está coberto\n- Incêndio, fumo e explosão.\n\n## Exclusões\n- Desgaste normal.\n- Joias acima de 1.500 € salvo se declaradas.\n\n## Franquia\nUma franquia de 150 € aplica-se a cada sinistro, exceto responsabilidade civil.",
);

describe("the exclusions of a policy named", () => {
  it.each([
    ["what is not covered by my insurance?", policy, "Wear and tear"],
    ["what does my insurance not cover?", apolice, "Desgaste normal"],
    ["o que não está coberto pelo seguro?", policy, "Wear and tear"],
    ["o que é que o seguro não cobre?", apolice, "Desgaste normal"],
  ])("%s quotes the exclusions' section", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// Whether a thing of the home is covered, asked in the other language than the policy's ("a joia está coberta?" of
// "Jewellery …", "is jewellery covered?" of "Joias …"): the documents are searched first, and the thing's line quoted.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const policy = ownDocument("home-insurance-policy.md", "# Home Insurance Policy\n\n## What is covered\n- Fire, smoke and explosion.\n\n## What is not covered\n- Wear and tear.\n- Jewellery above 1.500 EUR unless listed.");
const apolice = ownDocument("apolice-seguro-casa.md", "# Seguro Multirriscos Habitação\n\n## Coberturas\n- Incêndio, fumo e explosão.\n\n## Exclusões\n- Desgaste normal.\n- Joias acima de 1.500 € salvo se declaradas.");

describe("a thing asked covered, in the policy's other language", () => {
  it.each([
    ["a joia está coberta?", policy, "Jewellery above 1.500 EUR"],
    ["as joias estão cobertas?", policy, "Jewellery above 1.500 EUR"],
    ["is jewellery covered?", apolice, "Joias acima de 1.500 €"],
    ["are my jewels covered?", apolice, "Joias acima de 1.500 €"],
  ])("%s quotes the thing's line", async (question, document, line) => {
    expect((await ask(question)).calls[0]?.name).toBe("search_knowledge_base");
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Why did I sleep badly?", "porque dormi mal?": an entry's short sentence about it ("Dormi mal.") says nothing of why;
// the sentence beside it that gives the cause ("because", "porque", "por causa", "devido"), or else the next one, is
// quoted with it. A long sentence, or one giving its own cause, is quoted alone, and a question that asks no "why" too.

const now = new Date("2024-05-10T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const entry = (excerpt: string) => () => ({ results: [{ date: "2024-05-09", excerpt, entryId: "e1", confidence: "high" }] });

const pt = "Hoje foi um dia longo. Dormi mal. O vizinho fez barulho até às 3 da manhã. Depois fui trabalhar.";
const en = "Long day at work. Slept badly. The neighbour's dog barked until 3am. Then I went to work.";

describe("why one slept badly, quoted with its cause", () => {
  it.each([
    ["porque dormi mal?", pt, "«Dormi mal. O vizinho fez barulho até às 3 da manhã.»"],
    ["por que dormi mal ontem?", pt, "«Dormi mal. O vizinho fez barulho até às 3 da manhã.»"],
    ["why did I sleep badly?", en, "“Slept badly. The neighbour's dog barked until 3am.”"],
    // The cause said in the sentence before.
    ["porque dormi mal?", "Bebi café às 22h por causa do exame. Dormi mal. Fui trabalhar.", "«Bebi café às 22h por causa do exame. Dormi mal.»"],
    ["why did I sleep badly?", "I had coffee late because of the exam. Slept badly. Went to work.", "“I had coffee late because of the exam. Slept badly.”"],
  ])("%j quotes the sentence that says why", async (question, excerpt, quoted) => {
    expect(await answerWith(question, entry(excerpt))).toContain(`2024-05-09: ${quoted}`);
  });

  it.each([
    ["porque dormi mal?", "Dormi mal porque o vizinho fez barulho. Depois fui trabalhar.", "«Dormi mal porque o vizinho fez barulho.»"],
    ["why did I sleep badly?", "Slept badly because of the heat. Then I went to work.", "“Slept badly because of the heat.”"],
    ["did I sleep badly?", en, "“Slept badly.”"],
  ])("%j quotes a sentence that gives its own cause, or no why asked, alone", async (question, excerpt, quoted) => {
    expect(await answerWith(question, entry(excerpt))).toContain(`2024-05-09: ${quoted}\n`.trimEnd());
    expect(await answerWith(question, entry(excerpt))).not.toMatch(/trabalhar|went to work|dog barked/);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A question whose subject is one of a lease's own terms (the rent's due day or update, the deposit, the repairs and who
// bears them, subletting) is answered by the lease: the documents are searched first, not the journal before them.

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a lease's own terms are searched in the documents first", () => {
  it.each([
    "when is the rent due?",
    "when is the rent updated?",
    "how much was the deposit?",
    "who fixes a leaking tap?",
    "can I sublet my flat?",
    "até que dia tenho de pagar a renda?",
    "quando é que a renda é atualizada?",
    "de quanto foi a caução?",
    "quem arranja uma torneira que pinga?",
    "posso subarrendar um quarto?",
  ])("%s searches the documents first", async (question) => {
    expect((await ask(question)).calls[0]?.name).toBe("search_knowledge_base");
  });

  it.each(["did I pay the rent last month?", "paguei a renda em outubro?"])("%s, a past doing, is not planned as a lease's term", async (question) => {
    expect((await ask(question)).calls[0]?.name).not.toBe("search_knowledge_base");
  });
});

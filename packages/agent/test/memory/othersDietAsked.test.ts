import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// What someone else eats is asked as one's own is: "what does Ana eat?", "o que come a Ana?", "what can Ana eat?" are
// answered by what was told of her way of eating ("My sister Ana is vegetarian") or what she can't have (an allergy).

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const memories = { memories: [{ content: "My sister Ana is vegetarian", date: "2026-11-30", dated: false, type: "fact", current: true }] };
const allergy = {
  memories: [
    { content: "A Ana é alérgica a amendoim", date: "2026-11-29", dated: false, type: "fact", current: true },
    { content: "Ana lives in Porto", date: "2026-11-28", dated: false, type: "fact", current: true },
  ],
};

describe("someone else's way of eating, asked", () => {
  it.each([
    ["what does Ana eat?", "Your sister Ana is vegetarian"],
    ["o que come a Ana?", "Pelo que me contou: “My sister Ana is vegetarian”"],
    ["o que é que a Ana come?", "Pelo que me contou: “My sister Ana is vegetarian”"],
    ["what can Ana eat?", "Your sister Ana is vegetarian"],
    ["o que a Ana pode comer?", "Pelo que me contou: “My sister Ana is vegetarian”"],
    ["o que pode comer a Ana?", "Pelo que me contou: “My sister Ana is vegetarian”"],
  ])("%s", async (question, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? memories : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
  });

  it.each([
    ["what can Ana eat?", "From what you told me: “A Ana é alérgica a amendoim”"],
    ["o que a Ana pode comer?", "Pelo que me contou: “A Ana é alérgica a amendoim”"],
  ])("%s is answered by her allergy, not where she lives", async (question, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? allergy : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
    expect(text).not.toContain("Porto");
  });
});

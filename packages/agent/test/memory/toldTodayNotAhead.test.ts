import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Today I went to the beach with Ana" is kept dated today; "what do you know about me?" the same day listed it under
// "Still ahead", as if it were still to come. Something that happened today is told; what is set for today is ahead.

const now = new Date("2026-12-02T18:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const rowOf = (text: string) => {
  const memory = extractOffline({ text, sentAt: now, timeZone }).memories[0]!;
  return { content: memory.content, date: memory.occurredAt!.toLocaleDateString("sv-SE", { timeZone }), dated: true, type: memory.type, current: true };
};

describe("what happened today, asked the same day", () => {
  it.each([
    ["what do you know about me?", "Today I went to the beach with Ana and it was lovely", "I have a dentist appointment on Friday at 3pm", "What I remember about you:\n- 2026-12-02: You went to the beach with Ana", "Still ahead:", "beach"],
    ["o que sabes sobre mim?", "Hoje fui à praia com a Ana", "Tenho consulta no dentista na sexta às 15h", "O que sei:\n- 2026-12-02: ", "Ainda por vir:", "praia"],
  ])("%s lists it as told, and what is to come as ahead", async (question, happened, coming, toldPart, aheadHeading, word) => {
    const [past, future] = [rowOf(happened), rowOf(coming)];
    expect(past.date).toBe("2026-12-02");
    const text = await answerWith(question, { search_memories: { memories: [past, future] } });
    expect(text).toContain(toldPart);
    const [toldSection, aheadSection] = text.split(aheadHeading);
    expect(toldSection).toContain(word);
    expect(aheadSection).toMatch(/dentist/);
    expect(aheadSection).not.toContain(word);
  });
});

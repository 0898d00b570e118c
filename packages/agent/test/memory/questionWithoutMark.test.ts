import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A question typed without its "?" that ends on its question word ("fui ao dentista quando") is asked, not told:
// nothing is kept from it and the reply is no "Noted".

const now = new Date("2026-11-29T11:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a question ending on its question word", () => {
  it.each(["fui ao dentista quando", "I went to the dentist when", "a consulta é onde", "the party is where"])("%s keeps nothing", (text) => {
    const extraction = extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" });
    expect(extraction.memories).toEqual([]);
    expect(extraction.ignored.map((ignored) => ignored.reason)).toContain("question");
  });

  it.each(["fui ao dentista quando", "I went to the dentist when"])("%s is not answered as something told", async (question) => {
    const { text } = await ask(question);
    expect(text).not.toMatch(/Anotado|Noted/);
  });

  it.each(["I went to the dentist on Tuesday", "fui ao dentista na terça"])("%s is still told", (text) => {
    expect(extractOffline({ text, sentAt: now, timeZone: "Europe/Lisbon" }).memories.length).toBeGreaterThan(0);
  });
});

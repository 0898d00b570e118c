import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// After a message that names someone unknown ("Dr. Costa"), a message that names someone else with a relation ("my wife's
// name is Clara") tells of that person: it is not read as who the one before was.

const { turn } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T10:00:00Z"), timeZone: "Europe/Lisbon" });
const after = async (before: string, text: string) =>
  (await turn([{ role: "user", content: before }, { role: "assistant", content: "…" }, { role: "user", content: text }])).text;

describe("a relation told of someone named, after someone unknown", () => {
  it.each([
    ["I had lunch with Dr. Costa", "my wife's name is Clara", "Clara", "Dr. Costa"],
    ["almocei com o Dr. Costa", "a minha mulher chama-se Clara", "Clara", "Dr. Costa"],
  ])("%s, then %s", async (before, text, named, other) => {
    const answer = await after(before, text);
    expect(answer).toContain(named);
    expect(answer).not.toContain(other);
  });

  it.each([
    ["I had lunch with Costa", "he's my brother", "Costa is your brother"],
    ["almocei com a Clara", "é minha irmã", "A Clara é a sua irmã"],
  ])("%s, then %s still answers who the one before was", async (before, text, said) => {
    expect(await after(before, text)).toContain(said);
  });
});

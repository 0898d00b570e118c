import { describe, expect, it } from "vitest";
import { relatedWords } from "@lifeos/core";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "my family" is the people in it: an entry about mom, a mãe or an irmã mentions the family, in either language. The
// related words are bounded, so forms a keyword search already finds by their stem ("families", "irmãs") give way to
// the members' own words.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("a group of people counted", () => {
  it.each([
    ["How often do I mention my family?", "family"],
    ["Com que frequência falo da minha família?", "família"],
  ])("%s counts the family's members in both languages", async (question, word) => {
    const [call] = (await conversation.ask(question)).calls;
    const args = JSON.parse(call!.arguments) as { query: string; related: string[][] };
    expect(call!.name).toBe("count_mentions");
    expect(args.query).toBe(word);
    expect(args.related[0]).toEqual(expect.arrayContaining(["mom", "mother", "mãe", "irmã", "sister", "brother", "father"]));
    expect(args.related[0]!.length).toBeLessThanOrEqual(25);
  });

  it("leaves out a form whose stem a kept word already covers only from a list too long to keep whole", () => {
    expect(relatedWords("família")).toContain("family");
    expect(relatedWords("família")).not.toContain("families");
    expect(relatedWords("climbing")).toEqual(expect.arrayContaining(["climbed", "bouldering", "escalada"]));
  });
});

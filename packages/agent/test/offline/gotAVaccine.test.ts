import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Getting a vaccine or a test's results is no pet or thing come into one's life: the question searches for the vaccine.

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const searched = async (question: string) =>
  (await ask(question)).calls.filter((call) => call.name.startsWith("search_")).map((call) => (JSON.parse(call.arguments) as { query: string }).query);

describe("a vaccine or results got", () => {
  it.each([
    ["when did I get my tetanus vaccine?", "tetanus"],
    ["when did we get the flu shots?", "shots"],
    ["quando chegou o resultado das análises?", "resultado"],
  ])("%s: searches for what was got, not for an adoption", async (question, word) => {
    const queries = await searched(question);
    expect(queries.join(" ")).toContain(word);
    expect(queries.join(" ")).not.toContain("adopted");
  });

  it.each(["when did I get Biscuit?", "quando chegou o Biscuit?"])("%s: still the day the pet came", async (question) => {
    expect((await searched(question)).join(" ")).toContain("adopted");
  });
});

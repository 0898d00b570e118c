import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A question about someone is one however it is typed: a slip in a common word ("evrything"), an apostrophe left out
// ("whos"), or the name in lower case when it is a name of the person's own ("tom", "ana"), is still a question of that
// person, answered from what is known of them, not a search for the words as typed.

const now = new Date("2026-11-30T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", names: new Set(["tom", "ana"]), vocabulary: new Set(["tom", "ana"]) });

describe("a person asked about, as typed", () => {
  it.each([
    ["tell me evrything about tom", "Tom"],
    ["tell me evrythng about Ana", "Ana"],
    ["whos tom?", "Tom"],
    ["who is ana", "Ana"],
    ["fala-me de tudo sobre a ana", "Ana"],
    ["conta-me de tudo sobre o Tom", "Tom"],
    ["quem é a ana", "Ana"],
  ])("%s asks of %s", async (question, name) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>])).toContainEqual(["get_person", { name }]);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// What drains or worries the person again and again, what habits do them good, and what to focus on: questions of the
// journal's patterns over weeks (what went with stress and happiness), not searches for the words "worries" or "focar-me".

const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

describe("patterns asked as worries, drains, habits and focus", () => {
  it.each([
    "what drains me?",
    "what are my recurring worries?",
    "what habits help my mood?",
    "quais são as minhas preocupações recorrentes?",
    "o que me esgota?",
    "que hábitos me fazem bem?",
    "em que devo focar-me?",
    "em que me devo concentrar?",
  ])("%s reads the current state, not a search", async (question) => {
    const calls = (await ask(question)).calls.map((call) => call.name);
    expect(calls).toEqual(["get_current_state"]);
  });
});

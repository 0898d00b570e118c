import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "quantos anos tem o meu filho?" of "Tiago tem 7 anos" answered "Tiago tem 7 anos: contou-me “Tiago tem 7 anos”": the
// told words quoted after the very same sentence. An age told as the answer says it is said once, with when it was told.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T14:00:00Z"), timeZone: "Europe/Lisbon" });
const family = (age: string) => systemWith([storedMemory("Tiago é meu filho", "relationship", "2026-12-01"), storedMemory(age, "fact", "2026-12-01")]);

describe("an age told in the answer's own words", () => {
  it.each([
    ["quantos anos tem o meu filho?", "Tiago tem 7 anos", "Tiago tem 7 anos, como me contou em 2026-12-01."],
    ["how old is Tiago?", "Tiago is 7", "Tiago is 7, as you told me on 2026-12-01."],
  ])("%s of %j is said once", async (question, told, answer) => {
    expect((await ask(question, family(told))).text).toBe(answer);
  });

  it.each([
    ["how old is my son?", "Tiago tem 7 anos", "“Tiago tem 7 anos”"],
    ["quantos anos tem o Tiago?", "Tiago is 7 years old", "“Tiago is 7 years old”"],
  ])("%s of %j, told in other words, still quotes them", async (question, told, quoted) => {
    expect((await ask(question, family(told))).text).toContain(quoted);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "How have I felt since my birthday?": the days from the remembered birthday up to today, not the birthday alone.

/** Monday 20 May 2024 in Lisbon: the birthday of 14 May is this year's. */
const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-20T10:00:00Z"), timeZone: "Europe/Lisbon" });
const calls = async (question: string, system: string) => (await conversation.ask(question, system)).calls.map((call) => [call.name, JSON.parse(call.arguments)]);

const english = systemWith([storedMemory("My birthday is on 14 May", "fact", "2024-01-10")]);
const portuguese = systemWith([storedMemory("O meu aniversário é a 3 de junho", "fact", "2024-01-10")]);

describe("since an occasion of the person's own", () => {
  it.each([
    ["how have I felt since my birthday?", english, "2024-05-14"],
    ["what was my mood since my birthday?", english, "2024-05-14"],
    ["como me senti desde o meu aniversário?", english, "2024-05-14"],
    ["como tem estado o meu humor desde o meu aniversário?", portuguese, "2023-06-03"],
  ])("%s reads from the day it was up to today", async (question, system, from) => {
    const [call] = await calls(question, system);
    expect(call?.[1]).toMatchObject({ from, to: "2024-05-20" });
  });

  it("on the occasion is still that one day", async () => {
    expect(await calls("how did I feel on my birthday?", english)).toEqual([["get_time_series", { metric: "valence", from: "2024-05-14", to: "2024-05-14" }]]);
  });
});

describe("since an occasion of the person's own that memory cannot date", () => {
  it.each(["how have I felt since my birthday?", "como me senti desde o meu aniversário?"])("%s looks for it in the journal, not only in memory", async (question) => {
    const names = (await calls(question, systemWith([]))).map(([name]) => name);
    expect(names).toContain("search_journal");
  });
});

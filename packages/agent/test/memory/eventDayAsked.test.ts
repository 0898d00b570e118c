import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "When is my exam?", "quando é o meu exame de condução?": the answer says the event's own day, not the day it was
// told, and an event the question names wins over a sooner one of the same kind.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const toldOn = (contents: ReadonlyArray<string>) => systemWith(contents.map((content) => storedMemory(content, "fact", "2026-11-20")));

describe("an event ahead is answered with its own day", () => {
  it.each([
    ["when is my exam?", ["My exam is on 20 December"], "Your exam is on Sunday, 20 December 2026 (in 20 days), as you told me."],
    ["quando é o meu exame?", ["O meu exame é no dia 20 de dezembro"], "O seu exame é no domingo, 20 de dezembro de 2026 (daqui a 20 dias), como me disse."],
  ])("%s", async (question, told, answer) => {
    const { text } = await ask(question, toldOn(told));
    expect(text).toBe(answer);
    expect(text).not.toContain("2026-11-20");
  });
});

describe("the event the question names wins over a sooner one", () => {
  it.each([
    ["quando é o meu exame de condução?", ["O meu exame de química é no dia 10 de dezembro", "O meu exame de condução é no dia 20 de dezembro"], "O seu exame de condução é no domingo, 20 de dezembro de 2026"],
    ["when is my driving exam?", ["My chemistry exam is on 10 December", "My driving exam is on 20 December"], "Your driving exam is on Sunday, 20 December 2026"],
    ["when is my next exam?", ["My driving exam is on 20 December", "My chemistry exam is on 10 December"], "Your chemistry exam is on Thursday, 10 December 2026"],
  ])("%s", async (question, told, first) => {
    const { text } = await ask(question, toldOn(told));
    expect(text.split("\n")[0]).toContain(first);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Today I went to the beach with Ana" and then "write that in my journal": what was said just before is the text,
// as typed, for the day it names. Before, the request asked "What should I write in your journal?".

const now = new Date("2024-05-10T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const after = async (said: string, request: string) =>
  turn([
    { role: "user", content: said },
    { role: "assistant", content: "Noted." },
    { role: "user", content: request },
  ]);

describe("writing what was just said", () => {
  it.each([
    ["Today I went to the beach with Ana and it was lovely", "write that in my journal", { content: "Today I went to the beach with Ana and it was lovely" }],
    ["Yesterday I finally finished the report", "can you add this to my diary?", { content: "Yesterday I finally finished the report", date: "2024-05-09" }],
    ["Had a long talk with my dad tonight", "add what I just said to my journal", { content: "Had a long talk with my dad tonight" }],
    ["Hoje fui à praia com a Ana e foi ótimo", "escreve isso no meu diário", { content: "Hoje fui à praia com a Ana e foi ótimo" }],
    ["Ontem acabei finalmente o relatório", "põe isto no diário", { content: "Ontem acabei finalmente o relatório", date: "2024-05-09" }],
    ["Jantei com o meu pai", "anota o que eu disse no diário", { content: "Jantei com o meu pai" }],
  ])("%j then %j drafts it", async (said, request, draft) => {
    const { calls } = await after(said, request);
    expect(calls.map((call) => call.name)).toEqual(["add_journal_entry"]);
    expect(JSON.parse(calls[0]!.arguments)).toEqual(draft);
  });

  it.each([
    ["what did I do yesterday?", "write that in my journal"],
    ["o que fiz ontem?", "escreve isso no diário"],
  ])("a question before (%j) is not written: %j asks what to write", async (said, request) => {
    const { calls, text } = await after(said, request);
    expect(calls).toEqual([]);
    expect(text).toMatch(/What should I write|O que devo escrever|O que quer que escreva/);
  });

  it.each(["write that in my journal", "escreve isso no diário"])("%j with nothing said before asks what to write", async (request) => {
    const { calls } = await turn([{ role: "user", content: request }]);
    expect(calls).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Ordinary ways to ask what is remembered about oneself, and for one's statements.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

describe("what is remembered about oneself, asked with anything or something", () => {
  it.each(["do you know anything about me?", "do you remember something about me?", "lembras-te de alguma coisa sobre mim?", "sabes alguma coisa sobre mim?", "sabe algo sobre mim?"])(
    "%s lists what is remembered",
    async (question) => {
      expect((await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["search_memories", { query: "", limit: 10 }]]);
    },
  );
});

describe("bank statements are documents", () => {
  it.each([
    ["show my bank statements", "banco"],
    ["mostra os meus extratos bancários", "bank"],
  ])("%s searches the documents, in the bank's words of both languages (%s)", async (question, other) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(JSON.stringify(JSON.parse(calls[0]!.arguments)["related"])).toContain(other);
  });
});

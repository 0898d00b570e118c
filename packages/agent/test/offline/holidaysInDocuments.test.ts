import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "what does my contract say about holidays?": what a document says of holidays, not the trips the journal tells of.

const { turn } = offlineConversation({ skills: everySkill, now, timeZone });

const firstCalls = async (question: string) => (await turn([{ role: "user", content: question }])).calls;

describe("holidays asked of a document", () => {
  it.each([
    "what does my contract say about holidays?",
    "what does my employment contract say about vacations?",
    "o que diz o meu contrato sobre férias?",
    "o que dizem os documentos sobre as férias?",
  ])("%s searches the documents", async (question) => {
    const calls = await firstCalls(question);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
  });

  it.each(["what trips did I take this year?", "que viagens fiz este ano?"])("%s still lists the journal's trips", async (question) => {
    const calls = await firstCalls(question);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.name === "search_journal")).toBe(true);
  });
});

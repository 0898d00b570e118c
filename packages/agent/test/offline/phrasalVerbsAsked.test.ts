import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "work out" is exercise, not work; "break up" is not a coffee break; "sair com" alguém is going out with them. Asked
// about, the verb and the word after it are searched and counted as one phrase, in both languages; "saí com amigos"
// names whom, and is about the friends, as "went out with friends" is.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });
const firstCall = async (question: string) => {
  const [call] = (await conversation.ask(question)).calls;
  return { name: call?.name, args: JSON.parse(call?.arguments ?? "{}") as Record<string, unknown> };
};

describe("a phrasal verb asked about", () => {
  it.each([
    ["How often do I work out?", "work out"],
    ["How many times did I eat out this year?", "eat out"],
  ])("%s counts the phrase, its words together", async (question, query) => {
    const call = await firstCall(question);
    expect(call).toMatchObject({ name: "count_mentions", args: { query, near: true } });
  });

  it.each([
    ["What did I write about breaking up?", "break up"],
    ["When did I last work out?", "work out"],
    ["O que escrevi sobre acabar com alguém?", "acabar com"],
  ])("%s searches the phrase, its words together", async (question, query) => {
    const call = await firstCall(question);
    expect(call).toMatchObject({ name: "search_journal", args: { query, near: true } });
    expect((call.args["related"] as string[][])[0]).toContain(query.split(" ")[0]);
  });

  it.each([
    ["Quantas vezes saí com amigos?", "amigos", "count_mentions"],
    ["Com que frequência saio com os amigos?", "amigos", "count_mentions"],
    ["How often do I go out with friends?", "friends", "count_mentions"],
    ["Quando foi a última vez que saí com amigos?", "amigos", "search_journal"],
    ["When did I last go out with friends?", "friends", "search_journal"],
  ])("%s, naming whom, is about them: %s", async (question, query, name) => {
    const call = await firstCall(question);
    expect(call).toMatchObject({ name, args: { query } });
    expect((call.args["related"] as string[][])[0]).toEqual(expect.arrayContaining(["amigos", "friends"]));
  });

  it.each(["How often do I work?", "Quantas vezes saí de casa?"])("%s, with no phrase, is counted as before", async (question) => {
    expect((await firstCall(question)).args["near"]).toBeUndefined();
  });
});

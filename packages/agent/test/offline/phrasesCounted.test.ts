import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

const firstCall = async (question: string) => (await plan(question)).calls[0]!;

describe("a verb and how it went, counted as one phrase", () => {
  it.each([
    ["how often did I sleep badly?", "sleep badly", ["slept", "dormi"], ["poorly", "mal"]],
    ["quantas vezes dormi mal?", "dormi mal", ["slept", "dormir"], ["badly"]],
    ["quantas vezes acordei cedo?", "acordei cedo", [], ["early"]],
    ["how many times did I work late this month?", "work late", [], ["tarde"]],
  ])("%s counts %s only where its words come together", async (question, query, verbWords, mannerWords) => {
    const call = await firstCall(question);
    expect(call.name).toBe("count_mentions");
    expect(call.args).toMatchObject({ query, near: true });
    const related = call.args["related"] as string[][];
    expect(related.flat()).toEqual(expect.arrayContaining([...verbWords, ...mannerWords]));
  });

  it.each(["how often do I go climbing?", "quantas vezes vi a Rita?", "how often did I say good night to Ana?"])("%s is no phrase", async (question) => {
    const call = await firstCall(question);
    expect(call.args["near"]).toBeUndefined();
  });
});

describe("a part of the day that is what was done", () => {
  it.each([
    ["quantas vezes fiz noite?", "noite", "night"],
    ["quantas vezes fiz noite este ano?", "noite", "night"],
    ["how often did I work nights?", "nights", "noite"],
  ])("%s counts the nights worked", async (question, query, related) => {
    const call = await firstCall(question);
    expect(call.name).toBe("count_mentions");
    expect(call.args["query"]).toBe(query);
    expect((call.args["related"] as string[][]).flat()).toContain(related);
  });

  it.each(["o que fiz à noite?", "what did I do in the evening?"])("%s still reads the part of the day as when", async (question) => {
    const call = await firstCall(question);
    expect(call.name).not.toBe("count_mentions");
  });
});

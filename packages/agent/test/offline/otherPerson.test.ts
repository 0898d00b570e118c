import { describe, expect, it } from "vitest";
import { after, turn } from "./offlineTestModel.js";

// "and with Miguel?" after a question about Ana asks the same of Miguel: the count stays a count, the dinner a dinner.
describe("a follow-up that names another person", () => {
  it.each([
    ["how many times did I have dinner with Ana?", "“dinner with Ana” comes up in 4 of your entries.", "and with Miguel?", "dinner with Miguel"],
    ["quantas vezes jantei com a Ana?", "«jantei com Ana» aparece em 4 entradas.", "e com o Miguel?", "jantei com Miguel"],
    ["how many times did I have dinner with Ana in March?", "“dinner with Ana” comes up in 2 entries in March.", "what about Tom?", "dinner with Tom"],
  ])("%s → %s counts it again of the other person", async (first, answer, second, query) => {
    const { calls } = await after(first, answer, second);
    expect(calls[0]?.name).toBe("count_mentions");
    expect(calls[0]?.args["query"]).toBe(query);
    if (first.includes("March")) expect(calls[0]?.args).toMatchObject({ from: "2024-03-01", to: "2024-03-31" });
  });

  it.each([
    ["when did I last see Sofia?", "The last time was on 2024-05-02.", "and Tom?", "Tom"],
    ["quando foi a última vez que vi a Sofia?", "A última vez foi em 2024-05-02.", "e o Tom?", "Tom"],
  ])("%s → %s asks the last time of the other person", async (first, answer, second, name) => {
    const { calls } = await after(first, answer, second);
    expect(calls[0]?.name).toBe("search_journal");
    expect(calls[0]?.args["query"]).toBe(name);
    expect(calls[0]?.args["recencyBoost"]).toBe(true);
  });

  it("a follow-up saying more than a person is its own question", async () => {
    const { calls } = await after("how many times did I have dinner with Ana?", "“dinner with Ana” comes up in 4 of your entries.", "and Miguel's birthday?");
    expect(calls[0]?.args["query"]).not.toBe("dinner with Miguel");
  });
});

describe("the answer to a follow-up that names another person", () => {
  it.each([
    ["when did I last see Sofia?", "The last time was on 2024-05-02.", "and Tom?", "The last time was on 2024-05-06"],
    ["quando foi a última vez que vi a Sofia?", "A última vez foi em 2024-05-02.", "e o Tom?", "A última vez foi em 2024-05-06"],
  ])("%s → %s answers as the question it follows", async (first, answer, second, opening) => {
    const asked = [
      { role: "user", content: first },
      { role: "assistant", content: answer },
      { role: "user", content: second },
    ] as const;
    const { calls } = await turn([...asked]);
    const results = { results: [{ entryId: "e1", date: "2024-05-06", excerpt: "Tom came over for dinner.", score: 1 }, { entryId: "e2", date: "2024-04-20", excerpt: "Called Tom.", score: 0.8 }] };
    const { text } = await turn([
      ...asked,
      { role: "assistant", content: "", toolCalls: calls.map((each) => ({ id: each.id, name: each.name, arguments: JSON.stringify(each.args) })) },
      ...calls.map((each) => ({ role: "tool" as const, toolCallId: each.id, name: each.name, content: JSON.stringify({ success: true, data: results, meta: {} }) })),
    ]);
    expect(text.startsWith(opening), text).toBe(true);
  });
});

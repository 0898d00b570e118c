import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "When did I meet Tom?" asks when they met, as "quando conheci o Tom?" does: the entry that tells it, and a journal
// that never names Tom says so, rather than quoting an entry about meeting someone else.

describe("when one met someone", () => {
  it.each(["When did I meet Tom?", "quando conheci o Tom?", "when did we meet Tom?"])("%s searches the entries that tell the meeting, with the name", async (question) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("search_journal");
    expect(String(calls[0]!.args["query"])).toContain("Tom");
    expect(calls[0]!.args["recencyBoost"]).toBeUndefined();
  });

  it.each([
    ["When did I meet Tom?", "Your journal doesn't mention Tom"],
    ["quando conheci o Tom?", "O seu diário não menciona Tom"],
  ])("%s of a journal without Tom says so", async (question, said) => {
    const data = { results: [{ entryId: "e1", date: "2024-03-02", excerpt: "Biscuit met the dog next door.", score: 1, confidence: "high" }], confidence: "high", missing: ["Tom"] };
    const { text } = await answerWith(question, data);
    expect(text).toContain(said);
    expect(text).not.toContain("Biscuit");
  });

  it.each([
    ["When did I meet Tom?", "2024-03-02"],
    ["quando conheci o Tom?", "2024-03-02"],
  ])("%s finds the day the entry tells it", async (question, date) => {
    const data = { results: [{ entryId: "e1", date: "2024-03-02", excerpt: "I met Tom at Rita's party.", score: 1, confidence: "high" }], confidence: "high" };
    const { text } = await answerWith(question, data);
    expect(text).toContain(date);
  });
});

describe("when one met someone the journal names, but no entry found tells the meeting", () => {
  it.each([
    ["When did I meet Tom?", "no entry that tells it with Tom"],
    ["quando conheci o Tom?", "nenhuma entrada que o conte com Tom"],
  ])("%s says so, rather than quote another meeting", async (question, said) => {
    const data = { results: [{ entryId: "e1", date: "2024-03-02", excerpt: "Biscuit met the dog next door.", score: 1, confidence: "high" }, { entryId: "e2", date: "2024-02-02", excerpt: "A long planning meeting.", score: 1, confidence: "low" }], confidence: "high" };
    const { text } = await answerWith(question, data);
    expect(text).toContain(said);
    expect(text).not.toContain("Biscuit");
  });
});

describe("when one started something", () => {
  it.each([
    ["when did I start going to the gym?", "gym"],
    ["when did I start learning guitar?", "guitar"],
    ["quando comecei a correr?", "correr"],
    ["quando comecei a estudar pra prova?", "estudar prova"],
  ])("%s searches what was begun (%s), not the word for beginning", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
    expect(calls[0]?.args["query"]).toBe(query);
  });
});

describe("when one got a pet or a thing", () => {
  it.each([
    ["when did I get Biscuit?", "Biscuit"],
    ["quando adotei o Biscuit?", "Biscuit"],
  ])("%s told by no entry is the first entry about %s, said to be only a mention", async (question, name) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
    expect(String(calls[0]?.args["query"]).split(" ")).toContain(name);
    const data = { results: [{ entryId: "b", date: "2024-04-01", excerpt: "Biscuit slept all day.", score: 1, confidence: "high" }, { entryId: "a", date: "2023-02-12", excerpt: "His name is Biscuit.", score: 1, confidence: "high" }], confidence: "high" };
    const { text } = await answerWith(question, data);
    expect(text).toContain("2023-02-12");
    expect(text).not.toContain("2024-04-01");
    expect(text).toMatch(/^(?:I found no entry that tells when Biscuit came|Não encontrei nenhuma entrada que conte quando Biscuit chegou)/);
  });
});

import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// A question word or the verb of writing typed by ear or in haste ("wot", "rite", "oque", "quado") is read as the
// word meant: the question is the ordinary one, and the slip is never searched as a topic.

const searchedWords = (calls: ReadonlyArray<{ readonly args: Record<string, unknown> }>) =>
  calls.flatMap((call) => String(call.args["query"] ?? "").toLowerCase().split(/\s+/));

describe("function words misspelt", () => {
  it.each([
    ["wat did i rite on monday", "what did I write on Monday", ["wat", "rite"]],
    ["wot did I do yesterday", "what did I do yesterday", ["wot"]],
    ["wut did i rite yesterday", "what did I write yesterday", ["wut", "rite"]],
    ["what did i rote on monday", "what did I wrote on Monday", ["rote"]],
    ["did i rite anything yesterday", "did I write anything yesterday", ["rite"]],
    ["whn did i last see ana", "when did I last see ana", ["whn"]],
    ["wen did i last rite about ana", "when did I last write about ana", ["rite"]],
    ["oque escrevi ontem", "o que escrevi ontem", ["oque"]],
    ["oqe fiz ontem", "o que fiz ontem", ["oqe"]],
    ["o qe escrevi ontem", "o que escrevi ontem", ["qe"]],
    ["oque eu fis ontem", "o que eu fiz ontem", ["oque", "fis"]],
    ["quado foi a ultima vez que fui ao dentista", "quando foi a última vez que fui ao dentista", ["quado"]],
    ["cmo dormi esta semana", "como dormi esta semana", ["cmo"]],
  ])("%s is read as “%s”", async (slipped, meant, slips) => {
    const asked = await plan(slipped);
    expect(asked.calls.map((call) => [call.name, call.args])).toEqual((await plan(meant)).calls.map((call) => [call.name, call.args]));
    for (const slip of slips) expect(searchedWords(asked.calls)).not.toContain(slip);
  });

  it.each([
    ["Wine was great on my trip to Porto?", "wine"],
    ["what did I write about the rite of passage?", "rite"],
    ["o que escrevi sobre o fisioterapeuta?", "fisioterapeuta"],
  ])("%s keeps a word a dictionary knows as written", async (question, word) => {
    expect(searchedWords((await plan(question)).calls)).toContain(word);
  });
});

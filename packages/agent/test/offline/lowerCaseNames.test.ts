import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A name the user writes capitalised in their journal (or remembers as a person), typed in lower case in a question, is
// read as the name it is (`ModelRequest.names`); an ordinary word never is.

const now = new Date("2024-12-31T20:00:00Z");
const timeZone = "Europe/Lisbon";
/** The names of a journal about Ana, Tom, Miguel, Sofia and Marta, as `UserVocabulary` gives them. */
const names: ReadonlySet<string> = new Set(["ana", "tom", "miguel", "sofia", "marta", "sintra"]);
const vocabulary: ReadonlySet<string> = new Set([...names, "lunch", "walked", "climbing", "castle", "park"]);
const { ask } = offlineConversation({ skills: everySkill, now, timeZone, names, vocabulary });

const callsOf = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("names typed in lower case", () => {
  it.each([
    ["who are ana and tom?", ["Ana", "Tom"]],
    ["quem são a ana e o tom?", ["Ana", "Tom"]],
    ["quem é a marta?", ["Marta"]],
    ["who is marta?", ["Marta"]],
  ])("%s looks up each person by name", async (question, people) => {
    expect((await callsOf(question)).filter(([name]) => name === "get_person").map(([, args]) => args["name"])).toEqual(people);
  });

  it.each([
    ["when did i last see miguel and sofia?", ["Miguel", "Sofia"]],
    ["quando vi o miguel e a sofia pela ultima vez?", ["Miguel", "Sofia"]],
    ["qnd vi o miguel e a sofia pela última vez?", ["Miguel", "Sofia"]],
    ["when did i last see ana, tom and sofia?", ["Ana", "Tom", "Sofia"]],
    ["quando vi a ana, o tom e a sofia?", ["Ana", "Tom", "Sofia"]],
  ])("%s searches the last time of each", async (question, people) => {
    const searches = (await callsOf(question)).filter(([name]) => name === "search_journal");
    expect(searches.map(([, args]) => args["query"])).toEqual(people);
    expect(searches.every(([, args]) => args["recencyBoost"] === true)).toBe(true);
  });

  it.each(["what did i do in may?", "o que fiz em maio?"])("%s: a month is a period, not a name, even when written like one", async (question) => {
    const { ask: askWithMay } = offlineConversation({ skills: everySkill, now, timeZone, names: new Set([...names, "may", "maio"]) });
    const [call] = (await askWithMay(question)).calls;
    expect(JSON.parse(call?.arguments ?? "{}")).toMatchObject({ after: "2024-05-01", before: "2024-05-31" });
  });

  it.each(["when did i last go to the park?", "quando fui ao parque pela última vez?"])("%s: a word not among the names stays an ordinary word", async (question) => {
    const [search] = (await callsOf(question)).filter(([name]) => name === "search_journal");
    expect(String(search?.[1]["query"])).toMatch(/^(?:park|parque)$/u);
  });
});

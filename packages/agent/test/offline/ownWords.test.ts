import { describe, expect, it } from "vitest";
import { now, stream, timeZone, toolSpecs } from "./offlineTestModel.js";

/** The words of a journal about hiking with Afonso and Diogo, written in both languages, as `UserVocabulary` gives them. */
const vocabulary: ReadonlySet<string> = new Set(
  "went hiking with afonso and diogo above sintra fizemos caminhadas serra estrela dinner lisbon coffee".split(" "),
);

/** The first search or count the offline model plans for `question`, read against the user's words or none. */
const searched = async (question: string, words?: ReadonlySet<string>) => {
  const parts = await stream({ system: "", messages: [{ role: "user", content: question }], tools: toolSpecs(), now, timeZone, ...(words ? { vocabulary: words } : {}) });
  const call = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0];
  return JSON.parse(call?.arguments ?? "{}") as { query?: string };
};

describe("a name of the user's own data typed in lower case", () => {
  it.each([
    ["when did I last see afonso?", "afonso"],
    ["what did I write about diogo?", "diogo"],
    ["quando estive com o afonso?", "afonso"],
    ["o que escrevi sobre o diogo?", "diogo"],
  ])("%s keeps it as typed", async (question, name) => {
    expect((await searched(question, vocabulary)).query?.toLowerCase()).toBe(name);
  });
});

describe("a slip of the keys in a word of the user's journal", () => {
  it.each([
    ["did I go hikng?", "hiking"],
    ["when did I last go hikign?", "hiking"],
    ["quando fiz caminhdas?", "caminhadas"],
    ["quantas vezes fiz caminahdas?", "caminhadas"],
  ])("%s is mended towards it", async (question, word) => {
    expect((await searched(question, vocabulary)).query).toBe(word);
  });

  it("is left as typed when no word of the journal, or more than one, is that slip away", async () => {
    expect((await searched("quando fiz caminhdas?")).query).toBe("caminhdas");
    expect((await searched("did I go hikng?", new Set(["hiking", "biking", "hikes"]))).query).toBe("hiking");
    expect((await searched("quando fui pintr?", new Set(["pintar", "pintor"]))).query).toBe("pintr");
    expect((await searched("quando fui pintr?", new Set(["pintar"]))).query).toBe("pintar");
  });
});

describe("a word one letter from a word of the journal, the letter's key far from the other's", () => {
  it.each([
    ["preciso tomar vitamina D?", new Set(["tocar", "guitarra"]), "tomar"],
    ["did I go bowling?", new Set(["bowking"]), "bowling"],
  ])("%s is a word of its own, not a slip", async (question, words, word) => {
    expect((await searched(question, words)).query).toContain(word);
  });

  it.each([
    ["quando fui tocsr?", "tocar"],
    ["when did I go hiling?", "hiking"],
  ])("%s, a neighbouring key's letter, is mended", async (question, word) => {
    expect((await searched(question, new Set(["tocar", "hiking"]))).query).toBe(word);
  });
});

describe("a short word one letter longer than a word of the journal", () => {
  it.each([
    ["o que causa o sobreajuste?", new Set(["casa", "sobreajuste"]), "causa"],
    ["quando fui à feira?", new Set(["fera"]), "feira"],
    ["quando fui à praia?", new Set(["pria"]), "praia"],
  ])("%s is a word of its own, not that word with a letter added", async (question, words, word) => {
    expect((await searched(question, words)).query).toContain(word);
  });

  it.each([
    ["quando fui à casaa?", new Set(["casa"]), "casa"],
    ["when did I go climbingg?", new Set(["climbing"]), "climbing"],
  ])("%s, a letter typed twice, is mended", async (question, words, word) => {
    expect((await searched(question, words)).query).toBe(word);
  });
});

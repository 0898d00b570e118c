import { describe, expect, it } from "vitest";
import { falseFriends } from "../../src/knowledge/offline/falseFriends.js";

// Words that look alike across the two languages and mean different things are never matched as each other: the
// relatives ("parentes") are not the parents, the police of a theft clause is not the policy.

describe("false friends", () => {
  it.each([
    ["pretende", "pretend"],
    ["pretend", "pretende"],
    ["parentes", "parents"],
    ["policia", "policy"],
    ["realizar", "realise"],
    ["eventualmente", "eventually"],
    ["assistir", "assist"],
    ["fabrica", "fabric"],
    ["compromisso", "compromise"],
  ])("%s is not %s", (word, term) => {
    expect(falseFriends(word, term)).toBe(true);
  });

  it.each([
    ["pretende", "pretender"],
    ["policy", "policies"],
    ["parents", "pais"],
  ])("%s and %s are no pair", (word, term) => {
    expect(falseFriends(word, term)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { activePath } from "../../src/chat/activePath.js";

const message = (id: string, replaces?: string) => ({ id, content: replaces === undefined ? {} : { replaces } });
const ids = (messages: ReadonlyArray<{ id: string }>) => messages.map((item) => item.id);

describe("activePath", () => {
  it("keeps a thread without replacements as it is", () => {
    const path = activePath([message("q1"), message("a1"), message("q2"), message("a2")]);
    expect(ids(path.active)).toEqual(["q1", "a1", "q2", "a2"]);
    expect(path.alternatives.size).toBe(0);
  });

  it("puts a regenerated answer in place of the old one, keeping every earlier version in order", () => {
    const path = activePath([message("q1"), message("a1"), message("a1b", "a1"), message("a1c", "a1b")]);
    expect(ids(path.active)).toEqual(["q1", "a1c"]);
    expect(path.alternatives.get("a1c")?.map(ids)).toEqual([["a1"], ["a1b"]]);
  });

  it("branches at an edited question: the old question and all that followed become one alternative", () => {
    const path = activePath([message("q1"), message("a1"), message("q2"), message("a2"), message("q1b", "q1"), message("a1x")]);
    expect(ids(path.active)).toEqual(["q1b", "a1x"]);
    expect(path.alternatives.get("q1b")?.map(ids)).toEqual([["q1", "a1", "q2", "a2"]]);
  });

  it("ignores a replacement of a message that is not on the active path", () => {
    const path = activePath([message("q1"), message("a1"), message("a2", "missing")]);
    expect(ids(path.active)).toEqual(["q1", "a1", "a2"]);
    expect(path.alternatives.size).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { sentAt, timeZone } from "./extractionCases.js";

const contents = (text: string) => extractOffline({ text, sentAt, timeZone }).memories.map((memory) => memory.content);

// A memory is read alone later ("what does Joana do?"), so a clause that opens with "she"/"ele" for someone named
// before it is kept with the name.
describe("a clause about someone just named, told with a pronoun", () => {
  it.each([
    ["my partner is called Joana and she works as an architect", "Joana works as an architect"],
    ["o meu irmão chama-se Rui e ele trabalha como enfermeiro", "Rui trabalha como enfermeiro"],
  ])("%j keeps the name in the memory", (text, content) => {
    expect(contents(text)).toContain(content);
    expect(contents(text).some((line) => /^(?:she|ele)\b/iu.test(line))).toBe(false);
  });

  it("keeps the pronoun when no one was named before it", () => {
    expect(contents("she works as an architect").every((line) => !/^(?:Joana|Rui)\b/u.test(line))).toBe(true);
  });
});

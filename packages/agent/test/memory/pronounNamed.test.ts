import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// A memory is read on its own, long after the message that said whom "she" meant: the pronoun is kept as the name.

const contents = (text: string) => extractOffline({ text, sentAt: new Date("2025-03-12T15:00:00Z"), timeZone: "Europe/Lisbon" }).memories.map((memory) => memory.content);

describe("a fact told of someone by a pronoun", () => {
  it.each([
    ["My sister is called Ana and she lives in Porto", "Ana lives in Porto"],
    ["My brother Rui works at Google. He lives in Madrid.", "Rui lives in Madrid"],
    ["A minha irmã chama-se Ana e ela mora no Porto", "Ana mora no Porto"],
    ["O meu irmão Rui trabalha na Google. Ele vive em Madrid.", "Rui vive em Madrid"],
  ])("%j keeps %j", (text, kept) => {
    expect(contents(text)).toContain(kept);
    expect(contents(text).some((content) => /^(?:she|he|ela|ele)\s/iu.test(content))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";

// Another person's thing is kept as the person said whose it is: "o passaporte da Ana" (with the article, as Portugal
// says a first name) stays "da Ana", "o passaporte de Ana" (as Brazil often says it) stays "de Ana"; neither is bent
// into the other country's way. In English, "Ana's passport" as said.

const contents = (text: string) => extractOffline({ text, sentAt: new Date("2026-11-30T10:00:00Z"), timeZone: "Europe/Lisbon" }).memories.map((memory) => memory.content);

describe("whose a thing is, said as the person said it", () => {
  it.each([
    ["o passaporte da Ana caduca em junho de 2027", "O passaporte da Ana caduca em junho de 2027"],
    ["o passaporte de Ana caduca em junho de 2027", "O passaporte de Ana caduca em junho de 2027"],
    ["a Ana faz anos a 3 de maio", "O aniversário da Ana é no dia 3 de maio"],
    ["o Rui faz anos a 5 de junho", "O aniversário do Rui é no dia 5 de junho"],
    ["Rui faz anos a 5 de junho", "O aniversário de Rui é no dia 5 de junho"],
    ["a carta de condução do Rui expira em maio de 2027", "A carta de condução do Rui expira em maio de 2027"],
    ["Ana's passport expires in June 2027", "Ana's passport expires in June 2027"],
    ["Rui's birthday is on 5 June", "Rui's birthday is on 5 June"],
  ])("%s", (text, kept) => {
    expect(contents(text)).toContain(kept);
  });
});

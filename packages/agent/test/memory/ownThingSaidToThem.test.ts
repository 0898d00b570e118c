import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A remembered fact of the person's own thing is said to them, not echoed in their first person: "Your car insurance
// renews in March 2027, as you told me on …", "O seu seguro do carro renova em março de 2027, como me contou em …" (the
// possessive of "você" without the pronoun, which reads the same in Portugal and Brazil). Someone else's is quoted as told.

const now = new Date("2026-11-30T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("one's own thing, said back to them", () => {
  it.each([
    ["when does my car insurance renew?", "My car insurance renews in March 2027", "Your car insurance renews in March 2027, as you told me on 2026-11-20."],
    ["when does the lease expire?", "My lease expires on 3 June 2027", "Your lease expires on Thursday, 3 June 2027 (in 185 days), as you told me."],
    ["quando renova o seguro do carro?", "O meu seguro do carro renova em março de 2027", "O seu seguro do carro renova em março de 2027, como me contou em 2026-11-20."],
    ["quando caduca a minha carta de condução?", "A minha carta de condução caduca em maio de 2028", "A sua carta de condução caduca em maio de 2028, como me contou em 2026-11-20."],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
    expect(text).not.toMatch(/“(?:My|O meu|A minha)\s/u);
  });

  it.each([
    ["when does Ana's passport expire?", "Ana's passport expires in May 2027", "From what you told me: “Ana's passport expires in May 2027”"],
    ["quando expira o passaporte da Ana?", "O passaporte de Ana expira em maio de 2027", "Pelo que me contou: “O passaporte de Ana expira em maio de 2027”"],
  ])("%s: someone else's, quoted as told", async (question, told, answer) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(answer);
  });

  // The possessive need not open the fact: "the name of my landlord…", "o aniversário da minha mãe…" are as much the person's own.
  it.each([
    ["what is the name of my landlord?", "The name of my landlord is Mr. Silva", "The name of your landlord is Mr. Silva, as you told me on 2026-11-20."],
    ["when is my mother's birthday?", "The birthday of my mother is on 4 April", "The birthday of your mother is on Sunday, 4 April 2027 (in 125 days), as you told me."],
    ["quando faz anos a minha mãe?", "O aniversário da minha mãe é no dia 4 de abril", "O aniversário da sua mãe é no domingo, 4 de abril de 2027 (daqui a 125 dias), como me disse."],
    ["como se chama o meu senhorio?", "O nome do meu senhorio é Sr. Silva", "O nome do seu senhorio é Sr. Silva, como me contou em 2026-11-20."],
    ["qual é o meu time?", "Meu time é o Flamengo", "O seu time é o Flamengo, como me contou em 2026-11-20."],
  ])("%s: a possessive further in, said to them", async (question, told, answer) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(answer);
    expect(text).not.toMatch(/\b(?:my|minha|meu)\b/iu);
  });

  it.each([
    ["where is my passport?", "I keep my passport in the desk drawer", "“I keep my passport in the desk drawer”"],
    ["o que preciso de renovar?", "Preciso de renovar o meu passaporte", "“Preciso de renovar o meu passaporte”"],
    ["quem é a minha irmã?", "A Ana é minha irmã e mora comigo", "“A Ana é minha irmã e mora comigo”"],
  ])("%s: said in the first person, quoted as told", async (question, told, answer) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(answer);
  });
});

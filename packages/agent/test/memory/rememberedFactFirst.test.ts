import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A remembered fact that holds every word of the question answers it at once, before any journal entry or document
// that may only name the words; and a message that tells a date of one's own is a fact to keep, not words to look up.

const now = new Date("2026-11-30T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a remembered fact that holds every word asked answers first", () => {
  it.each([
    ["when does my car insurance renew?", "My car insurance renews in March 2027", "Your car insurance renews in March 2027"],
    ["when does the home insurance expire?", "My home insurance expires in May 2027", "Your home insurance expires in May 2027"],
    ["quando renova o seguro do carro?", "O meu seguro do carro renova em março de 2027", "O seu seguro do carro renova em março de 2027"],
    ["quando expira o meu seguro de casa?", "O meu seguro de casa expira em maio de 2027", "O seu seguro de casa expira em maio de 2027"],
  ])("%s", async (question, told, said) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(said);
  });

  it.each([
    ["when does my car insurance renew?", "My car was serviced in October"],
    ["quando renova o seguro do carro?", "O meu carro foi à revisão em outubro"],
  ])("%s, with a fact naming only some of the words, still searches", async (question, told) => {
    const { calls } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe("a date of one's own, told, is kept", () => {
  it.each([
    ["my birthday is 3 May", "Noted:"],
    ["the car insurance renews in March", "Noted: Your car insurance renews in March 2027."],
    ["my lease expires in June 2027", "Noted:"],
    ["o meu aniversário é a 3 de maio", "Anotado:"],
    ["meu aniversário é dia 3 de maio", "Anotado:"],
    ["o seguro do carro renova em março", "Anotado: O seu seguro do carro renova em março de 2027."],
    ["o meu contrato de arrendamento expira em junho de 2027", "Anotado:"],
  ])("%s", async (told, reply) => {
    const { calls, text } = await ask(told);
    expect(calls).toEqual([]);
    expect(text).toContain(reply);
  });
});

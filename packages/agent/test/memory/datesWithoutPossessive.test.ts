import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A thing's own date told without "my" ("the car insurance renews in March", "o seguro do carro renova em março") is the
// person's own when the thing is one a person holds (a policy, a document, a contract); someone else's ("Ana's passport
// expires in May", "o passaporte da Ana expira em maio") is kept as theirs, and both are found when asked. A question,
// or a date of the world ("the election is due in May"), is no memory.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("a date of a thing told without a possessive", () => {
  it.each([
    ["the car insurance renews in March", "My car insurance renews in March 2027", "user", "date:car insurance"],
    ["The lease expires on 3 June 2027.", "My lease expires on 3 June 2027", "user", "date:lease"],
    ["o seguro do carro renova em março", "O meu seguro do carro renova em março de 2027", "user", "date:seguro do carro"],
    ["a carta de condução caduca em maio de 2028", "A minha carta de condução caduca em maio de 2028", "user", "date:carta de conducao"],
    ["Ana's passport expires in May", "Ana's passport expires in May 2027", "Ana", "date:passport"],
    ["o passaporte da Ana expira em maio", "O passaporte da Ana expira em maio de 2027", "Ana", "date:passaporte"],
  ])("%s", (text, content, subject, predicate) => {
    const [memory, ...others] = extract(text).memories;
    expect(others).toEqual([]);
    expect([memory?.content, memory?.triple?.subject, memory?.triple?.predicate]).toEqual([content, subject, predicate]);
  });

  it.each([
    "when does the car insurance renew?",
    "the election is due in May",
    "the festival runs out in August",
    "quando renova o seguro do carro?",
    "o prazo das candidaturas expira em maio",
    "a promoção acaba em março",
  ])("%s is no memory", (text) => {
    expect(extract(text).memories).toEqual([]);
  });
});

describe("someone else's date, asked back", () => {
  it.each([
    ["Ana's passport expires in May", "when does Ana's passport expire?", "Ana's passport expires in May 2027"],
    ["o passaporte da Ana expira em maio", "quando expira o passaporte da Ana?", "O passaporte da Ana expira em maio de 2027"],
  ])("%s → %s", async (told, question, kept) => {
    const memory = extract(told).memories[0]!;
    expect(memory.content).toBe(kept);
    const { calls, text } = await ask(question, systemWith([storedMemory(memory.content, "fact", "2026-11-30")]));
    expect(calls).toEqual([]);
    expect(text).toContain(kept);
  });
});

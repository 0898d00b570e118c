import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Just after a fact was told or quoted back, "it", "ele", "ela", "isso" in the next question mean that fact: "when does it
// renew?", "quando é isso?". A question that asks what the fact does not say ("quando é que ela faz anos?" after where
// she lives) is no question of it, and a request ("forget it") is no question at all.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, turn } = offlineConversation({ skills: everySkill, now, timeZone });

/** The answer to `next`, asked after `told` was answered; the fact kept in the prompt when `kept`. */
const after = async (told: string, next: string, kept: boolean) => {
  const first = await ask(told);
  const memory = extractOffline({ text: told, sentAt: now, timeZone }).memories[0]!;
  const system = kept ? systemWith([storedMemory(memory.content, "fact", "2026-11-30")]) : "";
  return turn([{ role: "user", content: told }, { role: "assistant", content: first.text }, { role: "user", content: next }], system);
};

describe("a pronoun after a fact means the fact", () => {
  it.each([
    ["the car insurance renews in March", "when is it?", true, "Your car insurance renews in March 2027"],
    ["the car insurance renews in March", "when does it renew?", false, "Your car insurance renews in March 2027"],
    ["my passport expires in June 2027", "and when does it expire?", false, "Your passport expires in June 2027"],
    ["o seguro do carro renova em março", "quando é isso?", true, "O seu seguro do carro renova em março de 2027"],
    ["a carta de condução expira em maio", "quando é que ela expira?", false, "A sua carta de condução expira em maio de 2027"],
    ["o meu passaporte caduca em junho de 2027", "e quando é que ele caduca?", false, "O seu passaporte caduca em junho de 2027"],
  ])("%s → %s", async (told, next, kept, said) => {
    const { calls, text } = await after(told, next, kept);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
  });

  it.each([
    ["when does my car insurance renew?", "My car insurance renews in March 2027", "when is it?", "Your car insurance renews in March 2027"],
    ["quando renova o seguro do carro?", "O meu seguro do carro renova em março de 2027", "quando é isso?", "O seu seguro do carro renova em março de 2027"],
  ])("after %s answered from memory, %s", async (question, fact, next, said) => {
    const system = systemWith([storedMemory(fact, "fact", "2026-11-20")]);
    const first = await ask(question, system);
    const { calls, text } = await turn([{ role: "user", content: question }, { role: "assistant", content: first.text }, { role: "user", content: next }], system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
  });

  it.each([
    ["a minha irmã Ana mora no Porto", "quando é que ela faz anos?", "mora no Porto"],
    ["my sister Ana lives in Porto", "when is it?", "lives in Porto"],
    ["my passport expires in June 2027", "forget it", "June 2027"],
    ["o meu passaporte caduca em junho de 2027", "esquece isso", "junho de 2027"],
  ])("%s → %s is not answered with the fact", async (told, next, said) => {
    const { text } = await after(told, next, true);
    expect(text).not.toContain(said);
  });
});

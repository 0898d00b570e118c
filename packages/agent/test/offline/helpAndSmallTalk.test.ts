import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How to use LifeOS, what it is, and a bare "ok", asked in both languages with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("asking what LifeOS is or how to use it", () => {
  it.each([
    ["how do I use this?", /^LifeOS is running in offline mode: I am a deterministic planner, not an AI model\.[\s\S]*You can ask, for example:\n- /],
    ["how does this app work?", /^LifeOS is running in offline mode: I am a deterministic planner, not an AI model\./],
    ["o que és tu?", /^O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA\.[\s\S]*Pode perguntar, por exemplo:\n- /],
    ["podes ajudar-me?", /^O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA\./],
    ["como funciona isto?", /^O LifeOS está em modo offline/],
    ["como é que uso isto?", /^O LifeOS está em modo offline/],
  ])("%s: what the offline mode is and what it can be asked, without a search", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
    expect(text).not.toMatch(/I don't know how to answer|Não sei responder/);
  });

  it.each(["o que é o IRS?", "podes ajudar-me com o contrato de arrendamento?"])("%s: not a question about LifeOS", async (question) => {
    expect((await ask(question)).text).not.toMatch(/^O LifeOS está em modo offline/);
  });
});

describe("an acknowledgement", () => {
  it.each([
    ["ok", "All right. Ask me whenever you want something looked up in your data."],
    ["got it!", "All right. Ask me whenever you want something looked up in your data."],
    ["percebi", "Combinado. Pergunte sempre que quiser consultar alguma coisa nos seus dados."],
    ["está bem", "Combinado. Pergunte sempre que quiser consultar alguma coisa nos seus dados."],
  ])("%s: a short reply, not the list of what can be asked", async (question, said) => {
    expect(await ask(question)).toEqual({ calls: [], text: said });
  });
});

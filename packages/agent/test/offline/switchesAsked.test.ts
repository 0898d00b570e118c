import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Asking the chat to answer in another language or to stop remembering: what the offline mode does about each, plainly,
// rather than a search of the journal for "português" or "remembering".

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("another language asked for", () => {
  it.each([
    ["switch to Portuguese", /^Respondo na língua em que me escrever: escreva-me em português/u],
    ["can you answer in Portuguese?", /^Respondo na língua em que me escrever: escreva-me em português/u],
    ["speak Portuguese please", /^Respondo na língua em que me escrever: escreva-me em português/u],
    ["muda para português", /^Respondo na língua em que me escrever: escreva-me em português/u],
    ["fala em inglês", /^I answer in the language you write to me in: write to me in English/u],
    ["responde-me em inglês, por favor", /^I answer in the language you write to me in: write to me in English/u],
    ["in English please", /^I answer in the language you write to me in: write to me in English/u],
  ])("%s is answered in that language, saying how it is chosen", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });
});

describe("memory switched off or on", () => {
  it.each([
    ["stop remembering things about me", /^Long-term memory is switched on and off on the Memories page → Privacy → “Learn from my conversations”/u],
    ["turn off memory", /^Long-term memory is switched on and off on the Memories page/u],
    ["how do I turn memory back on?", /^Long-term memory is switched on and off on the Memories page/u],
    ["don't remember anything I say", /^Long-term memory is switched on and off on the Memories page/u],
    ["desliga a memória", /^A memória de longo prazo liga-se e desliga-se na página Memórias → Privacidade → «Aprender com as minhas conversas»/u],
    ["para de guardar coisas sobre mim", /^A memória de longo prazo liga-se e desliga-se na página Memórias/u],
    ["não quero que te lembres de nada", /^A memória de longo prazo liga-se e desliga-se na página Memórias/u],
  ])("%s says where memory is switched, and what stays", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
  });

  it.each(["I don't remember anything about that day", "não me lembro de nada desse dia"])("%s is no request to switch memory", async (question) => {
    expect((await ask(question)).text).not.toMatch(/Memories page|página Memórias/u);
  });
});

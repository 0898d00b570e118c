import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Are you ChatGPT?" is answered plainly: no, and what the offline mode is, in a few lines, never a search for the name;
// "who are you?" is what it is and a few examples, not the whole list of what it can be asked.

const now = new Date("2026-11-29T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const fewLines = 16;

describe("asked whether it is an AI model", () => {
  it.each([
    ["are you ChatGPT?", "No. LifeOS is running in offline mode: I am a deterministic planner, not an AI model."],
    ["are you GPT-4?", "No. LifeOS is running in offline mode"],
    ["am I talking to an AI?", "No. LifeOS is running in offline mode"],
    ["és o ChatGPT?", "Não. O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA."],
    ["você é uma IA?", "Não. O LifeOS está em modo offline"],
    ["isto é o ChatGPT?", "Não. O LifeOS está em modo offline"],
  ])("%s: no, and what it is", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(said)).toBe(true);
    expect(text.split("\n").length).toBeLessThanOrEqual(fewLines);
  });
});

describe("asked who it is", () => {
  it.each([
    ["who are you?", /^LifeOS is running in offline mode[\s\S]*Ask “what can you do\?” for the whole list\./],
    ["quem és tu?", /^O LifeOS está em modo offline[\s\S]*Pergunte «o que pode fazer\?» para ver a lista toda\./],
    ["o que é você?", /^O LifeOS está em modo offline[\s\S]*Pergunte «o que pode fazer\?» para ver a lista toda\./],
  ])("%s: what it is, with a few examples", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(said);
    expect(text.split("\n").length).toBeLessThanOrEqual(fewLines);
  });
});

describe("asked what it cannot do", () => {
  it.each([
    ["what can't you do?", "In offline mode I don't write or translate texts"],
    ["what are your limitations?", "In offline mode I don't write or translate texts"],
    ["o que é que não consegues fazer?", "Em modo offline não escrevo nem traduzo textos"],
    ["quais são as suas limitações?", "Em modo offline não escrevo nem traduzo textos"],
  ])("%s: said plainly, with what it can do, not a search of the documents", async (question, said) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(said)).toBe(true);
    expect(text).toMatch(/You can ask, for example:|Pode perguntar, por exemplo:/);
  });
});

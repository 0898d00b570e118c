import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Chamo-me Tiago" kept nothing ("Chamo-me Tiago" was read as one name at the start of a sentence), "My name is Marco"
// and "Chamo-me Marco" kept nothing ("Marco" is also "março" unaccented), "Olá, chamo-me Tiago…" took "Olá" for a
// name, "Chamo-me Rosa e sou enfermeira" kept neither, and "I'm Tiago" was no introduction (the name library knows few
// Portuguese names).

const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => memory.content);
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

describe("one's own name, told", () => {
  it.each([
    ["Chamo-me Tiago", ["O meu nome é Tiago"]],
    ["Chamo-me Marco", ["O meu nome é Marco"]],
    ["O meu nome é Marco", ["O meu nome é Marco"]],
    ["Meu nome é Marco e moro em Curitiba", ["O meu nome é Marco", "Moro em Curitiba"]],
    ["Olá, chamo-me Tiago e moro em Lisboa", ["O meu nome é Tiago", "Moro em Lisboa"]],
    ["Chamo-me Rosa e sou enfermeira", ["O meu nome é Rosa", "Sou enfermeira"]],
    ["My name is Marco.", ["My name is Marco"]],
    ["I'm Marco and I live in Porto", ["My name is Marco", "I live in Porto"]],
    ["Hi, I'm Tiago", ["My name is Tiago"]],
    ["I'm Inês and I work at Galp", ["My name is Inês", "I work at Galp"]],
  ])("%s keeps the name", (text, kept) => {
    expect(extract(text)).toEqual(kept);
  });

  it.each([
    ["I'm Portuguese", []],
    ["I'm Catholic", []],
    ["I'm English", []],
    ["I'm tired", []],
    ["O meu filho chama-se Marco", ["Marco é meu filho"]],
    ["fui ao Porto em março", ["Fui ao Porto (março de 2026)"]],
  ])("%s is no name of one's own", (text, kept) => {
    expect(extract(text)).toEqual(kept);
  });

  // "I'm Vegan" was kept as the name Vegan, "I'm Celiac" as the name Celiac, and "Sou Vegana" kept nothing: a capitalised
  // word no word list knew was read as a name. A way of eating, a belief, a nationality or a condition is none.
  it.each([
    ["I'm Vegan", "en", ["vegan"]],
    ["I'm Vegetarian", "en", ["vegetarian"]],
    ["I'm Celiac and I live in Porto", "en", ["celiac", "Porto"]],
    ["Hi, I'm Muslim", "en", []],
    ["I'm Brazilian", "en", []],
    ["Sou Vegana", "pt", ["vegana"]],
    ["Sou Vegetariano e moro em Lisboa", "pt", ["vegetariano", "Lisboa"]],
    ["Sou Celíaca", "pt", ["celíaca"]],
    ["sou Católica", "pt", []],
    ["Sou Brasileira e moro em Curitiba", "pt", ["Curitiba"]],
  ])("%s is what one is, not one's name", (text, language, objects) => {
    const extraction = extractOffline({ text, sentAt: now, timeZone, language });
    expect(extraction.memories.filter((memory) => memory.triple?.predicate === "name")).toEqual([]);
    expect(extraction.memories.map((memory) => memory.triple?.object)).toEqual(objects);
    expect(extraction.unknownPeople).toEqual([]);
  });

  it.each([
    ["I'm Vegan", "Noted: You're Vegan."],
    ["Sou Vegana", "Anotado: É Vegana."],
  ])("%s is said back as a way of eating", async (text, answer) => {
    expect((await ask(text)).text).toBe(answer);
  });

  it.each([
    ["Chamo-me Marco", "Anotado: O seu nome é Marco."],
    ["Hi, I'm Tiago", "Noted: Your name is Tiago."],
  ])("%s is said back", async (text, answer) => {
    expect((await ask(text)).text).toBe(answer);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "My GP is Dr. Reis" was kept as "Dr. Reis is my gp", and said back as "your gp": the role was written from a
// lexicon in lower case. A role word written with capitals is kept and said back as written ("your GP"), also from
// a memory kept before in lower case; the person's name stays as written. "O meu clínico geral é o Dr. Reis" (a GP in
// Portuguese) kept nothing: it is one's doctor too.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

describe("a role is kept and said back as the person writes it", () => {
  it.each([
    ["my GP is Dr. Reis", "Dr. Reis is my GP", "Dr. Reis", ["my GP", "the GP"]],
    ["My gp is Dr. McAllister", "Dr. McAllister is my GP", "Dr. McAllister", ["my GP", "the GP"]],
    ["Dr Reis is my GP", "Dr Reis is my GP", "Dr Reis", ["my GP", "the GP"]],
    ["o meu médico de família é o Dr. Reis", "Dr. Reis é meu médico de família", "Dr. Reis", ["meu médico de família", "o médico de família"]],
    ["o meu clínico geral é o Dr. Reis", "Dr. Reis é meu clínico geral", "Dr. Reis", ["meu clínico geral", "o clínico geral"]],
    ["meu clínico geral é o Dr. João de Sousa", "Dr. João de Sousa é meu clínico geral", "Dr. João de Sousa", ["meu clínico geral", "o clínico geral"]],
  ])("%s → %s", (text, content, name, aliases) => {
    const extraction = extractOffline({ text, sentAt: now, timeZone });
    expect(extraction.memories.map((memory) => [memory.content, memory.triple?.object])).toEqual([[content, "doctor"]]);
    expect(extraction.entities.map((entity) => [entity.name, entity.aliases])).toEqual([[name, aliases]]);
  });

  it.each([
    ["my GP is Dr. Reis", "Noted: Dr. Reis is your GP."],
    ["o meu clínico geral é o Dr. Reis", "Anotado: O Dr. Reis é o seu clínico geral."],
  ])("%s is confirmed with the role as written", async (text, confirmed) => {
    expect((await ask(text)).text).toContain(confirmed);
  });

  it.each([
    ["who is my GP?", "Dr. Reis is my gp", "Dr. Reis is your GP, as you told me"],
    ["who is my doctor?", "Dr. Reis is my GP", "Dr. Reis is your GP, as you told me"],
    ["quem é o meu clínico geral?", "Dr. Reis é meu clínico geral", "O Dr. Reis é o seu clínico geral, como me contou"],
    ["quem é o meu médico?", "Dr. Reis é meu clínico geral", "O Dr. Reis é o seu clínico geral, como me contou"],
  ])("%s, told %j, says the role as the person would", async (question, told, said) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "relationship", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text.startsWith(said)).toBe(true);
  });
});

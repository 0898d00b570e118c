import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "sou uma farmacêutica de Coimbra" kept the job as "farmaceutica de coimbra", "I'm a pharmacist from Coimbra" kept
// nothing, and "I'm from Coimbra", "sou de Braga" were never kept: where one comes from had no rule.

const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const triples = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object]);

describe("where one comes from", () => {
  it.each([
    ["sou uma farmacêutica de Coimbra", [["job_title", "farmaceutica"], ["comes_from", "Coimbra"]]],
    ["Sou engenheiro do Porto", [["job_title", "engenheiro"], ["comes_from", "Porto"]]],
    ["Olá, sou a Joana e sou uma professora de Braga", [["name", "Joana"], ["job_title", "professora"], ["comes_from", "Braga"]]],
    ["I'm a pharmacist from Coimbra", [["job_title", "pharmacist"], ["comes_from", "Coimbra"]]],
    ["Hi, I'm Joana, a nurse from Leeds", [["name", "Joana"], ["job_title", "nurse"], ["comes_from", "Leeds"]]],
  ])("%s keeps the job and the town apart", (text, expected) => {
    expect(triples(text)).toEqual(expected);
  });

  it.each([
    ["I'm from Coimbra", "Coimbra"],
    ["I'm originally from Luanda", "Luanda"],
    ["Sou de Braga", "Braga"],
    ["Sou natural de São Paulo", "São Paulo"],
    ["sou da Madeira", "Madeira"],
  ])("%s is where the person comes from", (text, place) => {
    expect(triples(text)).toEqual([["comes_from", place]]);
  });

  it.each([
    ["Sou do Benfica"],
    ["sou da opinião que sim"],
    ["sou professora de Inglês"],
  ])("%s says nothing of where one comes from", (text) => {
    expect(triples(text).filter(([predicate]) => predicate === "comes_from")).toEqual([]);
  });

  const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

  it.each([
    ["I'm a pharmacist from Coimbra", "Noted: You're a pharmacist; you're from Coimbra."],
    ["sou uma farmacêutica de Coimbra", "Anotado: É uma farmacêutica; é de Coimbra."],
  ])("%s is said back as two things", async (text, answer) => {
    expect((await ask(text)).text).toBe(answer);
  });

  it.each([
    ["where am I from?", "I'm from Coimbra", "You're from Coimbra, as you told me on 2026-11-01."],
    ["de onde sou?", "Sou de Coimbra", "É de Coimbra, como me contou em 2026-11-01."],
    ["de onde eu sou?", "Sou do Porto", "É do Porto, como me contou em 2026-11-01."],
  ])("%s is answered with where one comes from", async (question, told, answer) => {
    expect((await ask(question, systemWith([storedMemory(told, "fact", "2026-11-01")]))).text).toBe(answer);
  });
});

import { describe, expect, it } from "vitest";
import { withArticlesPt } from "../../src/memory/extraction/articlesPt.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Who someone is to the person, said back in Portuguese, was "Dr. Reis é seu médico": Portugal says "O Dr. Reis é o seu
// médico", with the person's article and the possessive's, and Brazil reads that as well (the answers are written once
// for both). The article follows the word of the relation ("seu", "sua", "uma"); a sentence that marks no gender ("Alex é
// colega de trabalho") and English ("Dr. Reis is your doctor") stay as they were.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

describe("who someone is, said back with the articles", () => {
  it.each([
    ["Dr. Reis é seu médico", "O Dr. Reis é o seu médico"],
    ["Dra. Marta é sua dentista", "A Dra. Marta é a sua dentista"],
    ["João da Silva é seu médico de família", "O João da Silva é o seu médico de família"],
    ["Rita é uma amiga do trabalho", "A Rita é uma amiga do trabalho"],
    ["Ana já não é sua chefe", "A Ana já não é a sua chefe"],
    ["O Rui é seu chefe", "O Rui é o seu chefe"],
    ["Tomás é o seu vizinho", "O Tomás é o seu vizinho"],
    ["Alex é colega de trabalho", "Alex é colega de trabalho"],
    ["Rui é canalizador", "Rui é canalizador"],
    ["O seu irmão Pedro mora em Braga", "O seu irmão Pedro mora em Braga"],
    ["Lisboa é sua cidade favorita", "Lisboa é sua cidade favorita"],
  ])("%j → %j", (said, withArticles) => {
    expect(withArticlesPt(said)).toBe(withArticles);
  });

  it.each([
    ["o meu médico é o Dr. Reis", "Anotado: O Dr. Reis é o seu médico."],
    ["a minha dentista é a Dra. Marta", "Anotado: A Dra. Marta é a sua dentista."],
    ["meu médico é o dr. reis", "Anotado: O Dr. Reis é o seu médico."],
    ["my dentist is dr. reis", "Noted: Dr. Reis is your dentist."],
  ])("%j is noted as %j", async (text, reply) => {
    expect((await ask(text)).text).toBe(reply);
  });

  it.each([
    ["quem é o meu médico?", "Dr. Reis é meu médico", "O Dr. Reis é o seu médico, como me contou"],
    ["quem é a minha dentista?", "Dra. Marta é minha dentista", "A Dra. Marta é a sua dentista, como me contou"],
    ["who is my doctor?", "Dr. Reis is my doctor", "Dr. Reis is your doctor, as you told me"],
  ])("%s, told %j, answers %j", async (question, told, said) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "relationship", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text.startsWith(said)).toBe(true);
  });
});

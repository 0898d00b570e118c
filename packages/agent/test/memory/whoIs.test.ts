import type { ExtractedTask } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { detectLanguage, offeredReminder, parseWhoIsAnswer, reminderOffer, whoIsQuestion } from "../../src/index.js";

describe("who is …?", () => {
  it("asks once, with the article the person's words marked", () => {
    expect(whoIsQuestion("Susana", "pt", "female")).toBe("Quem é a Susana?");
    expect(whoIsQuestion("Rui", "pt", "male")).toBe("Quem é o Rui?");
    expect(whoIsQuestion("Alex", "pt")).toBe("Quem é Alex?");
    expect(whoIsQuestion("Susana", "en", "female")).toBe("Who is Susana?");
  });

  it.each([
    ["pt", "é minha filha", "daughter", "female"],
    ["pt", "É a minha filha mais nova", "daughter", "female"],
    ["pt", "minha filha", "daughter", "female"],
    ["pt", "ele é o meu chefe", "boss", "male"],
    ["pt", "é a minha chefe", "boss", "female"],
    ["pt", "é o meu dentista", "dentist", "male"],
    ["en", "she's my daughter", "daughter", "female"],
    ["en", "She is my best friend", "friend", null],
    ["en", "my boss", "boss", null],
    ["en", "He's my husband", "husband", "male"],
  ] as const)("reads %s %j", (language, text, kind, gender) => {
    const answer = parseWhoIsAnswer(text, language);
    expect(answer?.relation.relation.kind).toBe(kind);
    expect(answer?.gender).toBe(gender);
  });

  it.each([
    ["pt", "não sei"],
    ["pt", "a Susana precisa ir ao médico"],
    ["en", "why do you ask?"],
    ["en", "someone from work"],
  ] as const)("finds no answer in %s %j", (language, text) => {
    expect(parseWhoIsAnswer(text, language)).toBeNull();
  });
});

describe("reminderOffer", () => {
  const task = (overrides: Partial<ExtractedTask>): ExtractedTask => ({ memoryIndex: 0, kind: "task", owner: "user", action: "", topic: null, dueAt: null, ...overrides });

  it("offers to remind, naming the service to book or the action", () => {
    expect(reminderOffer(task({ kind: "need", owner: "Susana", action: "ir no oftalmologista", topic: "ophthalmologist" }), "pt")).toBe(
      "Quer um lembrete para marcar o oftalmologista (Susana)?",
    );
    expect(reminderOffer(task({ action: "renovar o passaporte" }), "pt")).toBe("Quer um lembrete para renovar o passaporte?");
    expect(reminderOffer(task({ kind: "need", owner: "Susana", action: "see the eye doctor", topic: "ophthalmologist" }), "en")).toBe(
      "Shall I remind you to book the eye doctor for Susana?",
    );
    expect(reminderOffer(task({ action: "renew my passport" }), "en")).toBe("Shall I remind you to renew your passport?");
  });

  it("is known as an offer when the next message answers it, as is a model's offer in its own words", () => {
    for (const language of ["pt", "en"] as const) expect(offeredReminder(`Anotado. ${reminderOffer(task({ action: "renovar o passaporte" }), language)}`)).toBe(true);
    for (const answer of ["Quer que eu lembre você de marcar o oftalmologista?", "Queres que te lembre amanhã?", "Want me to remind you tomorrow?"]) expect(offeredReminder(answer)).toBe(true);
    for (const answer of ["Quer ver os seus lembretes?", "Os seus lembretes:\n- 2024-05-11: Pagar a renda", "Here are your reminders."]) expect(offeredReminder(answer)).toBe(false);
  });
});

describe("detectLanguage", () => {
  it.each([
    ["A Susana minha filha precisa ir no oftalmologista", "pt"],
    ["Fui no dentista", "pt"],
    ["Odeio coentro", "pt"],
    ["Bom dia!", "pt"],
    ["Tenho de renovar o cartão de cidadão", "pt"],
    ["I need to renew my passport", "en"],
    ["Dentist appointment on Friday", "en"],
    ["Thanks!", "en"],
  ] as const)("%j → %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("words memory asks about are never taken for typos", () => {
  it("reads «alergia» as an allergy, not as «alegria» (joy)", async () => {
    const system = systemWith([storedMemory("Eu tenho alergia a camarão", "fact", "2024-05-01")]);
    expect((await conversation.ask("eu tenho alguma alergia?", system)).text).toBe("O que me contou sobre alergias:\n- 2024-05-01: Tem alergia a camarão");
    expect((await conversation.ask("tenho alergias?", system)).text).toBe("O que me contou sobre alergias:\n- 2024-05-01: Tem alergia a camarão");
    const english = systemWith([storedMemory("I'm allergic to penicillin", "fact", "2024-05-01")]);
    expect((await conversation.ask("do I have any allergies?", english)).text).toBe("What you told me about allergies:\n- 2024-05-01: You're allergic to penicillin");
  });
});

describe("someone asked for by relationship and known by a nickname", () => {
  it("is answered with the facts that name them either way", async () => {
    const system = systemWith([storedMemory("O aniversário de o meu filho é a 3 de maio", "fact", "2024-05-01"), storedMemory("Chamo Nini ao meu filho", "fact", "2024-05-02")]);
    expect((await conversation.ask("quando faz anos o meu filho?", system)).text).toBe("O aniversário de o seu filho é a 3 de maio, como me contou em 2024-05-01.");
    const english = systemWith([storedMemory("My son's birthday is on 3 May", "fact", "2024-05-01"), storedMemory("I call my son Nini", "fact", "2024-05-02")]);
    expect((await conversation.ask("when is my son's birthday?", english)).text).toBe("Your son's birthday is on 3 May, as you told me on 2024-05-01.");
  });
});

describe("since when someone lives somewhere", () => {
  const moves = systemWith([storedMemory("Mudei-me para Lisboa em 2019", "fact", "2024-05-01"), storedMemory("I moved to Porto in 2021", "fact", "2024-05-01")]);

  it("is answered by the move remembered, to the place the question names", async () => {
    expect((await conversation.ask("desde quando vivo em Lisboa?", moves)).text).toBe("Mudou-se para Lisboa em 2019, como me contou em 2024-05-01.");
    expect((await conversation.ask("há quanto tempo moro em Lisboa?", moves)).text).toBe("Mudou-se para Lisboa em 2019, como me contou em 2024-05-01.");
    expect((await conversation.ask("how long have I lived in Porto?", moves)).text).toBe("You moved to Porto in 2021, as you told me on 2024-05-01.");
    expect((await conversation.ask("when did I move to Porto?", moves)).text).toBe("You moved to Porto in 2021, as you told me on 2024-05-01.");
  });
});

describe("asked whether it remembers", () => {
  it("says what it keeps, from what, and where to see it", async () => {
    for (const question of ["can you remember things about me?", "do you have a memory?", "will you remember what I tell you?"]) {
      const { calls, text } = await conversation.ask(question);
      expect(calls).toEqual([]);
      expect(text).toMatch(/^Yes\. When you tell me something about yourself/);
      expect(text).toContain("Memories page");
    }
    for (const question of ["consegues lembrar-te de coisas sobre mim?", "você guarda o que eu digo?", "tens memória?"]) {
      const { calls, text } = await conversation.ask(question);
      expect(calls).toEqual([]);
      expect(text).toMatch(/^Sim\. Quando me conta algo sobre a sua vida/);
    }
  });
});

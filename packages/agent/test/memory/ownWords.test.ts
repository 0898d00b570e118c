import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("words memory asks about are never taken for typos", () => {
  it("reads «alergia» as an allergy, not as «alegria» (joy)", async () => {
    const system = systemWith([storedMemory("Eu tenho alergia a camarão", "fact", "2024-05-01")]);
    expect((await conversation.ask("eu tenho alguma alergia?", system)).text).toBe("Pelo que me contou: “Eu tenho alergia a camarão” (2024-05-01).");
    expect((await conversation.ask("tenho alergias?", system)).text).toBe("Pelo que me contou: “Eu tenho alergia a camarão” (2024-05-01).");
    const english = systemWith([storedMemory("I'm allergic to penicillin", "fact", "2024-05-01")]);
    expect((await conversation.ask("do I have any allergies?", english)).text).toBe("From what you told me: “I'm allergic to penicillin” (2024-05-01).");
  });
});

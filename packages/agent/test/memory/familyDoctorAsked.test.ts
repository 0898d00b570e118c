import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A family doctor, a GP and a doctor are one role held by one at a time: the newest told answers whichever word is
// asked. Before, "who is my GP?" took "GP" for a name and answered with the GP told first, even after another doctor.

const now = new Date("2026-12-02T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a family doctor is one's doctor", () => {
  it.each([
    ["who is my GP?", ["Dr. Reis is my gp", "Dr. Costa is my doctor"], "Dr. Costa", "Reis"],
    ["who is my GP?", ["Dr. Reis is my family doctor", "Dr. Costa is my GP"], "Dr. Costa", "Reis"],
    ["who is my doctor?", ["Dr. Reis is my GP", "Dr. Costa is my family doctor"], "Dr. Costa", "Reis"],
    ["quem é o meu médico?", ["Dr. Reis é meu médico de família", "Dr. Costa é meu médico"], "Dr. Costa", "Reis"],
    ["quem é o meu médico de família?", ["Dr. Reis é meu médico de família", "Dr. Costa é meu médico"], "Dr. Costa", "Reis"],
  ])("%s, told %j: the newest", async (question, [older, newer], said, replaced) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(newer!, "relationship", "2026-12-02"), storedMemory(older!, "relationship", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toContain(replaced);
  });
});

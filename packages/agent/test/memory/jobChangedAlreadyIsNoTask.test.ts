import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A job changed, told with "já", "already" or "I've" ("já mudei de empresa para a Farfetch", "I've switched companies
// to Farfetch") is where one works now, kept as "mudei de emprego para a Farfetch" is; not a task said done, unless an
// open task names it; so is the workplace told after it ("troquei de emprego, agora trabalho na Farfetch"). The reply
// tells it back with the verb of "você", spelt right ("troquei" → "trocou").

const now = new Date("2025-03-12T15:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a job changed, told as done", () => {
  it.each([
    ["já mudei de empresa para a Farfetch", "Anotado: Já mudou de empresa para a Farfetch."],
    ["já troquei de emprego pra Farfetch", "Anotado: Já trocou de emprego pra Farfetch."],
    ["troquei de empresa para a Farfetch", "Anotado: Trocou de empresa para a Farfetch."],
    ["I've switched companies to Farfetch", "Noted: You've switched companies to Farfetch."],
    ["I have already changed jobs to Farfetch", "Noted: You have already changed jobs to Farfetch."],
  ])("%j is kept as where one works", async (text, reply) => {
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["troquei de emprego, agora trabalho na Farfetch", "Farfetch"],
    ["I switched jobs, now I work at Farfetch", "Farfetch"],
  ])("%j, the job changed and then where, is kept as where one works", async (text, employer) => {
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toMatch(/^(?:Noted|Anotado)/);
    expect(answer.text).toContain(employer);
  });

  it("a Portuguese past with 'qu' is said back with 'c'", async () => {
    expect((await ask("Marquei consulta no dentista para sexta às 10h")).text).toMatch(/^Anotado: Marcou consulta/);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A plain yes to a reminder offer is answered in the language of the yes, not of the offer: the person switched.

const now = new Date("2026-11-30T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const replyTo = async (task: string, offer: string, yes: string) =>
  (await turn([{ role: "user", content: task }, { role: "assistant", content: offer }, { role: "user", content: yes }])).text;

describe("a yes to a reminder offer made in the other language", () => {
  it.each([
    ["Preciso de ligar ao banco.", "Anotado: Precisa de ligar ao banco. Quer um lembrete para ligar ao banco?", "yes", "Done, I'll remind you: Ligar ao banco (tomorrow)."],
    ["Preciso de ligar ao banco.", "Anotado: Precisa de ligar ao banco. Quer um lembrete para ligar ao banco?", "yeah, please", "Done, I'll remind you: Ligar ao banco (tomorrow)."],
    ["I need to call the bank.", "Noted: You need to call the bank. Shall I remind you to call the bank?", "sim", "Combinado, vou lembrar: Call the bank (amanhã)."],
    ["I need to call the bank.", "Noted: You need to call the bank. Shall I remind you to call the bank?", "claro", "Combinado, vou lembrar: Call the bank (amanhã)."],
  ])("%s / %s → %s", async (task, offer, yes, answer) => {
    expect(await replyTo(task, offer, yes)).toBe(answer);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "June 2027", "junho de 2027": a month with no day is kept as that month, never as its first day; a month with no year
// is the next one for what is ahead ("remind me in May" in November is next May), the last one for what happened; and a
// reminder for a month is listed by the month. What is still ahead is listed apart under "what do you know about me?".

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const kept = (text: string) => extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.occurredPrecision]);

describe("a month with no day", () => {
  it.each([
    ["remind me to renew my passport in June 2027", "I need to renew my passport (June 2027)"],
    ["lembre-me de renovar o passaporte em junho de 2027", "Preciso de renovar o passaporte (junho de 2027)"],
    ["remind me to pay the tax in May", "I need to pay the tax (May 2027)"],
    ["preciso de pagar o IMI em maio", "Preciso de pagar o IMI (maio de 2027)"],
    ["I went to Paris in March", "I went to Paris (March 2026)"],
    ["fui a Paris em março", "Fui a Paris (março de 2026)"],
  ])("%s", (text, content) => {
    expect(kept(text)).toEqual([[content, "month"]]);
  });

  it.each([
    ["remind me to call mum on 3 June 2027", "I need to call mum (3 June 2027)"],
    ["lembre-me de ligar à mãe a 3 de junho de 2027", "Preciso de ligar à mãe (3 de junho de 2027)"],
  ])("a day said stays a day: %s", (text, content) => {
    expect(kept(text)).toEqual([[content, "day"]]);
  });
});

const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const reminder = (text: string, dueAt: string) => ({ reminderId: text, text, dueAt, status: "pending", overdue: false, recurrence: null });

describe("a reminder for a month is listed by the month", () => {
  const reminders = [reminder("Renew my passport (June 2027)", "2027-05-31T23:00:00.000Z"), reminder("Renovar o passaporte (junho de 2027)", "2027-05-31T23:00:00.000Z"), reminder("Buy milk", "2026-12-01T00:00:00.000Z")];
  it.each([
    ["what are my reminders?", "Your reminders:\n- June 2027: Renew my passport (June 2027)\n- June 2027: Renovar o passaporte (junho de 2027)\n- 2026-12-01: Buy milk"],
    ["quais são os meus lembretes?", "Os seus lembretes:\n- junho de 2027: Renew my passport (June 2027)\n- junho de 2027: Renovar o passaporte (junho de 2027)\n- 2026-12-01: Buy milk"],
  ])("%s", async (question, answer) => {
    expect(await answerWith(question, { list_reminders: { reminders }, search_memories: { memories: [] } })).toBe(answer);
  });
});

describe("what is still ahead, apart from what was told", () => {
  const memories = [
    { content: "I work as a nurse", date: "2026-11-20", dated: false, type: "fact", current: true },
    { content: "I need to renew my passport (June 2027)", date: "2027-06-01", dated: true, type: "task", current: true },
    { content: "I went to Paris (March 2026)", date: "2026-03-01", dated: true, type: "event", current: true },
    { content: "I have a dentist appointment", date: "2026-12-03", dated: true, type: "appointment", current: true },
  ];
  it.each([
    [
      "what do you know about me?",
      "What I remember about you:\n- 2026-11-20: You work as a nurse\n- 2026-03-01: You went to Paris (March 2026)\n\nStill ahead:\n- 2026-12-03: You have a dentist appointment\n- You need to renew your passport (June 2027)",
    ],
    [
      "o que sabes sobre mim?",
      "O que sei:\n- 2026-11-20: «I work as a nurse»\n- 2026-03-01: «I went to Paris (March 2026)»\n\nAinda por vir:\n- 2026-12-03: «I have a dentist appointment»\n- «I need to renew my passport (June 2027)»",
    ],
  ])("%s", async (question, answer) => {
    expect(await answerWith(question, { search_memories: { memories }, list_reminders: { reminders: [] } })).toBe(answer);
  });
});

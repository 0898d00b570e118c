import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The words that only ask when ("what date", "at what time", "em que data", "a que horas") are no subject to search:
// "date" is not a date with someone, nor "data" a file's data.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("the words that only ask when", () => {
  it.each([
    ["what date did I purchase my laptop?", "laptop", /\bdate\b/],
    ["on what date did I buy the fridge?", "fridge", /\bdate\b/],
    ["at what time does the gym open?", "gym", /\btime\b/],
    ["em que data comprei o portátil?", "portátil", /\bdata\b/],
    ["a que horas abre o ginásio?", "ginásio", /\bhoras\b/],
    ["qual é a data da consulta?", "consulta", /\bdata\b/],
  ])("%s searches %s, not the asking word", async (question, subject, asking) => {
    const [[, args] = []] = await callsAfter(question);
    expect(String(args?.["query"])).toContain(subject);
    expect(String(args?.["query"])).not.toMatch(asking);
    expect(JSON.stringify(args?.["related"] ?? [])).not.toMatch(/dating|romance|namoro/);
  });
});

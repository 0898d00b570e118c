import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The last time of an activity is a day it was done, not a day whose entry only names a place after it
// ("coffee next to the climbing gym") or says its word in another sense ("ran out of coffee").

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const found = (rows: ReadonlyArray<ReturnType<typeof row>>) => (name: string) => (name === "search_journal" ? { results: rows, confidence: "high" } : {});

describe("the last time of an activity", () => {
  it.each([
    [
      "when did I last go climbing?",
      [row("2026-11-20", "Went climbing with Rita at Sintra; the new route went well."), row("2026-11-26", "Had coffee next to the climbing gym with Ana.")],
      "The last time was on 2026-11-20: “Went climbing with Rita at Sintra; the new route went well.”",
    ],
    [
      "quando foi a última vez que fui escalar?",
      [row("2026-11-20", "Fui escalar com a Rita em Sintra."), row("2026-11-26", "Tomei um café com a Ana ao pé do ginásio de escalada.")],
      "A última vez foi em 2026-11-20: «Fui escalar com a Rita em Sintra.»",
    ],
    [
      "when did I last go running?",
      [row("2026-11-18", "Went for a run along the river."), row("2026-11-27", "Ran out of coffee, so the morning was slow.")],
      "The last time was on 2026-11-18: “Went for a run along the river.”",
    ],
    [
      "quando foi a última vez que fui correr?",
      [row("2026-11-18", "Fui correr no parque de manhã."), row("2026-11-27", "A reunião correu bem, finalmente.")],
      "A última vez foi em 2026-11-18: «Fui correr no parque de manhã.»",
    ],
  ])("%s picks a day it was done", async (question, rows, said) => {
    expect(await answerWith(question, found(rows))).toContain(said);
  });

  it.each([
    ["when did I last go climbing?", "Had coffee at the climbing gym. Later went climbing with Rita.", "“Later went climbing with Rita.”"],
    ["quando foi a última vez que fui escalar?", "Tomei café no ginásio de escalada. Depois fui escalar com a Rita.", "«Depois fui escalar com a Rita.»"],
  ])("%s quotes the sentence where it is done", async (question, excerpt, said) => {
    expect(await answerWith(question, found([row("2026-11-26", excerpt)]))).toContain(said);
  });
});

describe("whether an activity was done", () => {
  it.each([
    [
      "did I go climbing last week?",
      [row("2026-11-27", "Had a coffee with Rita at the café next to the climbing gym."), row("2026-11-25", "Climbing session with Sofia; my arms are sore.")],
      "Climbing session with Sofia",
      "café next to",
    ],
    [
      "fui escalar na semana passada?",
      [row("2026-11-27", "Tomei um café com a Rita no café ao lado do ginásio de escalada."), row("2026-11-25", "Fui escalar com a Sofia; tenho os braços doridos.")],
      "Fui escalar com a Sofia",
      "ao lado do",
    ],
  ])("%s lists the days it was done, not a place only named as where something else was", async (question, rows, kept, dropped) => {
    const said = await answerWith(question, found(rows));
    expect(said).toContain(kept);
    expect(said).not.toContain(dropped);
  });
});

import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "Why am I so stressed?" says what comes back on the stressful days. "Why am I so tired lately?", "porque ando tão
// cansado ultimamente?" and "why am I so sad?" get the same for their own measure: what comes back on the days of less
// energy, or on the less happy days, not what goes with stress.

const now = new Date("2024-05-10T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now, timeZone: "Europe/Lisbon" });

const metrics = {
  happiness: { current: 40, previous: 50, change: -10, trend: "falling" },
  stress: { current: 60, previous: 50, change: 10, trend: "rising" },
  energy: { current: 35, previous: 45, change: -10, trend: "falling" },
};
const state = (lowEnergyFactors: string[], lowMoodFactors: string[]) => ({
  days: 30,
  from: "2024-04-11",
  to: "2024-05-10",
  entryCount: 25,
  totalEntries: 200,
  metrics,
  themes: ["work", "running"],
  stressors: ["deadline", "commute"],
  protectiveFactors: ["beach"],
  lowEnergyFactors,
  lowMoodFactors,
  todos: [],
});
const series = { metric: "energy", from: "2024-04-11", to: "2024-05-10", points: [{ date: "2024-04-20", value: 20 }], average: 38, count: 25, trend: "falling", bands: { low: 9, middle: 12, high: 4 } };
const tired = { sort: "most_tired", entries: [{ date: "2024-04-20", energy: 20, excerpt: "Up at 5 for the night shift handover, barely slept." }] };
const withFactors = (lowEnergy: string[], lowMood: string[]) => (name: string) =>
  name === "get_current_state" ? state(lowEnergy, lowMood) : name === "get_time_series" ? series : name === "get_recent_entries" ? tired : {};

describe("why the person is so tired lately", () => {
  it.each([
    ["why am I so tired lately?", "en"],
    ["why do I feel so drained lately?", "en"],
    ["why have I been feeling so exhausted lately?", "en"],
    ["porque ando tão cansado ultimamente?", "pt"],
    ["por que estou tão cansada ultimamente?", "pt"],
    ["what's been making me so tired lately?", "en"],
    ["o que me tem deixado tão cansada ultimamente?", "pt"],
  ])("%s reads what went with the tired days of the last 30 days, then the energy and its lowest days", async (question, language) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([
      ["get_current_state", { days: 30, language }],
      ["get_time_series", { metric: "energy", from: "2024-04-11", to: "2024-05-10" }],
      ["get_recent_entries", { sort: "most_tired", count: 5, after: "2024-04-11", before: "2024-05-10" }],
    ]);
  });

  it.each([
    ["why am I so tired lately?", "Days with night shift, insomnia and Helios tended to come with less energy."],
    ["why do I feel so drained?", "Days with night shift, insomnia and Helios tended to come with less energy."],
    ["porque ando tão cansado ultimamente?", "Os dias com night shift, insomnia e Helios tenderam a ter menos energia."],
    ["por que estou tão cansada?", "Os dias com night shift, insomnia e Helios tenderam a ter menos energia."],
  ])("%s opens with what came up on the days of less energy", async (question, said) => {
    const text = await answerWith(question, withFactors(["night shift", "insomnia", "Helios"], []));
    expect(text.slice(0, said.length)).toBe(said);
    expect(text).toContain("night shift handover");
    expect(text).not.toMatch(/more stressful|mais stress/);
  });

  it.each([
    ["why am I so tired lately?", "No topic stood out on your more tired days in this window."],
    ["porque ando tão cansado ultimamente?", "Nenhum tema se destacou nos dias de mais cansaço deste período."],
  ])("%s says plainly when nothing stood out on the tired days", async (question, said) => {
    const text = await answerWith(question, withFactors([], []));
    expect(text.slice(0, said.length)).toBe(said);
    expect(text).toContain("night shift handover");
  });
});

describe("why the person is so sad lately", () => {
  it.each([
    ["why am I so sad lately?", "Days with rain and loneliness tended to be less happy."],
    ["why have I been feeling so down lately?", "Days with rain and loneliness tended to be less happy."],
    ["porque ando tão triste ultimamente?", "Os dias com rain e solidão tenderam a ser menos felizes."],
    ["por que estou tão triste?", "Os dias com rain e solidão tenderam a ser menos felizes."],
  ])("%s opens with what came up on the less happy days, not on the stressful ones", async (question, said) => {
    const text = await answerWith(question, withFactors([], ["rain", "loneliness"]));
    expect(text.slice(0, said.length)).toBe(said);
  });

  it.each([
    ["why am I so sad lately?", "No topic stood out on your less happy days in this window."],
    ["porque ando tão triste?", "Nenhum tema se destacou nos dias menos felizes deste período."],
  ])("%s says plainly when nothing stood out on the less happy days", async (question, said) => {
    const text = await answerWith(question, withFactors([], []));
    expect(text.slice(0, said.length)).toBe(said);
  });
});

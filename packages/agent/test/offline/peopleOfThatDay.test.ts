import { describe, expect, it } from "vitest";
import { after, turn } from "./offlineTestModel.js";

// "who was I with that day?" after an answer that named one day (the happiest day of a month, a day's entry read) asks
// of that day, not of the month the first question was about, nor of the whole journal. Friday 10 May 2024.

const happiest = "Your happiest day last month (2024-04-01 to 2024-04-30) was 2024-04-20 (happiness 99/100): “Woke up early.”";
const happiestPt = "O dia mais feliz do mês passado (2024-04-01 a 2024-04-30) foi 2024-04-20 (felicidade 99/100): «Acordei cedo.»";

describe("who or where, of the day the last answer named", () => {
  it.each([
    ["what was my happiest day last month?", happiest, "who was I with that day?", "person"],
    ["what was my happiest day last month?", happiest, "and where did I go?", "place"],
    ["qual foi o dia mais feliz do mês passado?", happiestPt, "com quem estive nesse dia?", "person"],
    ["qual foi o dia mais feliz do mês passado?", happiestPt, "onde estive?", "place"],
  ])("%s then %s", async (question, answer, next, kind) => {
    const { calls } = await after(question, answer, next);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("rank_names");
    expect(calls[0]!.args).toMatchObject({ kind, from: "2024-04-20", to: "2024-04-20" });
  });

  it.each([
    ["what did I do that day?", "where was I?"],
    ["o que fiz nesse dia?", "onde estive?"],
  ])("after %s, %s asks of the day read", async (thatDay, where) => {
    const { calls } = await turn([
      { role: "user", content: "what was my happiest day last month?" },
      { role: "assistant", content: happiest },
      { role: "user", content: thatDay },
      { role: "assistant", content: "On 2024-04-20 you wrote one entry. What you did: “Went to Sintra with Tom.”" },
      { role: "user", content: where },
    ]);
    expect(calls[0]!.args).toMatchObject({ kind: "place", from: "2024-04-20", to: "2024-04-20" });
  });

  it.each(["what did I do last month?", "o que fiz no mês passado?"])("after %s, who was I with? still asks of the month", async (question) => {
    const { calls } = await after(question, "In April 2024 (2024-04-01 to 2024-04-30) you wrote 20 entries; on 2024-04-20 you went to Sintra.", question.startsWith("o") ? "com quem estive?" : "who was I with?");
    expect(calls[0]!.args).toMatchObject({ kind: "person", from: "2024-04-01", to: "2024-04-30" });
  });
});

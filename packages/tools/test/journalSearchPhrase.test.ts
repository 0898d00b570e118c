import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { countMentions, searchJournal } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

// Phrasal verbs: "break up" is not a coffee break, "work out" is not work, "acabar com" alguém is not finishing a task.
const entries = [
  { date: "2024-01-05", content: "Coffee break at the office, then a long meeting." },
  { date: "2024-01-12", content: "Camila and I broke up tonight. I feel empty." },
  { date: "2024-01-20", content: "Worked late on the report. Work is endless." },
  { date: "2024-01-22", content: "Worked out at the gym before dinner, legs day." },
  { date: "2024-02-03", content: "Acabei o relatório do trabalho cedo." },
  { date: "2024-02-10", content: "Acabei com o Pedro. Foi difícil mas foi melhor assim." },
];

describe("a query asked as a phrase", () => {
  it("finds only the entries that hold its words together, short function words too", async () => {
    const { breakUp, workOut, acabarCom, apart } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        return {
          breakUp: yield* searchJournal.run({ query: "break up", near: true }, context),
          workOut: yield* searchJournal.run({ query: "work out", near: true }, context),
          acabarCom: yield* searchJournal.run({ query: "acabar com", related: [["acabar", "acabei", "acabou", "acabamos"]], near: true }, context),
          apart: yield* searchJournal.run({ query: "break up" }, context),
        };
      }),
    );
    expect(breakUp.data.results.map((result) => result.date)).toEqual(["2024-01-12"]);
    expect(workOut.data.results.map((result) => result.date)).toEqual(["2024-01-22"]);
    expect(acabarCom.data.results.map((result) => result.date)).toEqual(["2024-02-10"]);
    // Without near, "up" carries no topic and a coffee break is found too.
    expect(apart.data.results.map((result) => result.date)).toContain("2024-01-05");
  });

  it("counts only the entries that hold the phrase, by the same rule", async () => {
    const { breakUp, workOut, acabarCom } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal(entries);
        const context = contextFor(userId, "2024-03-01T12:00:00Z");
        return {
          breakUp: yield* countMentions.run({ query: "break up", near: true }, context),
          workOut: yield* countMentions.run({ query: "work out", near: true }, context),
          acabarCom: yield* countMentions.run({ query: "acabar com", related: [["acabar", "acabei", "acabou", "acabamos"]], near: true }, context),
        };
      }),
    );
    expect(breakUp.data).toMatchObject({ mentions: 1, lastDate: "2024-01-12" });
    expect(workOut.data).toMatchObject({ mentions: 1, lastDate: "2024-01-22" });
    expect(acabarCom.data).toMatchObject({ mentions: 1, lastDate: "2024-02-10" });
  });
});

import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// Brazil writes the question's "why" as two words, "por que": "por que estou tão estressado?" listed the most stressful
// days of all time, where "porque ando tão stressado?" says what goes with the stress.

describe("why, asked in Brazil's spelling", () => {
  it.each([
    ["por que estou tão estressado?", "porque estou tão estressado?"],
    ["por que ando tão cansada?", "porque ando tão cansada?"],
    ["Mas por que estou tão triste?", "Mas porque estou tão triste?"],
    ["Então por quê ando tão stressado?", "Então porque ando tão stressado?"],
  ])("%s is planned as %s", async (brazil, portugal) => {
    const [asked, written] = await Promise.all([plan(brazil), plan(portugal)]);
    const named = (calls: typeof asked.calls) => calls.map((call) => [call.name, call.args]);
    expect(named(asked.calls)).toEqual(named(written.calls));
    expect(asked.calls.length).toBeGreaterThan(0);
  });
});

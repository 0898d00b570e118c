import { expect } from "vitest";
import type { GoldenQuestion } from "./goldenQuestions.js";
import type { GoldenRun, GoldenWorld } from "./goldenWorld.js";

const datePattern = /\b\d{4}-\d{2}-\d{2}\b/g;
const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/**
 * The checks every answer must pass: every tool call succeeded; every entry
 * id the tools returned exists; every date the answer cites is a day with an
 * entry or a date the tools were asked about or returned; a question about
 * something never written gets a plain "nothing found" and cites no date.
 */
export const expectGrounded = (question: GoldenQuestion, run: GoldenRun, world: GoldenWorld) => {
  expect(run.results.length).toBeGreaterThan(0);
  for (const result of run.results) expect(result.success).toBe(true);
  const ids = new Set(world.entries.map((entry) => entry.id as string));
  for (const id of JSON.stringify(run.results).match(uuidPattern) ?? []) expect(ids.has(id)).toBe(true);
  const known = new Set([
    ...world.entries.map((entry) => entry.date as string),
    ...(JSON.stringify(run.calls).match(datePattern) ?? []),
    ...(JSON.stringify(run.results).match(datePattern) ?? []),
  ]);
  for (const date of run.answer.match(datePattern) ?? []) expect(known.has(date), `${date} in "${question.question}"`).toBe(true);
  expect(run.answer.trim()).not.toBe("");
  if (question.kind === "absent") {
    expect(run.answer).toMatch(/nothing|found no|não encontrei|nada/i);
    expect(run.answer.match(datePattern)).toBeNull();
  }
};

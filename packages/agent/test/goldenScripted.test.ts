import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OpenAiChatModel from "../src/models/openai/OpenAiChatModel.js";
import type { GoldenQuestion } from "./golden-support/goldenQuestions.js";
import { goldenQuestions } from "./golden-support/goldenQuestions.js";
import type { GoldenWorld } from "./golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "./golden-support/goldenWorld.js";
import { expectGrounded } from "./golden-support/grounding.js";
import type { FakeOpenAi, Fixture, RecordedRequest } from "./support/fakeOpenAi.js";
import { chunk, startFakeOpenAi } from "./support/fakeOpenAi.js";

let world: GoldenWorld;
let provider: FakeOpenAi;
beforeAll(async () => {
  [world, provider] = await Promise.all([buildGoldenWorld(), startFakeOpenAi()]);
}, 120_000);
afterAll(async () => {
  await provider.close();
  await world?.close();
});

/** The scripted model's first turn: the question's tool call, its arguments split over several chunks. */
const toolCallTurn = (question: GoldenQuestion): Fixture => {
  const text = JSON.stringify(question.call.args);
  const third = Math.ceil(text.length / 3);
  return {
    kind: "sse",
    events: [
      chunk({ role: "assistant", tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: question.call.name, arguments: "" } }] }),
      ...[0, 1, 2].map((part) => chunk({ tool_calls: [{ index: 0, function: { arguments: text.slice(part * third, (part + 1) * third) } }] })),
      chunk({}, "tool_calls"),
    ],
  };
};

const isEmpty = (data: Record<string, unknown>): boolean =>
  data["confidence"] === "none" ||
  (Array.isArray(data["entries"]) && data["entries"].length === 0) ||
  data["summary"] === null ||
  data["count"] === 0;

/** The scripted model's second turn: an answer built only from the tool result it was sent. */
const answerTurn = (request: RecordedRequest): Fixture => {
  const messages = request.body["messages"] as Array<{ role: string; content: string }>;
  const tool = messages.filter((message) => message.role === "tool").at(-1)!;
  const result = JSON.parse(tool.content) as { success: boolean; data: Record<string, unknown> };
  const dates = [...new Set(JSON.stringify(result.data).match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [])].slice(0, 8);
  const text =
    !result.success || isEmpty(result.data)
      ? "I found nothing in your journal about that."
      : `From your journal (${dates.join(", ") || "no dates"}): here is what the entries say.`;
  const pieces = text.match(/.{1,12}/g) ?? [text];
  return { kind: "sse", events: [...pieces.map((piece) => chunk({ content: piece })), chunk({}, "stop")] };
};

describe("golden questions with a scripted model over the OpenAI wire format", () => {
  it.each(goldenQuestions.map((question) => [question.question, question] as const))("%s", async (_text, question) => {
    provider.enqueue(toolCallTurn(question), answerTurn);
    const model = OpenAiChatModel.make({ apiKey: "test-key", baseURL: provider.baseURL, model: "gpt-4.1-mini" });
    const run = await ask(world, model, question.question);
    expect(run.calls).toEqual([{ name: question.call.name, arguments: question.call.args }]);
    const sent = provider.requests.at(-2)!.body as { tools: Array<{ function: { name: string } }> };
    expect(sent.tools.map((tool) => tool.function.name)).toContain(question.call.name);
    question.check(run, world);
    expectGrounded(question, run, world);
  });
});

import type { UserId } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import type { ToolCallOutcome } from "@lifeos/tools";
import { defineTool, toolResultCharBudget, ToolRegistry } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { defaultKernelOptions, runKernel, toolResultContent } from "../src/index.js";

const meta = { count: 5000, originalCount: 5000, returnedCount: 5000, truncated: false, scope: { from: "2010-01-01" }, durationMs: 3 };
const outcome = (data: unknown): ToolCallOutcome => ({ toolCallId: "call_1", name: "series", success: true, data, meta });
const points = Array.from({ length: 5000 }, (_, index) => ({ date: `day-${index}`, value: (index * 1.25).toFixed(2), note: "a steady day" }));

describe("a tool result handed back to the model", () => {
  it("is the whole result when it fits", () => {
    const small = outcome({ points: points.slice(0, 3) });
    expect(JSON.parse(toolResultContent(small))).toEqual({ success: true, data: { points: points.slice(0, 3) }, meta });
  });

  it("stays valid JSON within the budget when a list is far too long, keeping its first items and saying so", () => {
    const text = toolResultContent(outcome({ baseCurrency: "EUR", points, total: "12.00" }));
    expect(text.length).toBeLessThanOrEqual(toolResultCharBudget);
    const body = JSON.parse(text) as { data: { baseCurrency: string; points: typeof points; total: string }; meta: typeof meta; truncated: { lists: Array<{ path: string; kept: number; of: number }>; note: string } };
    expect(body.data.baseCurrency).toBe("EUR");
    expect(body.data.total).toBe("12.00");
    expect(body.meta.truncated).toBe(true);
    const kept = body.data.points.length;
    expect(kept).toBeGreaterThan(100);
    expect(body.data.points).toEqual(points.slice(0, kept));
    expect(body.truncated.lists).toEqual([{ path: "data.points", kept, of: 5000 }]);
    expect(body.truncated.note).toContain(String(toolResultCharBudget));
    // Close to the budget: the cut keeps as much as fits, not a fraction of it.
    expect(text.length).toBeGreaterThan(toolResultCharBudget * 0.9);
  });

  it("cuts nested lists and long texts, and a failure's long message, to valid JSON", () => {
    const nested = outcome({ groups: Array.from({ length: 40 }, (_, index) => ({ name: `group ${index}`, items: points.slice(0, 200) })), summary: "é".repeat(30_000) });
    for (const item of [nested, outcome({ text: "\u0001\"\\".repeat(20_000) }), { toolCallId: "call_1", name: "series", success: false, data: null, meta: null, error: { code: "TOOL_EXECUTION_FAILED", message: "x".repeat(50_000) } } as ToolCallOutcome]) {
      const text = toolResultContent(item);
      expect(text.length).toBeLessThanOrEqual(toolResultCharBudget);
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(text).toContain('"truncated"');
    }
  });

  it("is what the kernel sends the model after a tool returns a huge result", async () => {
    const huge = defineTool({
      name: "huge",
      description: "Returns far more than fits",
      parameters: Schema.Struct({}),
      output: Schema.Struct({ points: Schema.Array(Schema.Struct({ date: Schema.String, value: Schema.String, note: Schema.String })) }),
      readOnly: true,
      maxResults: 10_000,
      run: () => Effect.succeed({ data: { points }, meta }),
    });
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.toolTurn(["huge", {}]), ScriptedLanguageModel.textTurn("done")]);
    const context = { userId: "0190a000-0000-7000-8000-0000000000aa" as UserId, threadId: null, timeZone: "UTC", now: new Date("2024-05-10T10:00:00Z") };
    await Effect.runPromise(runKernel(model.service, ToolRegistry.make([huge]), { history: [{ role: "user", content: "go" }], allowlist: ["huge"], context, options: defaultKernelOptions }, () => Effect.void));
    const reply = model.requests[1]!.messages.find((message) => message.role === "tool");
    expect(reply?.role).toBe("tool");
    const content = reply!.role === "tool" ? reply!.content : "";
    expect(content.length).toBeLessThanOrEqual(toolResultCharBudget);
    const body = JSON.parse(content) as { success: boolean; data: { points: unknown[] }; truncated: { lists: Array<{ path: string; of: number }> } };
    expect(body.success).toBe(true);
    expect(body.data.points.length).toBeGreaterThan(0);
    expect(body.truncated.lists[0]).toMatchObject({ path: "data.points", of: 5000 });
  });
});

import type { ThreadId, UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { defineTool, ToolRegistry } from "../src/index.js";

const context = { userId: "0190a000-0000-7000-8000-000000000001" as UserId, threadId: null as ThreadId | null, timeZone: "UTC", now: new Date(0) };
const rows = defineTool({
  name: "rows",
  description: "Returns n rows",
  parameters: Schema.Struct({
    n: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })),
    range: Schema.optional(Schema.Struct({ from: Schema.String, to: Schema.optional(Schema.String) })),
  }),
  output: Schema.Struct({ rows: Schema.Array(Schema.Int), label: Schema.String }),
  readOnly: true,
  maxResults: 3,
  run: ({ n }) =>
    Effect.succeed({
      data: { rows: Array.from({ length: n }, (_, index) => index), label: "x" },
      meta: { count: n, originalCount: n, returnedCount: n, truncated: false, scope: { n } },
    }),
});
const failing = defineTool({
  name: "failing",
  description: "Fails",
  parameters: Schema.Struct({}),
  output: Schema.Struct({}),
  readOnly: false,
  maxResults: 1,
  run: () => Effect.fail(new Error("secret")),
});
/** Returns a date, and a count its output schema does not allow when `broken`. */
const dated = defineTool({
  name: "dated",
  description: "Returns a date",
  parameters: Schema.Struct({ broken: Schema.Boolean }),
  output: Schema.Struct({ at: Schema.Date, count: Schema.Int }),
  readOnly: false,
  maxResults: 1,
  run: ({ broken }) =>
    Effect.succeed({
      data: { at: new Date("2024-05-01T10:00:00.000Z"), count: broken ? 1.5 : 2 },
      meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: {} },
    }),
});
const registry = ToolRegistry.make([rows, failing, dated]);
const execute = (name: string, args: string, allowlist = registry.defaultAllowlist) =>
  Effect.runPromise(registry.execute({ id: "c", name, arguments: args }, { allowlist, context }));

describe("ToolRegistry", () => {
  it("publishes strict JSON Schema: all properties required, optional ones nullable, no additional properties", () => {
    const [spec] = registry.specs(["rows"]);
    expect(spec!.parameters).toEqual({
      type: "object",
      properties: {
        n: { type: "integer", minimum: 1, maximum: 100 },
        range: {
          anyOf: [
            {
              type: "object",
              properties: { from: { type: "string" }, to: { anyOf: [{ type: "string" }, { type: "null" }] } },
              required: ["from", "to"],
              additionalProperties: false,
            },
            { type: "null" },
          ],
        },
      },
      required: ["n", "range"],
      additionalProperties: false,
    });
  });

  it("defaults the allowlist to read-only tools and enforces it in the backend", async () => {
    expect(registry.defaultAllowlist).toEqual(["rows"]);
    expect(await execute("failing", "{}")).toMatchObject({ success: false, error: { code: "TOOL_NOT_ALLOWED" } });
    expect(await Effect.runPromise(Effect.flip(registry.resolveAllowlist(["rows", "ghost"])))).toMatchObject({ code: "TOOL_NOT_ALLOWED", tool: "ghost" });
  });

  it("bounds outputs to maxResults and reports it in meta", async () => {
    const outcome = await execute("rows", '{"n":10,"range":null}');
    expect(outcome.success).toBe(true);
    expect(outcome.data).toEqual({ rows: [0, 1, 2], label: "x" });
    expect(outcome.meta).toMatchObject({ truncated: true, originalCount: 10, returnedCount: 3, count: 3, scope: { n: 10 } });
    expect(typeof outcome.meta!.durationMs).toBe("number");
  });

  it("explains invalid arguments so the model can fix them", async () => {
    const outcome = await execute("rows", '{"n":0}');
    expect(outcome).toMatchObject({ success: false, error: { code: "INVALID_INPUT" } });
    expect(outcome.error!.message).toMatch(/Invalid arguments for rows: .*between 1 and 100/s);
    expect((await execute("rows", "{oops")).error!.message).toContain("not valid JSON");
    expect((await execute("nope", "{}")).error!.message).toContain("Available tools: rows");
  });

  it("turns a failing tool into success: false without leaking its error text", async () => {
    const outcome = await execute("failing", "{}", ["failing"]);
    expect(outcome).toMatchObject({ success: false, error: { code: "TOOL_EXECUTION_FAILED" } });
    expect(outcome.error!.message).not.toContain("secret");
  });

  it("encodes a result's data through the tool's output schema", async () => {
    const outcome = await execute("dated", JSON.stringify({ broken: false }), ["dated"]);
    expect(outcome).toMatchObject({ success: true, data: { at: "2024-05-01T10:00:00.000Z", count: 2 } });
  });

  it("fails a call whose data its output schema rejects, without sending that data", async () => {
    const outcome = await execute("dated", JSON.stringify({ broken: true }), ["dated"]);
    expect(outcome).toMatchObject({ success: false, data: null, error: { code: "TOOL_EXECUTION_FAILED" } });
  });
});

import { Schema } from "effect";
import { expect } from "vitest";
import type { AnyTool } from "../src/index.js";

/**
 * Checks data a tool really returned against its output schema, strictly: it
 * encodes with no property left undeclared, travels as JSON, and decodes
 * back to the same value (so a client reading it through the schema loses nothing).
 */
export const expectMatchesOutput = (tool: Pick<AnyTool, "name" | "output">, data: unknown): void => {
  const codec = Schema.toCodecJson(tool.output);
  const encoded = Schema.encodeUnknownSync(codec)(data, { onExcessProperty: "error" });
  const decoded = Schema.decodeUnknownSync(codec)(JSON.parse(JSON.stringify(encoded)), { onExcessProperty: "error" });
  expect(decoded, tool.name).toEqual(data);
};

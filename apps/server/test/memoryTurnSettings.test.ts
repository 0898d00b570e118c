import { describe, expect, it } from "vitest";
import { memoryTurnSettings } from "../src/memory/memoryTurnSettings.js";

describe("memoryTurnSettings", () => {
  it("keeps the hook's default wait when unset, and takes a wait of 0 or more milliseconds", () => {
    expect(memoryTurnSettings({})).toEqual({});
    expect(memoryTurnSettings({ LIFEOS_MEMORY_EXTRACTION_WAIT_MS: " " })).toEqual({});
    expect(memoryTurnSettings({ LIFEOS_MEMORY_EXTRACTION_WAIT_MS: "0" })).toEqual({ extractionWaitMs: 0 });
    expect(memoryTurnSettings({ LIFEOS_MEMORY_EXTRACTION_WAIT_MS: "2500" })).toEqual({ extractionWaitMs: 2500 });
  });

  it("stops the server at start on a malformed wait", () => {
    for (const value of ["-1", "1.5", "soon"]) expect(() => memoryTurnSettings({ LIFEOS_MEMORY_EXTRACTION_WAIT_MS: value })).toThrow(/LIFEOS_MEMORY_EXTRACTION_WAIT_MS/);
  });
});

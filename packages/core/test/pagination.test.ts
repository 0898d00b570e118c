import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, pageFrom } from "../src/index.js";

describe("cursor encoding", () => {
  it("round-trips sort keys including unicode and null", async () => {
    const values = [true, "2024-03-05T10:00:00.000Z", "çãé✓", null, 42];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await Effect.runPromise(decodeCursor(cursor, 5))).toEqual(values);
  });

  it("rejects malformed cursors with InvalidInput", async () => {
    for (const bad of ["not base64 at all!", encodeCursor([1, 2]), Buffer.from("{}").toString("base64url")]) {
      const error = await Effect.runPromise(Effect.flip(decodeCursor(bad, 3)));
      expect(error._tag).toBe("InvalidInput");
      expect(error.code).toBe("INVALID_INPUT");
    }
  });

  it("pageFrom uses the extra row only to tell that more pages exist", () => {
    const rows = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const page = pageFrom(rows, 2, (row) => [row.id]);
    expect(page.items).toEqual([{ id: "a" }, { id: "b" }]);
    expect(page.nextCursor).toBe(encodeCursor(["b"]));
    expect(pageFrom(rows, 3, (row) => [row.id]).nextCursor).toBeNull();
  });
});

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

describe("decodeCursor by key kinds", () => {
  const encoded = (values: ReadonlyArray<unknown>) => Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
  const kinds = ["boolean", "timestamp", "uuid"] as const;
  const id = "01a2225f-7555-73ff-a5b1-b8f4fbede23e";

  it("accepts a cursor whose values fit their keys", async () => {
    expect(await Effect.runPromise(decodeCursor(encoded([true, 1_700_000_000_000, id]), kinds))).toEqual([true, 1_700_000_000_000, id]);
    expect(await Effect.runPromise(decodeCursor(encoded(["2024-02-29", "source", 3, id]), ["date", "text", "integer", "uuid"]))).toHaveLength(4);
  });

  it("refuses values of the wrong kind with INVALID_INPUT on the cursor", async () => {
    const crafted = [
      "W3RydWUsICJub3RhdGltZSIsICJ4Il0",
      encoded([true, 1.5, id]),
      encoded([true, 8.7e15, id]),
      encoded(["true", 1, id]),
      encoded([true, 1, "not-a-uuid"]),
      "W3RydWUsIDEsICJ4Il0=",
    ];
    for (const cursor of crafted) {
      expect(await Effect.runPromise(Effect.flip(decodeCursor(cursor, kinds)))).toMatchObject({ code: "INVALID_INPUT", field: "cursor" });
    }
    for (const values of [["2023-02-29", "s", 1, id], ["0000-01-01", "s", 1, id], ["2024-01-01", "\u0000", 1, id], ["2024-01-01", "s", 2 ** 31, id]]) {
      expect(await Effect.runPromise(Effect.flip(decodeCursor(encoded(values), ["date", "text", "integer", "uuid"])))).toMatchObject({ code: "INVALID_INPUT" });
    }
  });
});

import { createHash } from "node:crypto";
import { DocumentRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { listDocuments } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

describe("list_documents in either order", () => {
  it("lists the newest first by default, and the first added first when asked, past the newest pages", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Reader", timeZone: "UTC" });
        const documents = yield* DocumentRepository;
        for (let number = 0; number < 230; number++) {
          yield* documents.create(user.id, {
            title: `Note ${number}`,
            fileName: `note-${number}.md`,
            mimeType: "text/markdown",
            byteSize: 10,
            pageCount: null,
            contentHash: createHash("sha256").update(`note ${number}`).digest("hex"),
          });
          // Upload times a millisecond apart at least, as uploads are.
          yield* Effect.sleep("2 millis");
        }
        const context = contextFor(user.id);
        const newest = yield* listDocuments.run({ limit: 3 }, context);
        expect(newest.data.documents.map((document) => document.name)).toEqual(["note-229.md", "note-228.md", "note-227.md"]);
        const oldest = yield* listDocuments.run({ limit: 3, sort: "oldest" }, context);
        expect(oldest.data.documents.map((document) => document.name)).toEqual(["note-0.md", "note-1.md", "note-2.md"]);
        expect(oldest.meta.originalCount).toBe(230);
      }),
    );
  });
});

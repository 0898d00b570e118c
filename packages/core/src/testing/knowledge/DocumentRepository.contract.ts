import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { Document, documentSummaryChars } from "../../knowledge/document.js";
import { DocumentRepository } from "../../knowledge/DocumentRepository.js";
import { Limits } from "../../common/validation.js";
import { malformedCursors, malformedId, newDocument, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const documents = <A, E>(f: (repository: DocumentRepository["Service"]) => Effect.Effect<A, E>) => DocumentRepository.use(f);

export const documentRepositoryContract = (harness: StorageHarness): void => {
  describe("DocumentRepository", () => {
    const { run, fails } = harness;

    it("creates, reads, updates and deletes a document with exact types", async () => {
      const user = await harness.newUser();
      const created = await run(documents((repository) => repository.create(user, newDocument({ title: "Relatório anual 📄", pageCount: null }))));
      assertDecodes(Document, created);
      expect(created).toMatchObject({ userId: user, title: "Relatório anual 📄", pageCount: null, processingStatus: "queued", processingError: null, processingErrorCode: null, processingErrorParams: null, needsOcr: false, summary: null });
      expect(await run(documents((repository) => repository.get(user, created.id)))).toEqual(created);
      const updated = await run(documents((repository) => repository.update(user, created.id, { processingStatus: "failed", processingError: "bad pdf", pageCount: 9 })));
      expect(updated).toMatchObject({ processingStatus: "failed", processingError: "bad pdf", pageCount: 9, title: created.title });
      expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
      const scanned = await run(documents((repository) => repository.update(user, created.id, { processingStatus: "failed", processingError: "needs OCR", needsOcr: true })));
      expect(scanned).toMatchObject({ needsOcr: true, summary: null, processingError: "needs OCR" });
      for (const status of ["queued", "parsing", "embedding"] as const) {
        expect((await run(documents((repository) => repository.update(user, created.id, { processingStatus: status, processingError: null })))).processingStatus).toBe(status);
      }
      const summary = "Resumo: o contrato de arrendamento permite um gato. ".repeat(20).trim();
      const ready = await run(documents((repository) => repository.update(user, created.id, { processingStatus: "ready", summary, needsOcr: false })));
      assertDecodes(Document, ready);
      expect(ready).toMatchObject({ processingStatus: "ready", processingError: null, needsOcr: false, summary, pageCount: 9 });
      expect(await run(documents((repository) => repository.get(user, created.id)))).toEqual(ready);
      await run(documents((repository) => repository.delete(user, created.id)));
      await fails(documents((repository) => repository.get(user, created.id)), "NotFound", "NOT_FOUND");
    });

    it("keeps a failure's code and values beside its message, and clears them with a message that has none", async () => {
      const user = await harness.newUser();
      const created = await run(documents((repository) => repository.create(user, newDocument({ title: "Extrato" }))));
      const params = { fileName: "extrato.pdf", characters: 2_000_001, max: 2_000_000 };
      const failed = await run(
        documents((repository) =>
          repository.update(user, created.id, { processingStatus: "failed", processingError: "extrato.pdf holds too much text", processingErrorCode: "DOCUMENT_TOO_LONG", processingErrorParams: params }),
        ),
      );
      assertDecodes(Document, failed);
      expect(failed).toMatchObject({ processingError: "extrato.pdf holds too much text", processingErrorCode: "DOCUMENT_TOO_LONG", processingErrorParams: params });
      expect(await run(documents((repository) => repository.get(user, created.id)))).toEqual(failed);
      const untouched = await run(documents((repository) => repository.update(user, created.id, { title: "Extrato de março" })));
      expect(untouched).toMatchObject({ processingErrorCode: "DOCUMENT_TOO_LONG", processingErrorParams: params });
      const other = await run(documents((repository) => repository.update(user, created.id, { processingError: "provider down" })));
      expect(other).toMatchObject({ processingError: "provider down", processingErrorCode: null, processingErrorParams: null });
      await run(documents((repository) => repository.update(user, created.id, { processingError: "x.pdf is protected by a password", processingErrorCode: "DOCUMENT_ENCRYPTED", processingErrorParams: { fileName: "x.pdf" } })));
      const queued = await run(documents((repository) => repository.update(user, created.id, { processingStatus: "queued", processingError: null })));
      expect(queued).toMatchObject({ processingError: null, processingErrorCode: null, processingErrorParams: null });
    });

    it("lists newest first and walks every page once", async () => {
      const user = await harness.newUser();
      const ids = [];
      for (let index = 0; index < 5; index++) ids.push((await run(documents((repository) => repository.create(user, newDocument({ title: `Doc ${index}` }))))).id);
      const walked = await walkPages(run, (cursor) => documents((repository) => repository.list(user, { limit: 2, cursor })));
      expect(walked.items.map((document) => document.id)).toEqual([...ids].reverse());
      for (const cursor of malformedCursors) await fails(documents((repository) => repository.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
    });

    it("counts the user's documents in each processing status, and no other user's", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      expect(await run(documents((repository) => repository.countByStatus(user)))).toEqual({ queued: 0, parsing: 0, embedding: 0, ready: 0, failed: 0 });
      const created: Document[] = [];
      for (let index = 0; index < 4; index++) created.push(await run(documents((repository) => repository.create(user, newDocument({ title: `Doc ${index}` })))));
      await run(documents((repository) => repository.create(stranger, newDocument())));
      await run(documents((repository) => repository.update(user, created[0]!.id, { processingStatus: "ready" })));
      await run(documents((repository) => repository.update(user, created[1]!.id, { processingStatus: "embedding" })));
      expect(await run(documents((repository) => repository.countByStatus(user)))).toEqual({ queued: 2, parsing: 0, embedding: 1, ready: 1, failed: 0 });
      expect(await run(documents((repository) => repository.countByStatus(stranger)))).toEqual({ queued: 1, parsing: 0, embedding: 0, ready: 0, failed: 0 });
    });

    it("rejects bad input and never lets another user read, list, change or delete a document", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(documents((repository) => repository.create(owner, newDocument())));
      await fails(documents((repository) => repository.create(owner, newDocument({ title: "" }))), "InvalidInput", "INVALID_INPUT");
      await fails(documents((repository) => repository.create(owner, newDocument({ title: "t".repeat(Limits.titleChars + 1) }))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(documents((repository) => repository.create(owner, newDocument({ byteSize: -1 }))), "InvalidInput", "INVALID_INPUT");
      await fails(documents((repository) => repository.update(owner, mine.id, { processingStatus: "lost" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(documents((repository) => repository.update(owner, mine.id, { processingStatus: "pending" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(documents((repository) => repository.update(owner, mine.id, { summary: "s".repeat(documentSummaryChars + 1) })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(documents((repository) => repository.get(owner, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(documents((repository) => repository.get(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(documents((repository) => repository.delete(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(documents((repository) => repository.get(stranger, mine.id)), "NotFound", "NOT_FOUND");
      await fails(documents((repository) => repository.update(stranger, mine.id, { title: "x" })), "NotFound", "NOT_FOUND");
      await fails(documents((repository) => repository.delete(stranger, mine.id)), "NotFound", "NOT_FOUND");
      expect((await run(documents((repository) => repository.list(stranger, {})))).items).toEqual([]);
      expect(await run(documents((repository) => repository.get(owner, mine.id)))).toEqual(mine);
    });

    it("finds a user's document by content hash and by file name, never another user's", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const first = await run(documents((repository) => repository.create(owner, newDocument({ fileName: "lease.pdf", contentHash: "a".repeat(64) }))));
      const second = await run(documents((repository) => repository.create(owner, newDocument({ fileName: "lease.pdf", contentHash: "b".repeat(64) }))));
      await run(documents((repository) => repository.create(owner, newDocument({ fileName: "other.pdf", contentHash: "c".repeat(64) }))));
      const found = await run(documents((repository) => repository.findByHash(owner, "b".repeat(64))));
      expect(Option.getOrNull(found)).toEqual(second);
      expect(Option.isNone(await run(documents((repository) => repository.findByHash(owner, "d".repeat(64)))))).toBe(true);
      expect(Option.isNone(await run(documents((repository) => repository.findByHash(stranger, "a".repeat(64)))))).toBe(true);
      const named = await run(documents((repository) => repository.findByFileName(owner, "lease.pdf")));
      expect(named.map((document) => document.id)).toEqual([first.id, second.id]);
      expect(await run(documents((repository) => repository.findByFileName(stranger, "lease.pdf")))).toEqual([]);
      expect(await run(documents((repository) => repository.findByFileName(owner, "LEASE.pdf")))).toEqual([]);
    });
  });
};

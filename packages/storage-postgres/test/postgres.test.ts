import { readFileSync } from "node:fs";
import type { ChunkSource, NewChunk, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, JournalEntryRepository, MemoryRepository, ReminderRepository, UserRepository, cosineSimilarity, localDate } from "@lifeos/core";
import type { Layer } from "effect";
import { Effect, ManagedRuntime } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PostgresStorage, applyMigrations, migrationsFolder } from "../src/index.js";
import { scratchDatabase } from "./scratchDatabase.js";

const serverUrl = inject("postgresUrl");

/** A deterministic generator, so every run sees the same vectors. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe.skipIf(serverUrl === null)("PostgresStorage on PostgreSQL (backend specifics)", () => {
  let url = "";
  let drop: () => Promise<void> = async () => {};
  let admin: postgres.Sql;
  let runtime: ManagedRuntime.ManagedRuntime<StorageServices, unknown>;
  const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => runtime.runPromise(effect);

  beforeAll(async () => {
    ({ url, drop } = await scratchDatabase(serverUrl ?? ""));
    admin = postgres(url, { max: 1, onnotice: () => {} });
    runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 4, exactSearchLimit: 0 }) as Layer.Layer<StorageServices, unknown>);
    await run(Effect.void);
  });
  afterAll(async () => {
    await runtime?.dispose();
    await admin?.end({ timeout: 5 });
    await drop();
  });

  const newUser = () => run(UserRepository.use((users) => users.create({ name: "Ana" }))).then((user) => user.id);
  const newEntry = (user: UserId, content: string) =>
    run(JournalEntryRepository.use((entries) => entries.create(user, { date: localDate("2024-05-01"), content, contentHash: `${content.length}-${Math.random()}` })));
  const index = (user: UserId, source: ChunkSource, sourceId: string, chunks: ReadonlyArray<NewChunk>) =>
    run(ChunkIndex.use((chunkIndex) => chunkIndex.replace(user, source, sourceId, chunks)));
  const chunkOf = (ordinal: number, text: string, vector?: ReadonlyArray<number>, model = "test-embedder"): NewChunk => ({
    ordinal,
    text,
    startOffset: 0,
    endOffset: text.length,
    tokenCount: 5,
    date: localDate("2024-05-01"),
    embedding: vector ? { model, vector } : null,
  });

  it("creates the vector (0.8) and unaccent extensions", async () => {
    const rows = await admin<{ extname: string; extversion: string }[]>`SELECT extname, extversion FROM pg_extension ORDER BY extname`;
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(["unaccent", "vector"]));
    expect(rows.find((row) => row.extname === "vector")?.extversion).toMatch(/^0\.8\./);
  });

  it("applies migrations once: running them again changes nothing", async () => {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] };
    const before = await admin`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
    await Effect.runPromise(applyMigrations(url));
    await Effect.runPromise(Effect.all([applyMigrations(url), applyMigrations(url)], { concurrency: 2 }));
    const after = await admin`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
    expect(before[0]?.n).toBe(journal.entries.length);
    expect(after[0]?.n).toBe(journal.entries.length);
  });

  it("has an HNSW cosine index per supported embedding length, and the search query uses it", async () => {
    const indexes = await admin<{ indexname: string; indexdef: string }[]>`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'chunks' AND indexdef LIKE '%hnsw%'`;
    const definitions = new Map(indexes.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.get("chunks_embedding_384_idx")).toContain("vector_cosine_ops");
    expect(definitions.get("chunks_embedding_1536_idx")).toContain("(dims = 1536)");
    expect(definitions.get("chunks_embedding_3072_idx")).toContain("halfvec_cosine_ops");
    const user = await newUser();
    const entry = await newEntry(user, "plan");
    const random = seeded(3);
    await index(user, "journal", entry.id, Array.from({ length: 200 }, (_, ordinal) => chunkOf(ordinal, `plan ${ordinal}`, Array.from({ length: 384 }, () => random()))));
    await admin`ANALYZE chunks`;
    const probe = `[${Array.from({ length: 384 }, (_, i) => (i % 7) / 7).join(",")}]`;
    // The query shape of searchVector's index path; with sorting discouraged the
    // plan must take its order from the partial expression index.
    const plan = await admin.begin(async (tx) => {
      await tx`SET LOCAL enable_sort = off`;
      return tx.unsafe(
        `EXPLAIN SELECT id FROM chunks WHERE user_id = '${user}' AND source = 'journal' AND embedding_model = 'test-embedder' AND dims IS NOT NULL AND "chunks"."dims" = 384 ORDER BY ("embedding"::vector(384)) <=> '${probe}'::vector(384) LIMIT 30`,
      );
    });
    expect(plan.map((row) => String(row["QUERY PLAN"])).join("\n")).toContain("chunks_embedding_384_idx");
  });

  it("returns the exact top-k through the HNSW index even when other users' chunks dominate the index", async () => {
    const random = seeded(7);
    const vector = () => Array.from({ length: 384 }, () => random() - 0.5);
    const owner = await newUser();
    const crowd = await newUser();
    const crowdEntry = await newEntry(crowd, "crowd");
    await index(crowd, "journal", crowdEntry.id, Array.from({ length: 300 }, (_, ordinal) => chunkOf(ordinal, `crowd ${ordinal}`, vector())));
    const mine = Array.from({ length: 12 }, (_, ordinal) => chunkOf(ordinal, `mine ${ordinal}`, vector()));
    const entry = await newEntry(owner, "mine");
    await index(owner, "journal", entry.id, mine);
    const query = vector();
    const hits = await run(ChunkIndex.use((chunkIndex) => chunkIndex.searchVector(owner, { source: "journal", k: 10, embedding: { model: "test-embedder", vector: query } })));
    const expected = mine
      .map((chunk) => ({ text: chunk.text, score: cosineSimilarity(chunk.embedding?.vector ?? [], query) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 10);
    expect(hits.map((hit) => hit.chunk.text)).toEqual(expected.map((hit) => hit.text));
    hits.forEach((hit, position) => expect(hit.score).toBeCloseTo(expected[position]?.score ?? 0, 5));
  });

  it("ranks Portuguese and English text with stemming and folded accents", async () => {
    const user = await newUser();
    const entry = await newEntry(user, "diário");
    await index(user, "journal", entry.id, [
      chunkOf(0, "Fui correr na praia com a Joana; o coração cheio de saudade."),
      chunkOf(1, "Went running along the river after work, thinking about the children."),
      chunkOf(2, "Saudades da avó e das tardes em Coimbra, com o coração apertado."),
      chunkOf(3, "Reunião longa sobre o orçamento do projeto."),
    ]);
    const search = (query: string) =>
      run(ChunkIndex.use((chunkIndex) => chunkIndex.searchKeyword(user, { source: "journal", query, k: 10 }))).then((hits) =>
        hits.map((hit) => ({ ordinal: hit.chunk.ordinal, score: hit.score })),
      );
    // Without a function word: core's terms keep them ("do" would also find chunk 3).
    const portuguese = await search("saudades coracao");
    expect(portuguese.map((hit) => hit.ordinal).sort()).toEqual([0, 2]);
    expect(portuguese.every((hit) => hit.score > 0)).toBe(true);
    expect((await search("orcamento")).map((hit) => hit.ordinal)).toEqual([3]);
    expect((await search("REUNIÃO")).map((hit) => hit.ordinal)).toEqual([3]);
    const english = await search("runs rivers");
    expect(english.map((hit) => hit.ordinal)).toEqual([1]);
    const mixed = await search("running river children saudade");
    expect(mixed[0]?.ordinal).toBe(1);
    expect(mixed[0]?.score).toBeGreaterThan(mixed[1]?.score ?? 0);
    expect(await search(`"unbalanced ( quote :* & | ! <->`)).toEqual([]);
  });

  it("a reminder change whose memory ending fails leaves both the reminder and the memory as they were", async () => {
    const user = await newUser();
    const task = await run(MemoryRepository.use((memories) => memories.create(user, { content: "Tenho de renovar o passaporte", type: "task", context: "personal", importance: 6 })));
    const reminder = await run(ReminderRepository.use((reminders) => reminders.create(user, { text: "Renovar o passaporte", dueAt: new Date("2025-07-06T09:00:00Z"), memoryId: task.id })));
    // The memory's end is refused by the database itself, after the reminder's own row was written.
    await admin.unsafe("CREATE FUNCTION refuse_memory_end() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$");
    await admin.unsafe(`CREATE TRIGGER refuse_memory_end BEFORE UPDATE OF valid_to ON memories FOR EACH ROW WHEN (OLD.id = '${task.id}') EXECUTE FUNCTION refuse_memory_end()`);
    try {
      const endings = { memoryIds: [task.id], at: new Date("2025-07-06T10:00:00Z") };
      const failure = await run(Effect.flip(ReminderRepository.use((reminders) => reminders.update(user, reminder.id, { status: "dismissed" }, endings))));
      expect(failure._tag).not.toBe("NotFound");
      expect(await run(ReminderRepository.use((reminders) => reminders.get(user, reminder.id)))).toEqual(reminder);
      expect(await run(MemoryRepository.use((memories) => memories.get(user, task.id)))).toEqual(task);
    } finally {
      await admin.unsafe("DROP TRIGGER refuse_memory_end ON memories; DROP FUNCTION refuse_memory_end()");
    }
  });

  it("a repeating reminder's completion whose next occurrence is refused leaves the reminder pending and no new row", async () => {
    const user = await newUser();
    const reminder = await run(
      ReminderRepository.use((reminders) => reminders.create(user, { text: "Regar as plantas", dueAt: new Date("2025-07-06T09:00:00Z"), recurrence: { every: 1, unit: "week" } })),
    );
    // The next occurrence is refused by the database itself, after the reminder's own row was marked done.
    await admin.unsafe("CREATE FUNCTION refuse_next_occurrence() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$");
    await admin.unsafe(`CREATE TRIGGER refuse_next_occurrence BEFORE INSERT ON reminders FOR EACH ROW WHEN (NEW.user_id = '${user}') EXECUTE FUNCTION refuse_next_occurrence()`);
    try {
      const next = { text: reminder.text, dueAt: new Date("2025-07-13T09:00:00Z"), recurrence: reminder.recurrence };
      const failure = await run(Effect.flip(ReminderRepository.use((reminders) => reminders.complete(user, reminder.id, next, undefined, reminder.updatedAt))));
      expect(failure._tag).not.toBe("NotFound");
      expect(failure._tag).not.toBe("Conflict");
      expect((await run(ReminderRepository.use((reminders) => reminders.list(user, {})))).items).toEqual([reminder]);
    } finally {
      await admin.unsafe("DROP TRIGGER refuse_next_occurrence ON reminders; DROP FUNCTION refuse_next_occurrence()");
    }
  });

  it("sizes the pool from the options and closes idle connections after idleTimeout", async () => {
    const applicationConnections = async () =>
      (await admin`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lifeos' AND pid <> pg_backend_pid()`)[0]?.n as number;
    await runtime.dispose();
    const small = ManagedRuntime.make(PostgresStorage.layer({ url, max: 2, idleTimeout: 1 }) as Layer.Layer<StorageServices, unknown>);
    try {
      const user = await small.runPromise(UserRepository.use((users) => users.create({ name: "Pool" })));
      await small.runPromise(
        Effect.all(
          Array.from({ length: 20 }, () => MemoryRepository.use((memories) => memories.list(user.id, {}))),
          { concurrency: "unbounded" },
        ),
      );
      const busy = await applicationConnections();
      expect(busy).toBeGreaterThanOrEqual(1);
      expect(busy).toBeLessThanOrEqual(2);
      let idle = busy;
      for (let attempt = 0; attempt < 50 && idle > 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        idle = await applicationConnections();
      }
      expect(idle).toBe(0);
    } finally {
      await small.dispose();
      runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 4, exactSearchLimit: 0 }) as Layer.Layer<StorageServices, unknown>);
    }
  });
});

if (serverUrl === null) {
  describe.skip("PostgresStorage backend specifics (LIFEOS_TEST_DATABASE_URL is not set)", () => {
    it("runs against a real PostgreSQL server", () => {});
  });
}

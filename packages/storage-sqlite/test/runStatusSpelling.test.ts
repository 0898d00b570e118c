import Database from "better-sqlite3";
import { Effect } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import type { MessageId, RunId } from "@lifeos/core";
import { makeUuidV7, RunRepository, ThreadRepository } from "@lifeos/core";
import { createUser, runStorage } from "./runStorage.js";
import { tempDatabase } from "./tempDatabase.js";

describe("run statuses stored before the spelling was unified", () => {
  let database = tempDatabase();
  afterEach(() => {
    database.remove();
    database = tempDatabase();
  });

  it("reads a run stored as `completed` as `complete`, and writes `complete`", async () => {
    const runId = makeUuidV7() as RunId;
    const userId = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const userId = yield* createUser("Ana");
        const thread = yield* ThreadRepository.use((threads) => threads.create(userId, { title: "Old", config: { model: "offline", tools: [] } }));
        yield* RunRepository.use((runs) =>
          runs.create(userId, { id: runId, threadId: thread.id, messageId: makeUuidV7() as MessageId, model: "offline", startedAt: new Date(0) }),
        );
        return userId;
      }),
    );
    const raw = new Database(database.filename);
    const status = () => (raw.prepare("SELECT status FROM runs WHERE id = ?").get(runId) as { status: string }).status;
    raw.prepare("UPDATE runs SET status = 'completed' WHERE id = ?").run(runId);

    const read = await runStorage(database.filename, RunRepository.use((runs) => runs.get(userId, runId)));
    expect(read.status).toBe("complete");

    await runStorage(database.filename, RunRepository.use((runs) => runs.update(userId, runId, { status: "complete" })));
    expect(status()).toBe("complete");
    raw.close();
  });
});

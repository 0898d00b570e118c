import type { Entity, Memory, NewEntity, NewMemory, UserId } from "../../src/index.js";
import { makeUuidV7, newEntityRecord, newMemoryRecord } from "../../src/index.js";

export const userId = "0190f0a0-0000-7000-8000-000000000001" as UserId;

/** A stored memory built the way adapters build one, with `createdAt` = `at`. */
export const storedMemory = (input: Partial<NewMemory> & { content: string }, at = new Date("2025-01-10T10:00:00Z")): Memory =>
  newMemoryRecord({ type: "fact", context: "personal", importance: 5, ...input }, { id: makeUuidV7(), userId, now: at });

/** A stored entity, with overrides for what storage would have changed since. */
export const storedEntity = (input: NewEntity, overrides: Partial<Entity> = {}): Entity => ({
  ...newEntityRecord(input, { id: makeUuidV7(), userId, now: new Date("2025-01-01T00:00:00Z") }),
  ...overrides,
});

import { Effect, Option } from "effect";
import type { UserId } from "../common/ids.js";
import { EntityRepository } from "./EntityRepository.js";
import type { Memory } from "./memory.js";
import { MemoryRepository } from "./MemoryRepository.js";

/**
 * Deletes the memories asked to be forgotten, and whoever only they made known: "forget that I have a cat" takes "Mia is
 * my cat" and Mia with it, or "who is Mia?" would still answer "your cat". Someone another memory still names stays
 * ("Ana's birthday is on 3 March" keeps Ana when "Ana is my sister" goes).
 */
export const forgetMemories = (userId: UserId, memories: ReadonlyArray<Memory>) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    for (const memory of memories) yield* repository.delete(userId, memory.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
    const entities = yield* EntityRepository;
    const made = [...new Set(memories.filter((memory) => memory.type === "relationship").flatMap((memory) => memory.entities))];
    for (const name of made) {
      const still = yield* repository.list(userId, { entity: name, limit: 1, includeArchived: true });
      if (still.items.length > 0) continue;
      const entity = yield* entities.findByName(userId, name);
      if (Option.isSome(entity)) yield* entities.delete(userId, entity.value.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
    }
  });

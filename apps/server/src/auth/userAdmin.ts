import { ApiTokenRepository, BlobStore, UserRepository, type User, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { generateToken } from "./apiTokenSecret.js";

/** Creates a user (for hosted mode). */
export const createUser = (input: { name: string; email?: string | null; timeZone?: string }) =>
  UserRepository.use((users) => users.create(input));

/**
 * Deletes a user with everything they own: their rows (the repository's
 * cascade: threads, journal, memories, documents with their chunks, jobs,
 * tokens) and then their stored files. Files are removed after the rows, so
 * a failure in between leaves files no row points to, never a document
 * without its file; deleting again removes them.
 */
export const deleteUser = (userId: UserId) =>
  Effect.gen(function* () {
    yield* UserRepository.use((users) => users.delete(userId));
    yield* BlobStore.use((blobs) => blobs.deleteAll(userId));
  });

/**
 * Creates an API token for a user and returns its secret, which is shown
 * this once: only its SHA-256 hash is stored.
 */
export const createToken = (userId: UserId, name: string) =>
  Effect.gen(function* () {
    yield* UserRepository.use((users) => users.get(userId));
    const { secret, tokenHash, prefix } = generateToken();
    const token = yield* ApiTokenRepository.use((tokens) => tokens.create(userId, { name, tokenHash, prefix }));
    return { token, secret };
  });

/** Finds a user by id or e-mail address. */
export const findUser = (idOrEmail: string): Effect.Effect<User, unknown, UserRepository> =>
  Effect.gen(function* () {
    const users = yield* UserRepository;
    if (idOrEmail.includes("@")) {
      const found = yield* users.findByEmail(idOrEmail);
      if (found._tag === "Some") return found.value;
    }
    const all = yield* users.list(10_000);
    const match = all.find((user) => user.id === idOrEmail);
    if (!match) return yield* Effect.fail(new Error(`No user ${idOrEmail}`));
    return match;
  });

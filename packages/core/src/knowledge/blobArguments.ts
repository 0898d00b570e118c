import { Effect, Schema } from "effect";
import { InvalidInput, PayloadTooLarge } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import { BlobKey } from "./BlobStore.js";

const decodeArguments = Schema.decodeUnknownEffect(Schema.Struct({ userId: UserId, key: BlobKey }));

/**
 * The checked user and key of a blob store call: a malformed user id or key
 * (a key too long included: keys are names, not texts) fails with
 * `InvalidInput`. Every adapter validates through this before touching storage.
 */
export const blobArguments = (
  userId: unknown,
  key: unknown,
): Effect.Effect<{ readonly userId: UserId; readonly key: BlobKey }, InvalidInput> =>
  decodeArguments({ userId, key }).pipe(Effect.mapError((error) => new InvalidInput({ message: error.message })));

/** Fails with `PayloadTooLarge` when `bytes` pass `maxBytes`. */
export const checkBlobSize = (bytes: Uint8Array, maxBytes: number): Effect.Effect<void, PayloadTooLarge> =>
  bytes.byteLength > maxBytes
    ? Effect.fail(new PayloadTooLarge({ message: `A stored file may hold at most ${maxBytes} bytes`, limit: maxBytes }))
    : Effect.void;

const decodeUser = Schema.decodeUnknownEffect(UserId);

/** The checked user of a call that names no key (`deleteAll`): a malformed id fails with `InvalidInput`. */
export const blobUser = (userId: unknown): Effect.Effect<UserId, InvalidInput> =>
  decodeUser(userId).pipe(Effect.mapError((error) => new InvalidInput({ message: error.message })));

import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { ApiTokenRepository } from "../../users/ApiTokenRepository.js";
import { ApiToken } from "../../users/apiToken.js";
import { malformedId, sha256, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const tokens = <A, E>(f: (repository: ApiTokenRepository["Service"]) => Effect.Effect<A, E>) => ApiTokenRepository.use(f);
let counter = 0;
const newToken = (name = "laptop") => ({ name, tokenHash: sha256(`secret ${++counter} ${Math.random()}`), prefix: "lo_abc" });

export const apiTokenRepositoryContract = (harness: StorageHarness): void => {
  describe("ApiTokenRepository", () => {
    const { run, fails } = harness;

    it("creates, finds active tokens by hash, touches, revokes once and lists newest first", async () => {
      const user = await harness.newUser();
      const first = await run(tokens((repository) => repository.create(user, newToken("first"))));
      assertDecodes(ApiToken, first);
      expect(first).toMatchObject({ userId: user, name: "first", lastUsedAt: null, revokedAt: null });
      const second = await run(tokens((repository) => repository.create(user, newToken("second"))));
      expect(Option.getOrNull(await run(tokens((repository) => repository.findActiveByHash(first.tokenHash))))).toEqual(first);
      const usedAt = new Date("2025-02-03T04:05:06.789Z");
      await run(tokens((repository) => repository.touch(user, first.id, usedAt)));
      const revokedAt = new Date("2025-02-04T00:00:00.000Z");
      await run(tokens((repository) => repository.revoke(user, first.id, revokedAt)));
      await run(tokens((repository) => repository.revoke(user, first.id, new Date("2026-01-01T00:00:00.000Z"))));
      expect(Option.isNone(await run(tokens((repository) => repository.findActiveByHash(first.tokenHash))))).toBe(true);
      const listed = await run(tokens((repository) => repository.list(user)));
      expect(listed.map((token) => token.id)).toEqual([second.id, first.id]);
      expect(listed[1]).toMatchObject({ lastUsedAt: usedAt, revokedAt });
      expect(Option.isNone(await run(tokens((repository) => repository.findActiveByHash("no such hash"))))).toBe(true);
    });

    it("rejects bad input and never lets another user list, touch or revoke a token", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(tokens((repository) => repository.create(owner, newToken())));
      await fails(tokens((repository) => repository.create(stranger, { ...newToken(), tokenHash: mine.tokenHash })), "Conflict", "CONFLICT");
      await fails(tokens((repository) => repository.create(owner, newToken(""))), "InvalidInput", "INVALID_INPUT");
      await fails(tokens((repository) => repository.create(owner, newToken("n".repeat(201)))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(tokens((repository) => repository.revoke(owner, malformedId(), new Date())), "InvalidInput", "INVALID_INPUT");
      await fails(tokens((repository) => repository.revoke(owner, unknownId(), new Date())), "NotFound", "NOT_FOUND");
      await fails(tokens((repository) => repository.create(unknownId(), newToken())), "NotFound", "NOT_FOUND");
      await fails(tokens((repository) => repository.revoke(stranger, mine.id, new Date())), "NotFound", "NOT_FOUND");
      await fails(tokens((repository) => repository.touch(stranger, mine.id, new Date())), "NotFound", "NOT_FOUND");
      expect(await run(tokens((repository) => repository.list(stranger)))).toEqual([]);
      expect(Option.getOrNull(await run(tokens((repository) => repository.findActiveByHash(mine.tokenHash))))).toEqual(mine);
    });
  });
};

import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import { UserRepository } from "../../users/UserRepository.js";
import { User } from "../../users/user.js";
import { Limits } from "../../common/validation.js";
import { unicodeText, unknownId, malformedId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const users = <A, E>(f: (repository: UserRepository["Service"]) => Effect.Effect<A, E>) => UserRepository.use(f);

export const userRepositoryContract = (harness: StorageHarness): void => {
  describe("UserRepository", () => {
    const { run, fails } = harness;

    it("creates a user with defaults and reads it back with exact types", async () => {
      const created = await run(users((repository) => repository.create({ name: unicodeText.slice(0, 100) })));
      assertDecodes(User, created);
      expect(created).toMatchObject({ name: unicodeText.slice(0, 100), email: null, timeZone: "UTC" });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(await run(users((repository) => repository.get(created.id)))).toEqual(created);
    });

    it("finds a user by e-mail case-insensitively and refuses a duplicate address", async () => {
      const email = `Ana.${Date.now()}.${Math.random()}@Example.org`;
      const created = await run(users((repository) => repository.create({ name: "Ana", email, timeZone: "Europe/Lisbon" })));
      expect(created).toMatchObject({ email, timeZone: "Europe/Lisbon" });
      const found = await run(users((repository) => repository.findByEmail(email.toUpperCase())));
      expect(Option.getOrNull(found)?.id).toBe(created.id);
      expect(Option.isNone(await run(users((repository) => repository.findByEmail(`x${email}`))))).toBe(true);
      await fails(users((repository) => repository.create({ name: "Other", email: email.toLowerCase() })), "Conflict", "CONFLICT");
    });

    it("lists users oldest first, at most `limit`", async () => {
      const ids: UserId[] = [];
      for (let index = 0; index < 3; index++) ids.push(await harness.newUser());
      const listed = await run(users((repository) => repository.list(100_000)));
      expect(listed.map((user) => user.id).filter((id) => ids.includes(id))).toEqual(ids);
      expect(await run(users((repository) => repository.list(2)))).toHaveLength(2);
      for (const user of listed) assertDecodes(User, user);
    });

    it("updates name and time zone", async () => {
      const id = await harness.newUser();
      const updated = await run(users((repository) => repository.update(id, { name: "Renamed", timeZone: "America/Sao_Paulo" })));
      expect(updated).toMatchObject({ id, name: "Renamed", timeZone: "America/Sao_Paulo" });
      expect(await run(users((repository) => repository.get(id)))).toEqual(updated);
    });

    it("deletes a user", async () => {
      const id = await harness.newUser();
      await run(users((repository) => repository.delete(id)));
      await fails(users((repository) => repository.get(id)), "NotFound", "NOT_FOUND");
      await fails(users((repository) => repository.delete(id)), "NotFound", "NOT_FOUND");
    });

    it("rejects bad input with typed errors", async () => {
      const id = await harness.newUser();
      await fails(users((repository) => repository.get(unknownId())), "NotFound", "NOT_FOUND");
      await fails(users((repository) => repository.update(unknownId(), { name: "x" })), "NotFound", "NOT_FOUND");
      await fails(users((repository) => repository.get(malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(users((repository) => repository.create({ name: "   " })), "InvalidInput", "INVALID_INPUT");
      await fails(users((repository) => repository.create({ name: "x", timeZone: "Mars/Olympus" })), "InvalidInput", "INVALID_INPUT");
      await fails(users((repository) => repository.create({ name: "x".repeat(Limits.nameChars + 1) })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(users((repository) => repository.update(id, { name: "" })), "InvalidInput", "INVALID_INPUT");
      await fails(users((repository) => repository.list(0)), "InvalidInput", "INVALID_INPUT");
      expect((await run(users((repository) => repository.get(id)))).name).not.toBe("");
    });
  });
};

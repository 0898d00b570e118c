import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { SettingsRepository } from "../../users/SettingsRepository.js";
import { UserSettings } from "../../users/settings.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const settings = <A, E>(f: (repository: SettingsRepository["Service"]) => Effect.Effect<A, E>) => SettingsRepository.use(f);
const input = {
  provider: "openai" as const,
  baseUrl: "http://127.0.0.1:11434/v1",
  chatModel: "llama3",
  embeddingModel: null,
  apiKeyCiphertext: "v1:iv:ciphertext",
  timeZone: "Europe/Lisbon",
};

export const settingsRepositoryContract = (harness: StorageHarness): void => {
  describe("SettingsRepository", () => {
    const { run, fails } = harness;

    it("puts, replaces and reads a user's settings; another user sees none", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      expect(Option.isNone(await run(settings((repository) => repository.get(user))))).toBe(true);
      const stored = await run(settings((repository) => repository.put(user, input)));
      assertDecodes(UserSettings, stored);
      expect(stored).toMatchObject({ ...input, userId: user });
      expect(Option.getOrNull(await run(settings((repository) => repository.get(user))))).toEqual(stored);
      const replaced = await run(settings((repository) => repository.put(user, { ...input, provider: "offline", apiKeyCiphertext: null })));
      expect(Option.getOrNull(await run(settings((repository) => repository.get(user))))).toEqual(replaced);
      expect(Option.isNone(await run(settings((repository) => repository.get(stranger))))).toBe(true);
      await fails(settings((repository) => repository.put(user, { ...input, provider: "acme" as never })), "InvalidInput", "INVALID_INPUT");
      expect(Option.getOrNull(await run(settings((repository) => repository.get(user))))).toEqual(replaced);
    });

    it("removes a user's settings and no one else's; removing none is no error", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      await run(settings((repository) => repository.put(user, input)));
      const kept = await run(settings((repository) => repository.put(other, input)));
      await run(settings((repository) => repository.remove(user)));
      expect(Option.isNone(await run(settings((repository) => repository.get(user))))).toBe(true);
      expect(Option.getOrNull(await run(settings((repository) => repository.get(other))))).toEqual(kept);
      await run(settings((repository) => repository.remove(user)));
      expect(Option.isNone(await run(settings((repository) => repository.get(user))))).toBe(true);
    });
  });
};

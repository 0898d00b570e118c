import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemorySettings } from "../../memory/memorySettings.js";
import { MemorySettingsRepository } from "../../memory/MemorySettingsRepository.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const settings = <A, E>(f: (repository: MemorySettingsRepository["Service"]) => Effect.Effect<A, E>) => MemorySettingsRepository.use(f);

export const memorySettingsRepositoryContract = (harness: StorageHarness): void => {
  describe("MemorySettingsRepository", () => {
    const { run, fails } = harness;

    it("starts on with everything kept, stores changes per user, and rejects bad values", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const initial = await run(settings((repository) => repository.get(user)));
      assertDecodes(MemorySettings, initial);
      expect(initial).toMatchObject({ userId: user, enabled: true, retention: {}, importanceFloor: 8 });
      const off = await run(settings((repository) => repository.update(user, { enabled: false, retention: { work: 30, family: null } })));
      expect(off).toMatchObject({ enabled: false, retention: { work: 30, family: null }, importanceFloor: 8 });
      const floor = await run(settings((repository) => repository.update(user, { importanceFloor: 5 })));
      expect(floor).toMatchObject({ enabled: false, retention: { work: 30, family: null }, importanceFloor: 5 });
      expect(await run(settings((repository) => repository.get(user)))).toEqual(floor);
      expect((await run(settings((repository) => repository.get(other)))).enabled).toBe(true);
      await fails(settings((repository) => repository.update(user, { importanceFloor: 11 })), "InvalidInput", "INVALID_INPUT");
      await fails(settings((repository) => repository.update(user, { retention: { work: 0 } })), "InvalidInput", "INVALID_INPUT");
    });
  });
};

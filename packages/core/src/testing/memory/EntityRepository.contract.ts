import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { Entity } from "../../memory/entity.js";
import { EntityRepository } from "../../memory/EntityRepository.js";
import { malformedId, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const entities = <A, E>(f: (repository: EntityRepository["Service"]) => Effect.Effect<A, E>) => EntityRepository.use(f);

export const entityRepositoryContract = (harness: StorageHarness): void => {
  describe("EntityRepository", () => {
    const { run, fails } = harness;

    it("creates, finds by name or alias case-insensitively, updates and deletes", async () => {
      const user = await harness.newUser();
      const joao = await run(entities((repository) => repository.create(user, { name: "João", type: "person", aliases: ["Jô", "JP"] })));
      assertDecodes(Entity, joao);
      expect(joao).toMatchObject({ name: "João", type: "person", aliases: ["Jô", "JP"], relationships: [], mentionCount: 0 });
      const lisboa = await run(entities((repository) => repository.create(user, { name: "Lisboa", type: "place", relationships: [{ targetId: joao.id, kind: "home of" }] })));
      expect(lisboa.relationships).toEqual([{ targetId: joao.id, kind: "home of" }]);
      expect(Option.getOrNull(await run(entities((repository) => repository.findByName(user, "JOÃO"))))?.id).toBe(joao.id);
      expect(Option.getOrNull(await run(entities((repository) => repository.findByName(user, "jp"))))?.id).toBe(joao.id);
      expect(Option.isNone(await run(entities((repository) => repository.findByName(user, "Porto"))))).toBe(true);
      await fails(entities((repository) => repository.create(user, { name: "joão", type: "person" })), "Conflict", "CONFLICT");
      await fails(entities((repository) => repository.update(user, lisboa.id, { name: "JOÃO" })), "Conflict", "CONFLICT");
      const updated = await run(entities((repository) => repository.update(user, lisboa.id, { mentionCount: 4, aliases: ["Lisbon"] })));
      expect(updated).toMatchObject({ mentionCount: 4, aliases: ["Lisbon"], name: "Lisboa" });
      await run(entities((repository) => repository.delete(user, lisboa.id)));
      await fails(entities((repository) => repository.get(user, lisboa.id)), "NotFound", "NOT_FOUND");
    });

    it("lists by mention count descending, then name, at most `limit`", async () => {
      const user = await harness.newUser();
      for (const [name, mentions] of [["carla", 1], ["bruno", 3], ["alice", 1], ["duarte", 0]] as const) {
        const entity = await run(entities((repository) => repository.create(user, { name, type: "person" })));
        await run(entities((repository) => repository.update(user, entity.id, { mentionCount: mentions })));
      }
      const names = (await run(entities((repository) => repository.list(user)))).map((entity) => entity.name);
      expect(names).toEqual(["bruno", "alice", "carla", "duarte"]);
      expect(await run(entities((repository) => repository.list(user, 2)))).toHaveLength(2);
    });

    it("rejects bad input and never lets another user read, find, list, change or delete an entity", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(entities((repository) => repository.create(owner, { name: "Segredo", type: "project" })));
      await fails(entities((repository) => repository.create(owner, { name: " ", type: "person" })), "InvalidInput", "INVALID_INPUT");
      await fails(entities((repository) => repository.create(owner, { name: "X", type: "alien" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(entities((repository) => repository.create(owner, { name: "Y", type: "person", relationships: [{ targetId: malformedId(), kind: "x" }] })), "InvalidInput", "INVALID_INPUT");
      await fails(entities((repository) => repository.get(owner, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(entities((repository) => repository.delete(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(entities((repository) => repository.get(stranger, mine.id)), "NotFound", "NOT_FOUND");
      await fails(entities((repository) => repository.update(stranger, mine.id, { name: "x" })), "NotFound", "NOT_FOUND");
      await fails(entities((repository) => repository.delete(stranger, mine.id)), "NotFound", "NOT_FOUND");
      expect(Option.isNone(await run(entities((repository) => repository.findByName(stranger, "Segredo"))))).toBe(true);
      expect(await run(entities((repository) => repository.list(stranger)))).toEqual([]);
      const theirs = await run(entities((repository) => repository.create(stranger, { name: "Segredo", type: "project" })));
      expect(theirs.id).not.toBe(mine.id);
      expect(await run(entities((repository) => repository.get(owner, mine.id)))).toEqual(mine);
    });
  });
};

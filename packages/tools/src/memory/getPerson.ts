import type { Entity } from "@lifeos/core";
import { EntityRepository, MemoryRepository, RequiredString, resolveEntity, GetPersonOutput } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { memoryView, personView } from "./memoryViews.js";

export const GetPersonParameters = Schema.Struct({ name: RequiredString(200) });

export type GetPersonData = GetPersonOutput;

/**
 * `get_person`: someone (or a place, organisation) the user has mentioned:
 * who they are to the user, their relationships, and the newest memories
 * about them. An exact name or alias wins; otherwise a close spelling.
 */
export const getPerson = defineTool({
  name: "get_person",
  description:
    "Who someone is to the user (e.g. 'Who is Susana?', 'quem é o Rui?'): name, aliases, relationship to the user, " +
    "relationships to others, and up to 10 recent memories about them. person is null when nobody of that name is known.",
  parameters: GetPersonParameters,
  output: GetPersonOutput,
  readOnly: true,
  maxResults: 10,
  run: (params, context) =>
    Effect.gen(function* () {
      const entities = yield* EntityRepository;
      const exact = yield* entities.findByName(context.userId, params.name);
      let entity: Entity | null = Option.getOrNull(exact);
      const known = yield* entities.list(context.userId, 500);
      if (entity === null) {
        const resolved = resolveEntity({ name: params.name }, known);
        entity = resolved.kind === "exact" || resolved.kind === "fuzzy" ? resolved.entity : null;
      }
      if (entity === null) return { data: { person: null, relationships: [], memories: [] } satisfies GetPersonData, meta: listMeta(0, 0, { name: params.name }) };
      const byId = new Map(known.map((other) => [other.id as string, other.name]));
      const page = yield* (yield* MemoryRepository).list(context.userId, { entity: entity.name, limit: 10 });
      const data: GetPersonData = {
        person: personView(entity),
        relationships: entity.relationships.map((relationship) => ({ kind: relationship.kind, name: byId.get(relationship.targetId) ?? relationship.targetId })),
        memories: page.items.map((memory) => memoryView(memory, context.timeZone)),
      };
      return { data, meta: listMeta(data.memories.length, data.memories.length + (page.nextCursor === null ? 0 : 1), { name: params.name }) };
    }),
});

import type { ExtractedAppointment, ExtractedEntity, ExtractedMemory, ExtractedRelationship, ExtractedTask } from "@lifeos/core";
import { dedupeKey, nameKey } from "@lifeos/core";

/** What a message has yielded so far; interpretations add to it, `extractOffline` turns it into an `Extraction`. */
export class ExtractionDraft {
  readonly memories: ExtractedMemory[] = [];
  readonly relationships: ExtractedRelationship[] = [];
  readonly tasks: ExtractedTask[] = [];
  readonly appointments: ExtractedAppointment[] = [];
  private readonly entityByKey = new Map<string, ExtractedEntity>();

  /** Adds a memory and returns its index. A memory with the same content as one already added is not added twice. */
  addMemory(memory: ExtractedMemory): number {
    const existing = this.memories.findIndex((candidate) => dedupeKey(candidate.content) === dedupeKey(memory.content));
    if (existing >= 0) return existing;
    this.memories.push(memory);
    return this.memories.length - 1;
  }

  /** Adds an entity, or completes the one of the same name with what this mention adds (type, gender, relationship, aliases). */
  addEntity(entity: ExtractedEntity): void {
    const key = nameKey(entity.name);
    const existing = this.entityByKey.get(key);
    if (existing === undefined) {
      this.entityByKey.set(key, entity);
      return;
    }
    this.entityByKey.set(key, {
      ...existing,
      type: existing.type === "other" ? entity.type : existing.type,
      gender: existing.gender ?? entity.gender,
      relationshipToUser: existing.relationshipToUser ?? entity.relationshipToUser,
      aliases: [...new Set([...existing.aliases, ...entity.aliases])],
    });
  }

  addRelationship(relationship: ExtractedRelationship): void {
    const same = (candidate: ExtractedRelationship) =>
      nameKey(candidate.from) === nameKey(relationship.from) && candidate.kind === relationship.kind && nameKey(candidate.to) === nameKey(relationship.to);
    if (!this.relationships.some(same)) this.relationships.push(relationship);
  }

  entity(name: string): ExtractedEntity | undefined {
    return this.entityByKey.get(nameKey(name));
  }

  get entities(): ReadonlyArray<ExtractedEntity> {
    return [...this.entityByKey.values()];
  }
}

import {
  Entity,
  EntityRepository,
  Limits,
  Memory,
  MemoryRepository,
  MemorySettings,
  MemorySettingsRepository,
  MemorySummary,
  MemorySummaryRepository,
  Reminder,
  ReminderRepository,
  UserRepository,
  indexMemory,
  storeMemorySummary,
  type EntityId,
  type EntryId,
  type MemoryId,
  type MessageId,
  type ThreadId,
  type UserId,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { allPages } from "../archive/allPages.js";
import { domainArchive } from "../archive/DomainArchive.js";

/** Where a memory was learned, naming the exporting install's message or entry. */
const ArchivedSource = Schema.NullOr(
  Schema.Union([
    Schema.Struct({ kind: Schema.Literal("message"), messageId: Schema.String }),
    Schema.Struct({ kind: Schema.Literal("entry"), entryId: Schema.String }),
    Schema.Struct({ kind: Schema.Literal("manual") }),
  ]),
);

/** One record of memory's part, by `kind`, in the order an import needs them (settings, entities, memories, then what names memories). */
const MemoryRecord = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("settings"), enabled: MemorySettings.fields.enabled, retention: MemorySettings.fields.retention, importanceFloor: MemorySettings.fields.importanceFloor }),
  Schema.Struct({
    kind: Schema.Literal("entity"),
    id: Schema.String,
    name: Entity.fields.name,
    type: Entity.fields.type,
    aliases: Entity.fields.aliases,
    relationships: Schema.Array(Schema.Struct({ targetId: Schema.String, kind: Schema.String })),
    relationshipToUser: Entity.fields.relationshipToUser,
    gender: Entity.fields.gender,
    lastMentionedAt: Entity.fields.lastMentionedAt,
  }),
  Schema.Struct({
    kind: Schema.Literal("memory"),
    id: Schema.String,
    content: Memory.fields.content,
    summary: Memory.fields.summary,
    type: Memory.fields.type,
    context: Memory.fields.context,
    importance: Memory.fields.importance,
    entities: Memory.fields.entities,
    sentiment: Memory.fields.sentiment,
    sourceThreadId: Schema.NullOr(Schema.String),
    archived: Schema.Boolean,
    createdAt: Schema.Date,
    language: Memory.fields.language,
    source: ArchivedSource,
    occurredAt: Memory.fields.occurredAt,
    occurredPrecision: Memory.fields.occurredPrecision,
    validFrom: Memory.fields.validFrom,
    validTo: Memory.fields.validTo,
    supersededBy: Schema.NullOr(Schema.String),
    triple: Memory.fields.triple,
  }),
  Schema.Struct({
    kind: Schema.Literal("reminder"),
    text: Reminder.fields.text,
    dueAt: Schema.Date,
    status: Reminder.fields.status,
    sourceThreadId: Schema.NullOr(Schema.String),
    recurrence: Reminder.fields.recurrence,
    memoryId: Schema.NullOr(Schema.String),
  }),
  Schema.Struct({
    kind: Schema.Literal("summary"),
    context: MemorySummary.fields.context,
    content: MemorySummary.fields.content,
    memoryIds: Schema.Array(Schema.String),
    periodStart: Schema.Date,
    periodEnd: Schema.Date,
  }),
]);
type MemoryRecord = typeof MemoryRecord.Type;
type Of<K extends MemoryRecord["kind"]> = Extract<MemoryRecord, { kind: K }>;

/** More than anyone has: the bound of reading all entities or summaries at once. */
const everything = 1_000_000;

const allMemories = (userId: UserId) =>
  MemoryRepository.use((memories) => allPages((cursor) => memories.list(userId, { includeArchived: true, limit: Limits.pageLimitMax, cursor })));
const allReminders = (userId: UserId) => ReminderRepository.use((reminders) => allPages((cursor) => reminders.list(userId, { limit: 200, cursor })));

/**
 * Long-term memory's part of the archive: its settings, entities with their
 * relationships, every memory (archived and historical ones too, with when
 * it held, what closed it and where it was learned), reminders and memory
 * summaries. An import keeps them all, with links to the imported threads,
 * messages and entries, and indexes each memory again with the importing
 * account's embedder. A memory's creation time becomes the import's (its
 * `validFrom` keeps since when it holds, so retention counts from the
 * import); access counts start again at 0.
 */
export const memoryArchive = domainArchive({
  name: "memory",
  // Memories name the threads, messages and entries they were learned from.
  after: ["chat", "journal"],
  record: MemoryRecord,
  export: (userId) =>
    Effect.gen(function* () {
      const settings = yield* MemorySettingsRepository.use((repository) => repository.get(userId));
      const records: MemoryRecord[] = [{ kind: "settings", enabled: settings.enabled, retention: settings.retention, importanceFloor: settings.importanceFloor }];
      for (const entity of yield* EntityRepository.use((entities) => entities.list(userId, everything))) {
        const { id, name, type, aliases, relationships, relationshipToUser, gender, lastMentionedAt } = entity;
        records.push({ kind: "entity", id, name, type, aliases, relationships, relationshipToUser, gender, lastMentionedAt });
      }
      // Oldest first, so they list in the same order after an import.
      for (const memory of [...(yield* allMemories(userId))].reverse()) {
        const { userId: _user, accessCount: _count, lastAccessedAt: _accessed, updatedAt: _updated, ...fields } = memory;
        records.push({ kind: "memory", ...fields });
      }
      for (const reminder of yield* allReminders(userId)) {
        const { text, dueAt, status, sourceThreadId, recurrence, memoryId } = reminder;
        records.push({ kind: "reminder", text, dueAt, status, sourceThreadId, recurrence, memoryId });
      }
      for (const summary of yield* MemorySummaryRepository.use((summaries) => summaries.list(userId, everything))) {
        const { context, content, memoryIds, periodStart, periodEnd } = summary;
        records.push({ kind: "summary", context, content, memoryIds, periodStart, periodEnd });
      }
      return { records };
    }),
  isEmpty: (userId) =>
    Effect.gen(function* () {
      const memories = yield* MemoryRepository.use((repository) => repository.list(userId, { includeArchived: true, limit: 1 }));
      const entities = yield* EntityRepository.use((repository) => repository.list(userId, 1));
      const reminders = yield* ReminderRepository.use((repository) => repository.list(userId, { limit: 1 }));
      return memories.items.length === 0 && entities.length === 0 && reminders.items.length === 0;
    }),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      const of = <K extends MemoryRecord["kind"]>(kind: K) => records.filter((record): record is Of<K> => record.kind === kind);
      const ids = context.ids;
      const known = <A extends string>(id: string | null): A | null => (id === null ? null : ((ids.get(id) as A | undefined) ?? null));
      for (const { kind: _kind, ...settings } of of("settings")) yield* MemorySettingsRepository.use((repository) => repository.update(userId, settings));

      const entities = yield* EntityRepository;
      for (const entity of of("entity")) {
        const { kind: _kind, id, relationships: _later, ...fields } = entity;
        ids.set(id, (yield* entities.create(userId, fields)).id);
      }
      for (const entity of of("entity")) {
        const relationships = entity.relationships.flatMap((relationship) => {
          const targetId = known<EntityId>(relationship.targetId);
          return targetId === null ? [] : [{ targetId, kind: relationship.kind }];
        });
        if (relationships.length > 0) yield* entities.update(userId, ids.get(entity.id) as EntityId, { relationships });
      }

      const memories = yield* MemoryRepository;
      const timeZone = (yield* UserRepository.use((users) => users.get(userId))).timeZone;
      const created: Array<{ record: Of<"memory">; memory: Memory }> = [];
      for (const record of of("memory")) {
        const { kind: _kind, id, archived: _archived, createdAt, supersededBy: _superseded, source, sourceThreadId, ...fields } = record;
        const memory = yield* memories.create(userId, {
          ...fields,
          // Its creation time becomes the import's: since when it holds stays the original one.
          validFrom: fields.validFrom ?? createdAt,
          sourceThreadId: known<ThreadId>(sourceThreadId),
          source:
            source === null || source.kind === "manual"
              ? source
              : source.kind === "message"
                ? (() => {
                    const messageId = known<MessageId>(source.messageId);
                    return messageId === null ? null : { kind: "message" as const, messageId };
                  })()
                : (() => {
                    const entryId = known<EntryId>(source.entryId);
                    return entryId === null ? null : { kind: "entry" as const, entryId };
                  })(),
        });
        ids.set(id, memory.id);
        created.push({ record, memory });
      }
      for (const { record, memory } of created) {
        const supersededBy = known<MemoryId>(record.supersededBy);
        if (record.archived || supersededBy !== null) yield* memories.update(userId, memory.id, { archived: record.archived, supersededBy });
        yield* indexMemory(userId, memory, timeZone);
      }

      const reminders = yield* ReminderRepository;
      for (const { kind: _kind, status, sourceThreadId, memoryId, ...fields } of of("reminder")) {
        const reminder = yield* reminders.create(userId, { ...fields, sourceThreadId: known<ThreadId>(sourceThreadId), memoryId: known<MemoryId>(memoryId) });
        if (status !== reminder.status) yield* reminders.update(userId, reminder.id, { status });
      }
      for (const { kind: _kind, memoryIds, ...fields } of of("summary"))
        yield* storeMemorySummary(userId, { ...fields, memoryIds: memoryIds.flatMap((id) => (ids.has(id) ? [ids.get(id) as MemoryId] : [])) }, "UTC");
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      yield* MemoryRepository.use((memories) => memories.deleteMany(userId, {}));
      const entities = yield* EntityRepository;
      for (const entity of yield* entities.list(userId, everything)) yield* entities.delete(userId, entity.id);
      const reminders = yield* ReminderRepository;
      for (const reminder of yield* allReminders(userId)) yield* reminders.delete(userId, reminder.id);
    }),
});

import type { Entity, ExtractedMemory, Extraction, ExtractedTask, Memory, MemoryId, MessageId, StoredMemory, ThreadId, UserId } from "@lifeos/core";
import {
  heldByOneKind,
  boostImportance,
  EntityRepository,
  findMemoriesToForget,
  forgetMemories,
  MemoryExtractor,
  MemoryRepository,
  MemorySettingsRepository,
  nameKey,
  Predicates,
  ReminderRepository,
  storeMemory,
  suggestsSelfHarm,
  toNewMemory,
  topicLabel,
  secretIn,
} from "@lifeos/core";
import { completeReminderNow, updateReminderNow } from "@lifeos/tools";
import { Effect, Option } from "effect";
import { extractOffline } from "../extraction/extractOffline.js";
import { formatDate } from "../extraction/dates/formatDate.js";
import { askedWhoIs, isPlainYes, offeredReminder } from "./conversationCues.js";
import { reminderRequest } from "../extraction/reminderRequest.js";
import { reminderChangeIn, reminderMeantIn } from "./reminderChange.js";
import { correctionOf } from "../extraction/correction.js";
import { closeDoneTasks } from "./closeDoneTasks.js";
import { closeCorrected } from "./correctMemories.js";
import { taskDoneIn } from "./taskDone.js";
import { editReminderAsked } from "./reminderEditLearned.js";
import { cancelTold } from "./cancelTold.js";
import { deadlineInBrackets } from "../extraction/interpret/deadline.js";
import { visitCancelIn } from "../offline/visitCancelled.js";

/** One user message of a chat turn, with what was said just before it. */
export interface TurnMessage {
  readonly threadId: ThreadId | null;
  readonly messageId: MessageId | null;
  readonly text: string;
  readonly sentAt: Date;
  readonly timeZone: string;
  /** The assistant's answer before this message ("Quem é a Susana?", a reminder offer), if any. */
  readonly previousAnswer: string | null;
  /** The user's message before this one, if any. */
  readonly previousText: string | null;
  readonly previousMessageId: MessageId | null;
}

/** What one message changed in memory. */
export interface LearnedFromMessage {
  /** Why nothing was learned: memory is off, or the message suggests thoughts of self-harm (never kept as a fact or preference). */
  readonly skipped: "memoryOff" | "crisis" | null;
  readonly stored: ReadonlyArray<StoredMemory>;
  readonly entities: ReadonlyArray<Entity>;
  readonly remindersCreated: number;
  readonly forgotten: ReadonlyArray<MemoryId>;
}

const dayMs = 86_400_000;

/**
 * The text of a reminder for a task or need, in the person's language: a visit to book ("Marcar o
 * oftalmologista (Susana)") when it is about a service, or the action as said when the person
 * asked for the reminder outright ("lembra-me de ligar pro médico" → "Ligar pro médico").
 */
export const reminderText = (task: ExtractedTask, language: string, asSaid = false): string => {
  if (asSaid) {
    // "remind me tomorrow to buy milk", "lembra-me amanhã de ir ao banco": the reminder is the action, not "To buy milk".
    const action = task.action.replace(/^(?:to|de|que|para)\s+(?=\p{L})/iu, "");
    return action.charAt(0).toUpperCase() + action.slice(1);
  }
  const forOther = task.kind === "need" && task.owner !== "user" ? task.owner : null;
  if (language === "pt") {
    const what = task.topic !== null ? `Marcar ${topicLabel(task.topic, "pt")}` : task.action.charAt(0).toUpperCase() + task.action.slice(1);
    return forOther === null ? what : `${what} (${forOther})`;
  }
  const what = task.topic !== null ? `Book ${topicLabel(task.topic, "en")}` : task.action.charAt(0).toUpperCase() + task.action.slice(1);
  return forOther === null ? what : `${what} for ${forOther}`;
};

/**
 * A reminder's text with the month it is for, when only a month was said ("Renew my passport (June 2027)"): it is due
 * as the month starts, and the list says the month by it rather than a day never said. A deadline said with a month,
 * or one the reminder comes before ("before 30 June", due the 29th), is said as told: "Renew my passport (before June 2027)".
 */
const withDueMonth = (text: string, source: ExtractedMemory | undefined, dueAt: Date | null, language: string, timeZone: string): string => {
  if (source === undefined || dueAt === null) return text;
  const deadline = deadlineInBrackets.exec(source.content)?.[1];
  const dueEarlier = source.occurredAt !== null && dueAt.getTime() < source.occurredAt.getTime();
  if (deadline !== undefined && (source.occurredPrecision === "month" || dueEarlier)) return `${text} (${deadline})`;
  return source.occurredPrecision === "month" ? `${text} (${formatDate(dueAt, "month", language === "pt" ? "pt" : "en", timeZone)})` : text;
};

/** Entities: found by exact folded name or alias, else created; mentions counted, relationships and aliases added. */
const recordEntities = (userId: UserId, extraction: Extraction, at: Date) =>
  Effect.gen(function* () {
    const repository = yield* EntityRepository;
    const saved = new Map<string, Entity>();
    for (const found of extraction.entities) {
      const existing = yield* repository.findByName(userId, found.name);
      const entity = Option.isSome(existing)
        ? yield* repository.update(userId, existing.value.id, {
            aliases: [...new Map([...existing.value.aliases, ...found.aliases].map((alias) => [nameKey(alias), alias])).values()],
            mentionCount: existing.value.mentionCount + 1,
            lastMentionedAt: at,
            ...(found.relationshipToUser !== null ? { relationshipToUser: found.relationshipToUser } : {}),
            ...(found.gender !== null && existing.value.gender === null ? { gender: found.gender } : {}),
          })
        : yield* repository
            .create(userId, {
              name: found.name,
              type: found.type,
              aliases: found.aliases,
              relationshipToUser: found.relationshipToUser,
              gender: found.gender,
              lastMentionedAt: at,
            })
            .pipe(Effect.flatMap((created) => repository.update(userId, created.id, { mentionCount: 1 })));
      saved.set(nameKey(entity.name), entity);
    }
    for (const relationship of extraction.relationships) {
      if (relationship.to === "user") continue;
      const from = saved.get(nameKey(relationship.from));
      const to = saved.get(nameKey(relationship.to));
      if (from === undefined || to === undefined) continue;
      if (from.relationships.some((known) => known.targetId === to.id && known.kind === relationship.kind)) continue;
      const updated = yield* repository.update(userId, from.id, { relationships: [...from.relationships, { targetId: to.id, kind: relationship.kind }] });
      saved.set(nameKey(updated.name), updated);
    }
    return [...saved.values()];
  });

/** "Mark is no longer my boss": Mark keeps no relationship to the person, so "who is my boss?" no longer finds him. */
const endRelationships = (userId: UserId, extraction: Extraction, saved: ReadonlyArray<Entity>) =>
  Effect.gen(function* () {
    const ended = extraction.memories.flatMap((memory) => (memory.triple?.predicate === Predicates.formerRelationship ? [memory.triple] : []));
    if (ended.length === 0) return saved;
    const repository = yield* EntityRepository;
    const result: Entity[] = [];
    for (const entity of saved) {
      const over = ended.some((triple) => nameKey(triple.subject) === nameKey(entity.name) && triple.object === entity.relationshipToUser);
      result.push(over ? yield* repository.update(userId, entity.id, { relationshipToUser: null }) : entity);
    }
    return result;
  });

/**
 * "Actually my dentist is Dr. Costa": of a relation had one at a time (`heldByOneKind`), whoever else was known in it
 * keeps no relationship to the person, so "who is Dr. Lopes?" no longer says "your dentist"; the fact that they were
 * stays in history. A second friend or brother changes no one.
 */
const handOverRoles = (userId: UserId, extraction: Extraction) =>
  Effect.gen(function* () {
    const held = extraction.memories.flatMap((memory) => {
      const kind = memory.triple?.predicate === Predicates.relationshipToUser ? heldByOneKind(memory.triple.object) : undefined;
      return kind === undefined ? [] : [{ kind, holder: nameKey(memory.triple!.subject) }];
    });
    if (held.length === 0) return;
    const repository = yield* EntityRepository;
    for (const entity of yield* repository.list(userId, 500)) {
      const kind = entity.relationshipToUser === null ? undefined : heldByOneKind(entity.relationshipToUser);
      if (held.some((role) => role.kind === kind && role.holder !== nameKey(entity.name))) yield* repository.update(userId, entity.id, { relationshipToUser: null });
    }
  });

/** Memories the person asked to forget: those that came from `messageId`, or those a request names by words, names or meaning (`findMemoriesToForget`). */
const forget = (userId: UserId, message: TurnMessage, target: "previous" | "matching", query: string | null) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    let doomed: ReadonlyArray<Memory> = [];
    if (target === "previous" && message.previousMessageId !== null) {
      const recent = yield* repository.list(userId, { limit: 100, includeArchived: true });
      doomed = recent.items.filter((memory) => memory.source?.kind === "message" && memory.source.messageId === message.previousMessageId);
    } else if (target === "matching" && query !== null && query.trim() !== "") {
      // What the forget tool deletes too: what shares the request's words or names or answers what it means.
      doomed = (yield* findMemoriesToForget(userId, query, { now: message.sentAt, timeZone: message.timeZone })).meant;
    }
    yield* forgetMemories(userId, doomed);
    // "Forget what I said about Tom": the person goes too, or "who is Tom?" would still answer from the entity.
    const named = target === "matching" && query !== null ? query.trim().replace(/^(?:the|o|a|os|as)\s+/iu, "") : "";
    if (named !== "") {
      const entities = yield* EntityRepository;
      const entity = yield* entities.findByName(userId, named);
      if (Option.isSome(entity)) yield* entities.delete(userId, entity.value.id).pipe(Effect.catchTag("NotFound", () => Effect.void));
    }
    return doomed.map((memory) => memory.id);
  });

/**
 * Cancels (dismisses) or completes the one pending reminder a message means (`reminderMeantIn`); nothing when it
 * cannot tell which, or when the turn already changed a reminder with its own tool (`complete_reminder`), so a change
 * is never made twice. Either ends the memories the reminder was of with it (`memoriesEndedBy`). Returns the reminder
 * changed, if any.
 */
const changeReminder = (userId: UserId, message: TurnMessage, change: "complete" | "cancel") =>
  Effect.gen(function* () {
    const reminders = yield* ReminderRepository;
    for (const status of ["done", "dismissed"] as const) {
      const closed = yield* reminders.list(userId, { status, limit: 200 });
      if (closed.items.some((reminder) => reminder.updatedAt.getTime() >= message.sentAt.getTime())) return null;
    }
    const pending = yield* reminders.list(userId, { status: "pending", limit: 200 });
    const meant = reminderMeantIn(message.text, pending.items);
    if (meant === undefined) return null;
    if (change === "cancel") return (yield* updateReminderNow(userId, meant.id, { status: "dismissed" }, message.sentAt)).updated;
    return (yield* completeReminderNow(userId, meant.id, message.sentAt)).done;
  });

/**
 * Learns from one user message, after the answer was streamed (the
 * `memory.extract` job): nothing when the person turned memory off;
 * otherwise the message's memory command ("forget that", "remember …"),
 * its entities and relationships, and its memories, each stored through
 * `storeMemory` (no repeats, contradictions closed). An answer to "who is
 * …?" records the relationship; a plain yes to a reminder offer creates
 * the reminders of the message the offer answered — never without it.
 */
export const learnFromMessage = (userId: UserId, message: TurnMessage) =>
  Effect.gen(function* () {
    const settings = yield* (yield* MemorySettingsRepository).get(userId);
    const none: LearnedFromMessage = { skipped: "memoryOff", stored: [], entities: [], remindersCreated: 0, forgotten: [] };
    if (!settings.enabled) return none;
    if (suggestsSelfHarm(message.text)) return { ...none, skipped: "crisis" };
    const entities = yield* EntityRepository;
    const known = yield* entities.list(userId, 200);
    const pendingWhoIs = askedWhoIs(message.previousAnswer);
    const extractor = yield* MemoryExtractor;
    const extraction = yield* extractor.extract({
      text: message.text,
      sentAt: message.sentAt,
      timeZone: message.timeZone,
      knownEntities: known.map((entity) => ({ name: entity.name, aliases: entity.aliases, relationshipToUser: entity.relationshipToUser, gender: entity.gender, type: entity.type })),
      ...(pendingWhoIs === null ? {} : { pendingWhoIs }),
      ...(message.previousText === null ? {} : { previousText: message.previousText }),
    });

    // Reminders: only on a plain yes to an offer, for the tasks of the message the offer answered.
    let remindersCreated = 0;
    if (offeredReminder(message.previousAnswer) && isPlainYes(message.text) && message.previousText !== null) {
      const offered = extractOffline({ text: message.previousText, sentAt: message.sentAt, timeZone: message.timeZone });
      const reminders = yield* ReminderRepository;
      const recent = yield* (yield* MemoryRepository).list(userId, { limit: 50 });
      for (const task of offered.tasks) {
        const source = offered.memories[task.memoryIndex];
        const memory = recent.items.find((stored) => source !== undefined && stored.triple !== null && source.triple !== null && nameKey(stored.triple.subject) === nameKey(source.triple.subject) && stored.triple.object === source.triple.object);
        yield* reminders.create(userId, {
          text: withDueMonth(reminderText(task, offered.language), source, task.dueAt, offered.language, message.timeZone),
          dueAt: task.dueAt ?? new Date(message.sentAt.getTime() + dayMs),
          sourceThreadId: message.threadId,
          memoryId: memory?.id ?? null,
        });
        remindersCreated += 1;
      }
    }

    // "Cancel the dentist appointment", "desmarca a consulta do dentista": the appointment told ends, and nothing is noted.
    const cancelled = visitCancelIn(message.text, message.sentAt, message.timeZone);
    if (cancelled !== null) {
      yield* cancelTold(userId, cancelled, message.sentAt, message.timeZone);
      return { ...none, skipped: null, remindersCreated };
    }
    // "Cancel the dentist reminder", "marca como feito": asking is consent, as for creating one.
    const change = reminderChangeIn(message.text, message.previousText);
    if (change !== undefined) yield* changeReminder(userId, message, change);
    // "Cancel it", "move it to Sunday": a change the rules above do not read, as the answer read it.
    else yield* editReminderAsked(userId, message);
    // "I've renewed my passport", "já renovei o passaporte": the open task or reminder it names is done.
    const done = change === undefined ? taskDoneIn(message.text) : null;
    if (done !== null) yield* closeDoneTasks(userId, done, message.sentAt);

    const command = extraction.command;
    if (command.kind === "forget") {
      if (command.target === "thisMessage") return { ...none, skipped: null };
      const forgotten = yield* forget(userId, message, command.target, command.query);
      return { ...none, skipped: null, forgotten, remindersCreated };
    }
    let learned = extraction;
    if (command.kind === "remember" && command.target === "previous" && message.previousText !== null && learned.memories.length === 0) {
      learned = yield* extractor.extract({ text: message.previousText, sentAt: message.sentAt, timeZone: message.timeZone });
    }

    const saved = yield* endRelationships(userId, learned, yield* recordEntities(userId, learned, message.sentAt));
    yield* handOverRoles(userId, learned);
    const mentions = new Map(saved.map((entity) => [nameKey(entity.name), entity.mentionCount]));
    const stored: StoredMemory[] = [];
    const storedFrom = new Map<Extraction["memories"][number], StoredMemory>();
    // A password, PIN or card number is never kept, whichever extractor found it (`storeMemory` would refuse it too).
    for (const found of learned.memories.filter((memory) => secretIn(memory.content) === null && secretIn(memory.summary) === null)) {
      const incoming = toNewMemory(found, {
        source: message.messageId === null ? { kind: "manual" } : { kind: "message", messageId: message.messageId },
        sourceThreadId: message.threadId,
      });
      const importance = boostImportance(incoming.importance, found.entities.map((name) => mentions.get(nameKey(name)) ?? 0));
      const kept = yield* storeMemory(userId, { ...incoming, importance }, { now: message.sentAt, timeZone: message.timeZone });
      stored.push(kept);
      storedFrom.set(found, kept);
    }

    // "Actually it's shellfish, not peanuts": what was put right no longer holds.
    const correction = correctionOf(message.text, message.previousText ?? undefined, extraction.language === "pt" ? "pt" : "en");
    if (correction !== null) yield* closeCorrected(userId, correction, stored, message.sentAt);

    // A reminder asked for outright ("remind me to …", "lembra-me de …"): asking is consent.
    const request = reminderRequest(message.text);
    if (request !== null) {
      const reminders = yield* ReminderRepository;
      for (const task of extraction.tasks) {
        // Tied to the task memory the same message stored ("Preciso de ligar à minha mãe"), so that ending the
        // reminder ends the task too.
        const source = learned === extraction ? extraction.memories[task.memoryIndex] : undefined;
        // "Every Sunday": the first occurrence, repeating (the next one is made when it is marked done).
        yield* reminders.create(userId, {
          text: withDueMonth(reminderText(task, extraction.language, true), extraction.memories[task.memoryIndex], task.dueAt, extraction.language, message.timeZone),
          dueAt: task.dueAt ?? new Date(message.sentAt.getTime() + dayMs),
          sourceThreadId: message.threadId,
          memoryId: (source === undefined ? undefined : storedFrom.get(source)?.memory.id) ?? null,
          recurrence: request.repeats?.recurrence ?? null,
        });
        remindersCreated += 1;
      }
    }

    return { skipped: null, stored, entities: saved, remindersCreated, forgotten: [] } satisfies LearnedFromMessage;
  });

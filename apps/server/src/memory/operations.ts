import { MemorySettingsPatch } from "@lifeos/core";
import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";
import { EntityCreateBody, EntityMergeBody, EntityUpdateBody } from "./entities.js";
import { MemoryCreateBody, MemoryUpdateBody } from "./memories.js";
import { ReminderCreateBody, ReminderUpdateBody } from "./reminders.js";

/** The memory routes, in the order the OpenAPI document lists them: memories, entities, reminders, settings, follow-ups. */
export const memoryOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "/memories", tag: "memory", summary: "Memories, newest first", query: ["type", "context", "entity", "includeArchived", "limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "post", path: "/memories", tag: "memory", summary: "Remember something: a repeat is not stored twice (200, outcome skipped or merged), a newer fact closes the one it contradicts (`closed`)", body: MemoryCreateBody, response: json("Memory with `outcome` and `closed`", 201) },
  { method: "get", path: "/memories/search", tag: "memory", summary: "Search by meaning, words, names, recency and importance, best first, each with why it matched", query: ["q", "limit", "context", "type", "from", "to", "history"], response: json("`{ items: [{ id, content, summary, score, matchedBy, … }], summaries }`") },
  { method: "get", path: "/memories/export", tag: "memory", summary: "Every memory, entity, summary and reminder, and the settings, as JSON", response: json("`{ exportedAt, settings, memories, entities, summaries, reminders }`") },
  { method: "delete", path: "/memories", tag: "memory", summary: "Delete memories created in a range (`from`, `to`), or everything with `all=true` (memories, their chunks and summaries, entities, reminders)", query: ["from", "to", "all"], response: json("`{ deleted, entities, reminders }`") },
  { method: "get", path: "/memories/{id}", tag: "memory", summary: "One memory", response: json("Memory") },
  { method: "patch", path: "/memories/{id}", tag: "memory", summary: "Correct a memory (a fact no longer true gets `validTo`)", body: MemoryUpdateBody, response: json("Memory") },
  { method: "delete", path: "/memories/{id}", tag: "memory", summary: "Delete a memory and its index chunks", response: noContent },
  { method: "get", path: "/entities", tag: "memory", summary: "People, places and things, most mentioned first", query: ["limit"], response: json("`{ items }`") },
  { method: "post", path: "/entities", tag: "memory", summary: "Add a person, place or thing by hand; a known name (or alias) updates that entity instead (200)", body: EntityCreateBody, response: json("Entity", 201) },
  { method: "get", path: "/entities/{id}", tag: "memory", summary: "One entity with named relationships and its memories", response: json("Entity with `memories`") },
  { method: "patch", path: "/entities/{id}", tag: "memory", summary: "Correct an entity (name, aliases, relationships, relationship to the user); renamed to another entity's name, the two are merged", body: EntityUpdateBody, response: json("Entity") },
  { method: "post", path: "/entities/{id}/merge", tag: "memory", summary: "Merge another entity into this one (its name becomes an alias, its memories are renamed)", body: EntityMergeBody, response: json("Entity") },
  { method: "delete", path: "/entities/{id}", tag: "memory", summary: "Delete an entity (memories stay)", response: noContent },
  { method: "get", path: "/reminders", tag: "memory", summary: "Reminders, soonest due first", query: ["status", "dueBefore", "limit", "cursor"], response: json("`{ items, nextCursor }`") },
  { method: "post", path: "/reminders", tag: "memory", summary: "Create a reminder (optionally repeating, tied to a memory)", body: ReminderCreateBody, response: json("Reminder", 201) },
  { method: "get", path: "/reminders/{id}", tag: "memory", summary: "One reminder", response: json("Reminder") },
  { method: "patch", path: "/reminders/{id}", tag: "memory", summary: "Change a reminder (status `done`, sent alone, completes it as `POST /reminders/{id}/complete` does)", body: ReminderUpdateBody, response: json("Reminder") },
  { method: "post", path: "/reminders/{id}/complete", tag: "memory", summary: "Mark done; a repeating reminder gets its next occurrence", response: json("`{ done, next }`") },
  { method: "delete", path: "/reminders/{id}", tag: "memory", summary: "Delete a reminder", response: noContent },
  { method: "get", path: "/memory-settings", tag: "memory", summary: "Memory on/off, retention per context, importance floor", response: json("MemorySettings") },
  { method: "put", path: "/memory-settings", tag: "memory", summary: "Change memory settings", body: MemorySettingsPatch, response: json("MemorySettings") },
  { method: "get", path: "/follow-ups", tag: "memory", summary: "What to offer when a chat opens: due reminders, nudges ('it has been 3 months since the dentist') and habits from at least 3 dated events", query: ["language", "text"], response: json("`{ dueReminders, nudges, patterns }`") },
];

import type { Entity, Memory, MemorySettings, Reminder } from "@lifeos/core";
import type { Wire } from "../api/types.js";

export type MemoryJson = Wire<Memory>;
export type EntityJson = Wire<Entity>;
export type ReminderJson = Wire<Reminder>;
export type MemorySettingsJson = Wire<MemorySettings>;
export type SearchItem = MemoryJson & { readonly score: number; readonly matchedBy: ReadonlyArray<string> };
export type EntityDetail = Omit<EntityJson, "relationships"> & {
  readonly relationships: ReadonlyArray<{ readonly targetId: string; readonly kind: string; readonly targetName: string | null }>;
  readonly memories: ReadonlyArray<MemoryJson>;
};

/** When a memory happened (or was told), as a local date. */
export const memoryDate = (memory: MemoryJson): string => (memory.occurredAt ?? memory.createdAt).slice(0, 10);

import type { Job, JournalEntry, Message, MessagePart, StreamEvent, Thread } from "@lifeos/core";

/** A domain type as it travels in JSON: dates become ISO strings. */
export type Wire<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<Wire<U>>
    : T extends object
      ? { readonly [K in keyof T]: Wire<T[K]> }
      : T;

export type ThreadJson = Wire<Thread>;
export type MessageJson = Wire<Message>;
export type EntryJson = Wire<JournalEntry>;
export type PartJson = Wire<MessagePart>;
export type { StreamEvent };

export interface Page<A> {
  readonly items: ReadonlyArray<A>;
  readonly nextCursor: string | null;
}

export interface Me {
  readonly user: { readonly id: string; readonly name: string; readonly timeZone: string };
  readonly mode: "embedded" | "hosted";
  readonly model: { readonly provider: "offline" | "openai"; readonly chatModel: string; readonly offline: boolean };
}

export interface SettingsJson {
  readonly provider: "offline" | "openai";
  readonly baseUrl: string | null;
  readonly chatModel: string | null;
  readonly embeddingModel: string | null;
  readonly apiKey: "set" | "not set";
  readonly timeZone: string | null;
}

export interface EntryAnalyticsJson {
  readonly happiness: number;
  readonly stress: number;
  readonly energy: number;
  readonly valence: number;
  readonly emotions: Readonly<Record<string, number>>;
  readonly events: ReadonlyArray<string>;
  readonly confidence: number;
}

export type EntryWithAnalytics = EntryJson & { readonly analytics: EntryAnalyticsJson | null };

/** A background job as the API sends it. */
export type JobJson = Wire<Job>;

export interface PipelineStatus {
  readonly pending: number;
  readonly done: number;
  readonly failed: number;
  readonly running: boolean;
  readonly queued: boolean;
  /** The latest journal processing job. */
  readonly job: JobJson | null;
}

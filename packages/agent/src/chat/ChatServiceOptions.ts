import type { KernelOptions } from "../kernel/KernelEvent.js";
import { defaultKernelOptions } from "../kernel/KernelEvent.js";
import type { PersistenceOptions } from "./PersistenceActor.js";
import { defaultPersistenceOptions } from "./PersistenceActor.js";
import { defaultRunLogLimit } from "./RunLog.js";

export interface ChatServiceOptions {
  readonly kernel: KernelOptions;
  readonly persistence: PersistenceOptions;
  /** Threads kept in the LRU cache (default 500). */
  readonly cacheSize: number;
  /** Longest user message in characters (default 32 000); longer fails with `PayloadTooLarge`. */
  readonly maxMessageChars: number;
  /** Messages of a thread loaded as history (the newest; default 400). */
  readonly historyLimit: number;
  /** Whether to ask the model for a short title after the first message (never for the offline model). */
  readonly modelTitles: boolean;
  /** Events of a running run kept in memory for readers that attach late (default 20 000; see RunLog). */
  readonly runLogLimit: number;
  /**
   * The partial answer of a running run is stored (status "streaming") at most
   * this long after it last was while output arrives (default 1 s), and at
   * every tool result: a crash loses at most this much of an answer.
   */
  readonly checkpointIntervalMs: number;
  /**
   * Even without output, the partial answer is stored this often (default
   * 5 s), so its `updatedAt` shows the run is alive; keep it well under the
   * threshold of `RunRepository.interruptAbandoned`.
   */
  readonly heartbeatMs: number;
}

export const defaultChatServiceOptions: ChatServiceOptions = {
  kernel: defaultKernelOptions,
  persistence: defaultPersistenceOptions,
  cacheSize: 500,
  maxMessageChars: 32_000,
  historyLimit: 400,
  modelTitles: true,
  runLogLimit: defaultRunLogLimit,
  checkpointIntervalMs: 1_000,
  heartbeatMs: 5_000,
};

export type ChatServiceConfig = Partial<Omit<ChatServiceOptions, "kernel" | "persistence">> & {
  readonly kernel?: Partial<KernelOptions>;
  readonly persistence?: Partial<PersistenceOptions>;
};

export const resolveChatServiceOptions = (config: ChatServiceConfig = {}): ChatServiceOptions => ({
  ...defaultChatServiceOptions,
  ...config,
  kernel: { ...defaultKernelOptions, ...config.kernel },
  persistence: { ...defaultPersistenceOptions, ...config.persistence },
});

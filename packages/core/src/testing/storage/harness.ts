import type { Effect, Layer } from "effect";
import { Cause, Exit, ManagedRuntime, Schema, Layer as Layers } from "effect";
import { expect } from "vitest";
import type { Clock } from "../../ai/Clock.js";
import type { IdGenerator } from "../../ai/IdGenerator.js";
import type { ErrorCode, StorageError } from "../../common/errors.js";
import type { UserId } from "../../common/ids.js";
import type { StorageServices } from "../../storage/StorageServices.js";
import { UserRepository } from "../../users/UserRepository.js";
import * as TestClock from "./TestClock.js";
import * as TestIdGenerator from "./TestIdGenerator.js";

/**
 * The storage under test: a layer providing every repository port. It may
 * require `Clock` and `IdGenerator`; the suite provides `TestClock` (1 ms
 * steps from 2025-01-01) and `TestIdGenerator` (UUIDv7).
 */
export interface StorageUnderTest {
  readonly layer: Layer.Layer<StorageServices, unknown, Clock | IdGenerator>;
  /** Called once after the suite (close pools, remove files). */
  readonly close?: () => Promise<void>;
}

export interface StorageContractOptions {
  /**
   * The adapter's vector search is approximate (an HNSW index): the suite
   * asserts recall@k ≥ 0.95 against brute force instead of the exact ids
   * and order.
   */
  readonly approximateVectorSearch?: boolean;
}

/** What every contract file uses to run effects against the storage under test. */
export interface StorageHarness {
  readonly options: StorageContractOptions;
  /** Runs an effect; a failure rejects with the error's tag and message. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, StorageServices>) => Promise<A>;
  /** Runs an effect that must fail with a domain error of `tag` and `code`; returns the error. */
  readonly fails: <A>(
    effect: Effect.Effect<A, StorageError, StorageServices>,
    tag: StorageError["_tag"],
    code: ErrorCode,
  ) => Promise<StorageError>;
  /** A fresh user: tests never share users, so adapters may keep one database for the whole suite. */
  readonly newUser: (name?: string) => Promise<UserId>;
}

/** One port's contract: vitest `describe` blocks run against the harness's storage. */
export type StorageContract = (harness: StorageHarness) => void;

export const makeHarness = (
  makeStorage: () => Promise<StorageUnderTest>,
  options: StorageContractOptions,
): StorageHarness & { readonly setUp: () => Promise<void>; readonly tearDown: () => Promise<void> } => {
  let runtime: ManagedRuntime.ManagedRuntime<StorageServices, unknown> | undefined;
  let close: (() => Promise<void>) | undefined;
  const current = () => {
    if (runtime === undefined) throw new Error("the storage contract suite is not set up");
    return runtime;
  };
  const run = async <A, E>(effect: Effect.Effect<A, E, StorageServices>): Promise<A> => {
    const exit = await current().runPromiseExit(effect);
    if (Exit.isSuccess(exit)) return exit.value;
    const error = Cause.squash(exit.cause);
    const tag = (error as { _tag?: string })._tag;
    throw new Error(`expected success, got ${tag ?? "a defect"}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const fails: StorageHarness["fails"] = async (effect, tag, code) => {
    const exit = await current().runPromiseExit(effect);
    if (Exit.isSuccess(exit)) throw new Error(`expected ${tag} (${code}), but the call succeeded`);
    const error = Cause.squash(exit.cause) as StorageError;
    expect({ tag: error._tag, code: error.code }).toEqual({ tag, code });
    return error;
  };
  let counter = 0;
  return {
    options,
    run,
    fails,
    newUser: async (name) => {
      const user = await run(UserRepository.use((users) => users.create({ name: name ?? `User ${++counter}` })));
      return user.id;
    },
    setUp: async () => {
      const storage = await makeStorage();
      close = storage.close;
      const layer = storage.layer.pipe(Layers.provide(Layers.mergeAll(TestClock.layer(), TestIdGenerator.layer)));
      runtime = ManagedRuntime.make(layer);
    },
    tearDown: async () => {
      await runtime?.dispose();
      runtime = undefined;
      await close?.();
    },
  };
};

/** Asserts that `value` is exactly a valid `schema` value (Dates are Date instances), and returns it. */
export const assertDecodes = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, value: unknown): S["Type"] => {
  Schema.decodeUnknownSync(schema)(value);
  return value as S["Type"];
};

import type { Effect } from "effect";
import { Context } from "effect";

export interface IdGeneratorService {
  /** A new time-ordered UUID (v7). */
  readonly next: Effect.Effect<string>;
}

export class IdGenerator extends Context.Service<IdGenerator, IdGeneratorService>()("@lifeos/core/IdGenerator") {}

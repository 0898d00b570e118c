import type { Context } from "effect";
import { Effect, Layer } from "effect";

/** The short name of a port from its namespaced key ("@lifeos/core/ThreadRepository" -> "ThreadRepository"). */
const portName = (key: string): string => key.slice(key.lastIndexOf("/") + 1);

/**
 * A layer for `tag` built from only the methods a test needs. Calling any
 * method that was not supplied dies with a defect naming the port and the
 * method ("ThreadRepository.delete is not supplied by this test layer"), so
 * a test never passes by silently reaching an unexpected dependency.
 *
 * Unsupplied members are treated as methods; supply any member that is an
 * `Effect` value rather than a function (such as `Clock.now`).
 */
export const testLayer = <I, S extends object>(
  tag: Context.Key<I, S>,
  implementation: Partial<S>,
): Layer.Layer<I> => {
  const name = portName(tag.key);
  const service = new Proxy(implementation as S, {
    get: (target, property, receiver) => {
      if (typeof property === "symbol" || property in target) return Reflect.get(target, property, receiver);
      if (property === "then") return undefined;
      return () => Effect.die(new Error(`${name}.${property} is not supplied by this test layer`));
    },
  });
  return Layer.succeed(tag, service);
};

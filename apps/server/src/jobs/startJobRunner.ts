import { JobRunner } from "@lifeos/agent";
import { InternalError, isLifeOsError } from "@lifeos/core";
import { Effect, Exit, type ManagedRuntime, Scope } from "effect";
import type { JobsConfig } from "../config.js";
import type { AppServices } from "../http/AppServices.js";
import type { DomainModule } from "../modules/DomainModule.js";
import type { ModelStacks } from "../stacks/ModelStacks.js";

export interface RunningJobRunner {
  /** Stops claiming, lets running jobs finish for a few seconds, and gives the rest back to the queue. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts this process's runner of every module's job handlers. Each attempt
 * runs with the services of the job's user (`stacks.forUser`): the shared
 * ones and their model stack. With `concurrency` 0 no runner is started
 * (other processes sharing the database run the jobs).
 */
export const startJobRunner = async (
  runtime: ManagedRuntime.ManagedRuntime<AppServices, unknown>,
  stacks: ModelStacks,
  modules: ReadonlyArray<DomainModule>,
  config: JobsConfig,
): Promise<RunningJobRunner> => {
  const handlers = modules.flatMap((module) => module.jobs ?? []);
  if (config.concurrency === 0 || handlers.length === 0) return { stop: async () => {} };
  const scope = Effect.runSync(Scope.make());
  await runtime.runPromise(
    Scope.provide(scope)(
      JobRunner.make({
        handlers,
        contextFor: (job) =>
          Effect.tryPromise({
            try: () => stacks.forUser(job.userId),
            catch: (error) => (isLifeOsError(error) ? error : new InternalError({ message: "Could not prepare the user's model stack" })),
          }).pipe(Effect.map(({ context }) => context)),
        options: { concurrency: config.concurrency, pollIntervalMs: config.pollIntervalMs, leaseMs: config.leaseMs },
      }),
    ),
  );
  return { stop: () => runtime.runPromise(Scope.close(scope, Exit.void)) };
};

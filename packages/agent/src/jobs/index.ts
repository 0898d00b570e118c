/** Background work: the runner of the `JobQueue`'s jobs, the handler shape domains provide, and in-process wake-ups. */
export * as JobRunner from "./JobRunner.js";
export type { JobRunnerConfig } from "./JobRunner.js";
export type { JobRunnerOptions } from "./JobRunnerOptions.js";
export { jobHandler, RunLater } from "./JobHandler.js";
export type { JobHandler } from "./JobHandler.js";
export { JobWakeups } from "./JobWakeups.js";
export type { JobWakeupsService } from "./JobWakeups.js";

import type { JobQueue } from "./JobQueue.js";

/** Background work: the job schema, the `JobQueue` port, typed job definitions and the records every adapter writes. */
export * from "./job.js";
export * from "./JobQueue.js";
export * from "./JobDefinition.js";
export * from "./jobRecords.js";

/** The storage of background work: every adapter provides the queue with its repositories. */
export type JobsStorage = JobQueue;

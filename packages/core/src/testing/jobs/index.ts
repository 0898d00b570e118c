import { Context } from "effect";
import type { JobsStorage } from "../../jobs/index.js";
import { JobQueue } from "../../jobs/JobQueue.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { makeJobQueue } from "./InMemoryJobQueue.js";
import { jobLeasesContract } from "./JobLeases.contract.js";
import { jobQueueContract } from "./JobQueue.contract.js";

/** The contracts of the job queue, in the order the suite runs them. */
export const jobsContracts: ReadonlyArray<StorageContract> = [jobQueueContract, jobLeasesContract];

/** The job queue over the in-memory tables. */
export const inMemoryJobsStorage = (store: MemoryStore): Context.Context<JobsStorage> => Context.make(JobQueue, makeJobQueue(store));

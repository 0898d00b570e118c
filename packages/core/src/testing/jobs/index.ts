import type { StorageContract } from "../storage/harness.js";
import { jobLeasesContract } from "./JobLeases.contract.js";
import { jobQueueContract } from "./JobQueue.contract.js";

/** The contracts of the job queue, in the order the suite runs them. */
export const jobsContracts: ReadonlyArray<StorageContract> = [jobQueueContract, jobLeasesContract];

import type { JobsStorage } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeJobQueue } from "./JobQueue.js";

/** Background jobs on PostgreSQL: the durable job queue, shared safely by several server processes. */
export const jobsStorage = (database: Database): Context.Context<JobsStorage> => Context.make(JobQueue, makeJobQueue(database));

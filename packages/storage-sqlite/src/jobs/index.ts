import type { JobsStorage } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeJobQueue } from "./JobQueue.js";

/** Background jobs on SQLite: the durable job queue. */
export const jobsStorage = (context: SqliteContext): Context.Context<JobsStorage> => Context.make(JobQueue, makeJobQueue(context));

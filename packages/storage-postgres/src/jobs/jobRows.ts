import type { InternalError, Job } from "@lifeos/core";
import { Job as JobSchema } from "@lifeos/core";
import { getTableColumns, sql } from "drizzle-orm";
import type { Effect } from "effect";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { jobs } from "./schema.js";

/**
 * The columns a job is read with: the payload as its JSON text, parsed here,
 * so a payload that is itself a string (say "123") is never parsed twice.
 */
export const jobColumns = { ...getTableColumns(jobs), payload: sql<string>`${jobs.payload}::text` };

type JobRow = { readonly [Key in keyof typeof jobColumns]: unknown } & { readonly payload: string };

const decodeJob = decodeRow(JobSchema, "job");
const decodeJobs = decodeRows(JobSchema, "job");

export const toJob = (row: JobRow): Effect.Effect<Job, InternalError> => decodeJob({ ...row, payload: JSON.parse(row.payload) as unknown });

export const toJobs = (rows: ReadonlyArray<JobRow>): Effect.Effect<Array<Job>, InternalError> =>
  decodeJobs(rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown })));

/** A job as column values: the payload as JSON text cast to jsonb (a null payload is JSON null, not SQL NULL). */
export const toRow = (job: Job) => ({ ...job, payload: sql`${JSON.stringify(job.payload)}::jsonb` });

import { Job } from "@lifeos/core";
import type { Operation } from "../openapi/Operation.js";
import { json } from "../openapi/Operation.js";
import { Page } from "../openapi/responses.js";

/** The jobs routes, in the order the OpenAPI document lists them. */
export const jobsOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "/jobs", tag: "jobs", summary: "The caller's background jobs, newest first, with each failed one's reason", query: ["kind", "status", "limit", "cursor"], response: json("`{ items, nextCursor }`", 200, Page(Job)) },
  { method: "get", path: "/jobs/{id}", tag: "jobs", summary: "One job: status, attempts, next run time, last error", response: json("Job", 200, Job) },
  { method: "post", path: "/jobs/{id}/retry", tag: "jobs", summary: "Queue a failed or cancelled job again, due now, with fresh attempts (409 when it is not failed or cancelled, or an equal job is queued or running)", response: json("Job", 200, Job) },
  { method: "post", path: "/jobs/{id}/cancel", tag: "jobs", summary: "Cancel a queued or running job (409 when it already succeeded or failed)", response: json("Job", 200, Job) },
];

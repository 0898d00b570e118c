import { knowledgeProcessJob } from "@lifeos/core";
import { Effect } from "effect";
import type { JobHandler } from "../../jobs/JobHandler.js";
import { jobHandler } from "../../jobs/JobHandler.js";
import type { ProcessDocumentServices } from "./processDocument.js";
import { processDocument } from "./processDocument.js";

/**
 * Runs `processDocument` for the job's document. An unreadable file is a
 * finished job (the document says why); a provider or storage failure fails
 * the attempt so the queue retries it with backoff.
 */
export const knowledgeProcessHandler: JobHandler<ProcessDocumentServices> = jobHandler(knowledgeProcessJob, ({ documentId }, job) =>
  Effect.asVoid(processDocument(job.userId, documentId)),
);

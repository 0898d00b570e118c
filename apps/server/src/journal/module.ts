import type { UserVocabulary } from "@lifeos/agent";
import { JournalPipeline, journalProcessHandler, journalSkill, JournalVocabulary, journalWriteSkill } from "@lifeos/agent";
import { Layer } from "effect";
import type { JournalSummarizer } from "@lifeos/core";
import { journalTools } from "@lifeos/tools";
import type { DomainModule } from "../modules/DomainModule.js";
import { journalBrowseRoutes } from "./journalBrowse.js";
import { journalDraftRoutes } from "./journalDrafts.js";
import { journalEntryRoutes } from "./journalEntries.js";
import { journalImportRoutes } from "./journalImport.js";
import { journalInsightRoutes } from "./journalInsights.js";
import { journalBacklogRoutes } from "./journalBacklog.js";
import { journalPipelineRoutes } from "./journalPipeline.js";
import { journalSampleRoutes } from "./journalSample.js";
import { journalOperations } from "./operations.js";
import { journalArchive } from "./journalArchive.js";

declare module "../stacks/StackServices.js" {
  interface DomainStackServices {
    /** The ingestion pipeline, the summarizer the summary tools use, and the user's words the chat hands the model. */
    readonly journal: JournalPipeline | JournalSummarizer | UserVocabulary;
  }
}

/**
 * The journal: entries, import (uploads up to `LIFEOS_MAX_IMPORT_BYTES`),
 * mood insights, the ingestion pipeline and the sample journal; the journal
 * tools; in each model stack, the pipeline with its summarizer; and the
 * `journal.process` job that runs the pipeline after entries are saved; the
 * user's words the chat hands the model with each turn (`JournalVocabulary`); and the
 * offline model's journal skills (questions, and drafts of text to write).
 */
export const journalModule: DomainModule<"journal"> = {
  name: "journal",
  routes: (context) => [
    { path: "/journal/entries", app: journalEntryRoutes(context) },
    { path: "/journal/drafts", app: journalDraftRoutes(context) },
    { path: "/journal/import", app: journalImportRoutes(context) },
    { path: "/journal/pipeline", app: journalPipelineRoutes(context) },
    { path: "/journal/processing", app: journalBacklogRoutes(context) },
    { path: "/journal/sample", app: journalSampleRoutes(context) },
    { path: "/journal", app: journalInsightRoutes(context) },
    { path: "/journal", app: journalBrowseRoutes(context) },
  ],
  webPages: ["/journal", "/journal/:id"],
  operations: journalOperations,
  tools: journalTools,
  stackLayer: Layer.merge(JournalPipeline.layer(), JournalVocabulary.layer()),
  jobs: [journalProcessHandler],
  offlineSkills: [journalSkill, journalWriteSkill],
  bodyLimit: { "/journal/import": (config) => config.limits.importBytes },
  archive: journalArchive,
};

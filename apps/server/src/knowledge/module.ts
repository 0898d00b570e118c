import { knowledgeProcessHandler, knowledgeSkill, OfflineDocumentParser } from "@lifeos/agent";
import type { DocumentParser } from "@lifeos/core";
import { knowledgeTools } from "@lifeos/tools";
import type { DomainModule } from "../modules/DomainModule.js";
import { documentBacklogRoutes } from "./documentBacklog.js";
import { documentRoutes } from "./documentRoutes.js";
import { documentSampleRoutes } from "./documentSample.js";
import { knowledgeOperations } from "./operations.js";
import { knowledgeArchive } from "./knowledgeArchive.js";

declare module "../stacks/StackServices.js" {
  interface DomainStackServices {
    /** The parser that reads uploaded files (offline, in this process). */
    readonly knowledge: DocumentParser;
  }
}

/**
 * The knowledge base: document upload, status, files, deletion, retry and
 * search under `/documents`, and the sample documents; the knowledge tools; the document parser in
 * each model stack; the `knowledge.process` job that ingests each upload;
 * and the offline model's knowledge skill.
 */
export const knowledgeModule: DomainModule<"knowledge"> = {
  name: "knowledge",
  // The samples and the backlog before the documents: `/documents/:id` would take "sample" or "processing" for an id.
  routes: (context) => [
    { path: "/documents/sample", app: documentSampleRoutes(context) },
    { path: "/documents/processing", app: documentBacklogRoutes(context) },
    { path: "/documents", app: documentRoutes(context) },
  ],
  webPages: ["/documents", "/documents/:id"],
  operations: knowledgeOperations,
  tools: knowledgeTools,
  stackLayer: OfflineDocumentParser.layer,
  jobs: [knowledgeProcessHandler],
  offlineSkills: [knowledgeSkill],
  bodyLimit: { "/documents": (config) => 2 * config.limits.documentBytes + 1024 * 1024 },
  archive: knowledgeArchive,
};

/**
 * Test support of the agent for every project's tests: documents generated
 * at test time for the knowledge base. Import from "@lifeos/agent/testing";
 * never from production code.
 */
export * from "./knowledge/index.js";

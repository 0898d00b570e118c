/**
 * Test support shared by every package: contract suites for the ports,
 * in-memory reference adapters, and test doubles. Import from
 * "@lifeos/core/testing"; never from production code.
 */
export * from "./storage/index.js";
export * from "./models/index.js";
export * from "./testLayer.js";
export * from "./knowledge/index.js";

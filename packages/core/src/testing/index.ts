/**
 * Test support shared by every package: contract suites for the ports (run
 * against each real database's adapter), a test clock and id generator, and
 * test doubles that are not storage (scripted models, partial test layers).
 * Tests that need storage use `@lifeos/storage-sqlite/testing`. Import from
 * "@lifeos/core/testing"; never from production code.
 */
export * from "./storage/index.js";
export * from "./models/index.js";
export * from "./testLayer.js";
export * from "./knowledge/index.js";

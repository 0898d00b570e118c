export * from "./storageContractSuite.js";
export * as TestClock from "./TestClock.js";
export * as TestIdGenerator from "./TestIdGenerator.js";
export * from "./smallFileSystem.js";

export * from "./memory/index.js";
export * from "./contracts/index.js";
export * as TestClock from "./TestClock.js";
export * as TestIdGenerator from "./TestIdGenerator.js";

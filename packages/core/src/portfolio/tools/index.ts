/** What the portfolio tools return: schemas the tools are checked against and the web reads. */
export * from "./holdingsOutputs.js";
export * from "./reportOutputs.js";
export * from "./activityOutputs.js";
export * from "./marketOutputs.js";

/** What the journal tools return: schemas the tools are checked against and the web reads. */
export * from "./moodReading.js";
export * from "./entryOutputs.js";
export * from "./moodOutputs.js";
export * from "./summaryOutputs.js";
export * from "./mentionOutputs.js";
export * from "./writeOutputs.js";

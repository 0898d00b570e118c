/** What the memory tools return: schemas the tools are checked against and the web reads. */
export * from "./memoryViews.js";
export * from "./memoryOutputs.js";

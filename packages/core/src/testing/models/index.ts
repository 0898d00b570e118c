export * as ScriptedLanguageModel from "./ScriptedLanguageModel.js";
export * from "./slowModelServer.js";
export * from "./reflectionModelServer.js";
export * from "./scriptedModelServer.js";

export * as ScriptedLanguageModel from "./ScriptedLanguageModel.js";

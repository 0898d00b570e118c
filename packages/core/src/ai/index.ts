export * from "./Clock.js";
export * from "./Embedder.js";
export * from "./IdGenerator.js";
export * from "./LanguageModel.js";

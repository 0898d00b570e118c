export * from "./parseCsv.js";
export * from "./formats.js";
export * from "./columnMapping.js";
export * from "./previewImport.js";
export * from "./marketDataCsv.js";
export * from "./fxDirection.js";

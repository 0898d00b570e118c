export * from "./offline/portfolioSkill.js";
export * from "./offline/planPortfolio.js";
export * from "./offline/portfolioPatterns.js";
export * from "./sample/generateSamplePortfolio.js";
export * from "./sample/loadSamplePortfolio.js";

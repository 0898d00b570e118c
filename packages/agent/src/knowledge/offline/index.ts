export * from "./knowledgeSkill.js";

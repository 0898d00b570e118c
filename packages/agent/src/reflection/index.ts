/** Reflection on a journal entry: the orchestration of ingestor, coaches and composer, the offline agents and prompt banks. */
export { makeReflector } from "./makeReflector.js";
export { reflectorLayer } from "./ReflectionService.js";
export { defaultReflectionOptions } from "./ReflectionOptions.js";
export type { ReflectionOptions } from "./ReflectionOptions.js";
export { makeCircuitBreaker } from "./CircuitBreaker.js";
export type { CircuitBreaker } from "./CircuitBreaker.js";
export type { AgentReply, ReflectionAgents } from "./ReflectionAgents.js";
export { modelAgents } from "./model/modelAgents.js";
export { offlineAgents } from "./offline/offlineAgents.js";
export { promptBanks } from "./offline/coachOffline.js";
export { ingestOffline } from "./offline/ingestOffline.js";
export { reflectionSkill } from "./skill/reflectionSkill.js";

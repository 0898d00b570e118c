/** Shared building blocks of every domain: ids, errors, validation, time, pagination, token counts, language. */
export * from "./ids.js";
export * from "./errors.js";
export * from "./validation.js";
export * from "./time.js";
export * from "./pagination.js";
export * from "./tokens.js";
export * from "./language.js";
export * from "./zonedTime.js";
export * from "./backoff.js";
export * from "./failureReason.js";
export * from "./regExp.js";
export * from "./problem.js";

import type { ReflectionRepository } from "./ReflectionRepository.js";

/** Reflection on a journal entry: the request and result, the code composer, crisis signals and saved reflections. */
export * from "./reflection.js";
export * from "./similarity.js";
export * from "./composeReflection.js";
export * from "./crisis.js";
export * from "./reflectionLanguage.js";
export * from "./ReflectionRepository.js";
export * from "./Reflector.js";
export * from "./tools/reflectionOutputs.js";

/** The repositories of the reflection domain. */
export type ReflectionStorage = ReflectionRepository;

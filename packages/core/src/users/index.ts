import type { ApiTokenRepository } from "./ApiTokenRepository.js";
import type { SettingsRepository } from "./SettingsRepository.js";
import type { UserRepository } from "./UserRepository.js";

/** Users, their API tokens and their settings. */
export * from "./user.js";
export * from "./apiToken.js";
export * from "./settings.js";
export * from "./UserRepository.js";
export * from "./ApiTokenRepository.js";
export * from "./SettingsRepository.js";

/** The repositories of the users domain. */
export type UsersStorage = UserRepository | ApiTokenRepository | SettingsRepository;

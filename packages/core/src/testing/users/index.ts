import type { StorageContract } from "../storage/harness.js";
import { apiTokenRepositoryContract } from "./ApiTokenRepository.contract.js";
import { settingsRepositoryContract } from "./SettingsRepository.contract.js";
import { userRepositoryContract } from "./UserRepository.contract.js";

/** The contracts of the users domain's ports, in the order the suite runs them. */
export const usersContracts: ReadonlyArray<StorageContract> = [userRepositoryContract, apiTokenRepositoryContract, settingsRepositoryContract];

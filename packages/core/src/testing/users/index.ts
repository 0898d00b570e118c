import { Context } from "effect";
import type { UsersStorage } from "../../users/index.js";
import { ApiTokenRepository } from "../../users/ApiTokenRepository.js";
import { SettingsRepository } from "../../users/SettingsRepository.js";
import { UserRepository } from "../../users/UserRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { apiTokenRepositoryContract } from "./ApiTokenRepository.contract.js";
import { makeApiTokenRepository } from "./InMemoryApiTokenRepository.js";
import { makeSettingsRepository } from "./InMemorySettingsRepository.js";
import { makeUserRepository } from "./InMemoryUserRepository.js";
import { settingsRepositoryContract } from "./SettingsRepository.contract.js";
import { userRepositoryContract } from "./UserRepository.contract.js";

/** The contracts of the users domain's ports, in the order the suite runs them. */
export const usersContracts: ReadonlyArray<StorageContract> = [userRepositoryContract, apiTokenRepositoryContract, settingsRepositoryContract];

/** The users domain's repositories over the in-memory tables. */
export const inMemoryUsersStorage = (store: MemoryStore): Context.Context<UsersStorage> =>
  Context.make(UserRepository, makeUserRepository(store)).pipe(
    Context.add(ApiTokenRepository, makeApiTokenRepository(store)),
    Context.add(SettingsRepository, makeSettingsRepository(store)),
  );

import type { UsersStorage } from "@lifeos/core";
import { ApiTokenRepository, SettingsRepository, UserRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeApiTokenRepository } from "./ApiTokenRepository.js";
import { makeSettingsRepository } from "./SettingsRepository.js";
import { makeUserRepository } from "./UserRepository.js";

/** The users domain on PostgreSQL: users, API tokens and settings. */
export const usersStorage = (database: Database): Context.Context<UsersStorage> =>
  Context.make(UserRepository, makeUserRepository(database)).pipe(
    Context.add(ApiTokenRepository, makeApiTokenRepository(database)),
    Context.add(SettingsRepository, makeSettingsRepository(database)),
  );

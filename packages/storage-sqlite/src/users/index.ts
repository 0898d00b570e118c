import type { UsersStorage } from "@lifeos/core";
import { ApiTokenRepository, SettingsRepository, UserRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeApiTokenRepository } from "./ApiTokenRepository.js";
import { makeSettingsRepository } from "./SettingsRepository.js";
import { makeUserRepository } from "./UserRepository.js";

/** The users domain on SQLite: users, API tokens and settings. */
export const usersStorage = (context: SqliteContext): Context.Context<UsersStorage> =>
  Context.make(UserRepository, makeUserRepository(context)).pipe(
    Context.add(ApiTokenRepository, makeApiTokenRepository(context)),
    Context.add(SettingsRepository, makeSettingsRepository(context)),
  );

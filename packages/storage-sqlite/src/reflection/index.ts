import type { ReflectionStorage } from "@lifeos/core";
import { ReflectionRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeReflectionRepository } from "./ReflectionRepository.js";

/** The reflection domain on SQLite: saved reflections. */
export const reflectionStorage = (context: SqliteContext): Context.Context<ReflectionStorage> =>
  Context.make(ReflectionRepository, makeReflectionRepository(context));

import type { ReflectionStorage } from "@lifeos/core";
import { ReflectionRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeReflectionRepository } from "./ReflectionRepository.js";

/** The reflection domain on PostgreSQL: saved reflections. */
export const reflectionStorage = (database: Database): Context.Context<ReflectionStorage> =>
  Context.make(ReflectionRepository, makeReflectionRepository(database));

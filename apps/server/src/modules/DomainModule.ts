import type { JobHandler } from "@lifeos/agent";
import type { Hono } from "hono";
import type { AnyDomainArchive } from "../archive/DomainArchive.js";
import type { ServerConfig } from "../config.js";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import type { Operation } from "../openapi/Operation.js";
import type { UserServices } from "../stacks/ModelStacks.js";
import type { StackModule } from "../stacks/StackModule.js";

/** A Hono app mounted at `path`. */
export interface RouteMount {
  readonly path: string;
  readonly app: Hono<AppEnv>;
  /** Mounted before body limits and authentication: anyone may call it (default false). */
  readonly public?: boolean;
}

/**
 * One domain of the server, as the composition root assembles it
 * (`domains.ts` lists them): its routes with their OpenAPI operations, its
 * tools, the services it adds to each model stack, the handlers of its
 * background jobs and its offline skills (`offlineSkills`, declared with the
 * other stack contributions in `StackModule`). Adding a domain adds
 * its folders and one entry to that list. A module with stack services is
 * typed with its name (`DomainModule<"journal">`), which checks its
 * `stackLayer` against its entry in `DomainStackServices`.
 */
export interface DomainModule<Name extends string = string> extends StackModule<Name> {
  /**
   * The domain's routes, mounted under `/api/v1` in order, authenticated and
   * rate limited unless `public`. `operations` are every module's (for the
   * OpenAPI document).
   */
  readonly routes: (context: AppContext, operations: ReadonlyArray<Operation>) => ReadonlyArray<RouteMount>;
  /** Routes mounted at the site root, outside `/api/v1`: public, not rate limited (the health check). */
  readonly siteRoutes?: (context: AppContext) => ReadonlyArray<RouteMount>;
  /**
   * The web app's pages of this domain, as path patterns (`"/journal"`,
   * `"/journal/:id"`; a `:name` segment matches any one non-empty segment).
   * The server answers these with the app's page and any other non-file,
   * non-API path with 404, so a mistyped link is not an empty app.
   */
  readonly webPages?: ReadonlyArray<string>;
  /** The OpenAPI operations of the domain's routes, in the order the document lists them. */
  readonly operations: ReadonlyArray<Operation>;
  /**
   * Request body bounds, in bytes, by route prefix under `/api/v1` (e.g.
   * `"/journal/import"`), instead of the JSON bound `LIFEOS_MAX_BODY_BYTES`.
   */
  readonly bodyLimit?: Readonly<Record<string, (config: ServerConfig) => number>>;
  /**
   * The handlers of the domain's background jobs, one per kind, run by the
   * server's `JobRunner`. Each attempt runs with the services of the job's
   * user: the shared ones and that user's model stack (`ModelStacks.forUser`),
   * so a handler uses the user's model, embedder and the domain's stack
   * services. The domain enqueues with `enqueueJob` (or `JobQueue.enqueue`).
   */
  readonly jobs?: ReadonlyArray<JobHandler<UserServices>>;
  /**
   * The domain's part of the user's archive (`GET /export`, `POST /import`):
   * its records and files, and how to recreate them in an empty account.
   * A domain that holds the person's data has one.
   */
  readonly archive?: AnyDomainArchive;
}

/**
 * A module of any name, as the composition root lists them. Each module is
 * checked against its own `DomainStackServices` entry where it is declared
 * (`DomainModule<"journal">`); the list only needs them side by side, and a
 * `stackLayer` typed by one name is not one typed by another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently named modules (see above)
export type AnyDomainModule = DomainModule<any>;

import { documentBytesMax } from "@lifeos/core";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL database. */
export type DatabaseConfig =
  | {
      readonly kind: "sqlite";
      readonly filename: string;
      /**
       * Who checkpoints the WAL (LIFEOS_SQLITE_CHECKPOINTS): `background`
       * (the server's default) is a worker thread, off the request path (see
       * storage-sqlite's `startBackgroundCheckpoints`); `automatic` is SQLite,
       * inside the commit that fills it (the default when not given).
       */
      readonly checkpoints?: "background" | "automatic";
    }
  | { readonly kind: "postgres"; readonly url: string };

/** The model provider configured for the whole server; users may override it in their settings. */
export interface ModelConfig {
  readonly apiKey: string | null;
  readonly baseUrl: string | null;
  readonly chatModel: string;
  readonly embeddingModel: string;
  /** "responses" selects the OpenAI Responses API (reasoning models); otherwise chat completions. */
  readonly api: "chat" | "responses";
}

export interface LimitsConfig {
  /** Largest JSON request body, in bytes. */
  readonly bodyBytes: number;
  /** Largest journal import upload, in bytes. */
  readonly importBytes: number;
  /** Largest uploaded document, in bytes (at most `documentBytesMax`, 50 MiB). */
  readonly documentBytes: number;
  /** Longest chat message, in characters. */
  readonly messageChars: number;
  /** Requests per minute per token (or per local client); 0 disables the limit. */
  readonly requestsPerMinute: number;
  /** Failed authentications (unknown or malformed tokens) per minute per client address; 0 disables the limit. */
  readonly authFailuresPerMinute: number;
}

/** What the server trusts beyond its tokens (see the README's "Embedded mode: who may call"). */
export interface TrustConfig {
  /**
   * Host names (besides localhost, 127.0.0.1 and ::1) under which the
   * embedded mode serves its own web app and trusts its session; any port.
   */
  readonly allowedHosts: ReadonlyArray<string>;
  /**
   * Whether a user's own provider base URL may point at a private, loopback
   * or link-local address in hosted mode (always allowed in embedded mode,
   * where local model servers are the point).
   */
  readonly allowPrivateProviderUrls: boolean;
}

/** The background job runner of this process (see agent's `JobRunner`). */
export interface JobsConfig {
  /** Jobs running at once in this process; 0 runs none here (another process sharing the database does). */
  readonly concurrency: number;
  /** How often to look for due jobs queued elsewhere or retried, in ms. */
  readonly pollIntervalMs: number;
  /** How long a claimed job stays this process's without a renewal, in ms: a job of a process that died runs again this long after. */
  readonly leaseMs: number;
}

export interface ServerConfig {
  readonly database: DatabaseConfig;
  /**
   * `embedded`: one local user, loopback requests without a token act as that user.
   * `hosted`: every request needs a bearer token. SQLite is embedded, PostgreSQL hosted.
   */
  readonly mode: "embedded" | "hosted";
  readonly host: string;
  readonly port: number;
  readonly model: ModelConfig;
  readonly sampleData: boolean;
  /** A 32-byte key (base64 or hex) from LIFEOS_ENCRYPTION_KEY, or null to use `keyFile`. */
  readonly encryptionKey: string | null;
  /** Where the generated encryption key is kept (mode 0600), next to the database. */
  readonly keyFile: string;
  /** The built web app, served at `/`. */
  readonly webRoot: string;
  readonly limits: LimitsConfig;
  readonly jobs: JobsConfig;
  /**
   * A run still "running" with no sign of life (no checkpoint of its answer)
   * for this long was left by a process that died: it is marked interrupted
   * (`LIFEOS_ABANDONED_RUN_MS`, default 20 000, at least 1000). Live runs
   * checkpoint every `min(5 s, this / 4)`.
   */
  readonly abandonedRunMs: number;
  readonly trust: TrustConfig;
  /**
   * How the server's fibers are scheduled (LIFEOS_SCHEDULER): `time-sliced`
   * (the default) serves bursts of new connections first and writes
   * responses ahead of other work (see scheduling/TimeSlicedScheduler);
   * `plain` is Effect's own scheduler, for comparison and debugging.
   */
  readonly scheduler: "time-sliced" | "plain";
  /**
   * How a chat's events are written (LIFEOS_CHAT_STREAM): `direct` (the
   * default) writes them straight to Node's response, the status, headers
   * and opening events in one write (see http/directEventStream); `web` is a
   * web `ReadableStream` handed to Hono (http/streamEvents), the plain path.
   */
  readonly chatStream: "direct" | "web";
}

type Environment = Readonly<Record<string, string | undefined>>;

const defaultDatabaseUrl = "file:./data/lifeos.db";

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const integer = (value: string | undefined, fallback: number, name: string): number => {
  const raw = text(value);
  if (raw === null) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return parsed;
};

const flag = (value: string | undefined, fallback: boolean, name: string): boolean => {
  const raw = text(value);
  if (raw === null) return fallback;
  if (["true", "1", "yes"].includes(raw.toLowerCase())) return true;
  if (["false", "0", "no"].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
};

const hostNames = (value: string | undefined): ReadonlyArray<string> =>
  (text(value) ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "");

/** Parses `LIFEOS_DATABASE_URL`: `file:<path>` (relative to `cwd`) or `postgres://…`. */
export const parseDatabaseUrl = (url: string, cwd: string): DatabaseConfig => {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return { kind: "postgres", url };
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path === "") throw new Error("LIFEOS_DATABASE_URL file: needs a path");
    return { kind: "sqlite", filename: path === ":memory:" ? path : isAbsolute(path) ? path : resolve(cwd, path) };
  }
  throw new Error(`LIFEOS_DATABASE_URL must start with file: or postgres://, got "${url.split(":")[0]}:"`);
};

const defaultWebRoot = (): string => resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** Reads the server's configuration from environment variables; throws a readable error on bad values. */
export const loadConfig = (env: Environment = process.env, cwd: string = process.cwd()): ServerConfig => {
  const checkpoints = text(env.LIFEOS_SQLITE_CHECKPOINTS) ?? "background";
  if (checkpoints !== "background" && checkpoints !== "automatic") throw new Error(`LIFEOS_SQLITE_CHECKPOINTS must be background or automatic, got "${checkpoints}"`);
  const parsed = parseDatabaseUrl(text(env.LIFEOS_DATABASE_URL) ?? defaultDatabaseUrl, cwd);
  const database: DatabaseConfig = parsed.kind === "sqlite" ? { ...parsed, checkpoints } : parsed;
  const dataDirectory =
    database.kind === "sqlite" && database.filename !== ":memory:" ? dirname(database.filename) : resolve(cwd, "data");
  const mode = text(env.LIFEOS_MODE) ?? (database.kind === "sqlite" ? "embedded" : "hosted");
  if (mode !== "embedded" && mode !== "hosted") throw new Error(`LIFEOS_MODE must be embedded or hosted, got "${mode}"`);
  const scheduler = text(env.LIFEOS_SCHEDULER) ?? "time-sliced";
  if (scheduler !== "time-sliced" && scheduler !== "plain") throw new Error(`LIFEOS_SCHEDULER must be time-sliced or plain, got "${scheduler}"`);
  const chatStream = text(env.LIFEOS_CHAT_STREAM) ?? "direct";
  if (chatStream !== "direct" && chatStream !== "web") throw new Error(`LIFEOS_CHAT_STREAM must be direct or web, got "${chatStream}"`);
  const api = text(env.LIFEOS_OPENAI_API) ?? "chat";
  if (api !== "chat" && api !== "responses") throw new Error(`LIFEOS_OPENAI_API must be chat or responses, got "${api}"`);
  return {
    database,
    mode,
    host: text(env.HOST) ?? "127.0.0.1",
    port: integer(env.PORT, 3000, "PORT"),
    model: {
      apiKey: text(env.OPENAI_API_KEY),
      baseUrl: text(env.OPENAI_BASE_URL),
      chatModel: text(env.LIFEOS_MODEL) ?? "gpt-4.1-mini",
      embeddingModel: text(env.LIFEOS_EMBEDDING_MODEL) ?? "text-embedding-3-small",
      api,
    },
    sampleData: (text(env.LIFEOS_SAMPLE_DATA) ?? "true").toLowerCase() !== "false",
    encryptionKey: text(env.LIFEOS_ENCRYPTION_KEY),
    keyFile: resolve(cwd, text(env.LIFEOS_KEY_FILE) ?? resolve(dataDirectory, "lifeos.key")),
    webRoot: resolve(cwd, text(env.LIFEOS_WEB_ROOT) ?? defaultWebRoot()),
    limits: {
      bodyBytes: integer(env.LIFEOS_MAX_BODY_BYTES, 1_000_000, "LIFEOS_MAX_BODY_BYTES"),
      importBytes: integer(env.LIFEOS_MAX_IMPORT_BYTES, 50_000_000, "LIFEOS_MAX_IMPORT_BYTES"),
      documentBytes: Math.min(documentBytesMax, integer(env.LIFEOS_MAX_DOCUMENT_BYTES, documentBytesMax, "LIFEOS_MAX_DOCUMENT_BYTES")),
      messageChars: integer(env.LIFEOS_MAX_MESSAGE_CHARS, 20_000, "LIFEOS_MAX_MESSAGE_CHARS"),
      requestsPerMinute: integer(env.LIFEOS_RATE_LIMIT, 300, "LIFEOS_RATE_LIMIT"),
      authFailuresPerMinute: integer(env.LIFEOS_AUTH_FAILURE_LIMIT, 30, "LIFEOS_AUTH_FAILURE_LIMIT"),
    },
    trust: {
      allowedHosts: hostNames(env.LIFEOS_ALLOWED_HOSTS),
      allowPrivateProviderUrls: flag(env.LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS, false, "LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS"),
    },
    jobs: {
      concurrency: integer(env.LIFEOS_JOB_CONCURRENCY, 2, "LIFEOS_JOB_CONCURRENCY"),
      pollIntervalMs: Math.max(10, integer(env.LIFEOS_JOB_POLL_MS, 1000, "LIFEOS_JOB_POLL_MS")),
      leaseMs: Math.max(1000, integer(env.LIFEOS_JOB_LEASE_MS, 60_000, "LIFEOS_JOB_LEASE_MS")),
    },
    abandonedRunMs: Math.max(1000, integer(env.LIFEOS_ABANDONED_RUN_MS, 20_000, "LIFEOS_ABANDONED_RUN_MS")),
    scheduler,
    chatStream,
  };
};

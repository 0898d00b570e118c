import postgres from "postgres";
import { describe } from "vitest";
import { archiveSuite } from "./support/archiveSuite.js";
import { hostileEnv, hostileSuite } from "./support/hostileSuite.js";
import { importSuite } from "./support/importSuite.js";
import { isolationSuite } from "./support/isolationSuite.js";
import { journalDraftSuite } from "./support/journalDraftSuite.js";
import { knowledgeSuite } from "./support/knowledgeSuite.js";
import { mainRoutesSuite } from "./support/mainRoutesSuite.js";
import { memoryModelSuite } from "./support/memoryModelSuite.js";
import { memorySuite } from "./support/memorySuite.js";
import { portfolioSampleSuite } from "./support/portfolioSampleSuite.js";
import { restartSuite } from "./support/restartSuite.js";
import { searchAfterEditSuite } from "./support/searchAfterEditSuite.js";
import { chatCrashSuite } from "./support/chatCrashSuite.js";
import { startTestServer, type TestServer } from "./support/testServer.js";

/**
 * The server on PostgreSQL: the main routes, user isolation, the user's
 * archive and journal processing across killed server processes, each suite on
 * a fresh database of the server named by LIFEOS_TEST_DATABASE_URL (dropped
 * afterwards). Without that variable these suites are skipped with one
 * printed line, unless LIFEOS_REQUIRE_POSTGRES=1, in which case they fail.
 */
const serverUrl = process.env.LIFEOS_TEST_DATABASE_URL;
const required = process.env.LIFEOS_REQUIRE_POSTGRES === "1";

/** A database of its own on the server of LIFEOS_TEST_DATABASE_URL, and how to drop it. */
const freshDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (!serverUrl) throw new Error("LIFEOS_REQUIRE_POSTGRES=1 but LIFEOS_TEST_DATABASE_URL is not set");
  const name = `lifeos_server_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw new Error(`Cannot create a database on LIFEOS_TEST_DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

/** Starts a server (hosted mode unless `env` says otherwise) on a database of its own; stopping the server drops it. */
const startOnFreshDatabase = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const database = await freshDatabase();
  const server = await startTestServer({ env: { LIFEOS_MODE: "hosted", ...env, LIFEOS_DATABASE_URL: database.url } });
  return {
    ...server,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        await database.drop();
      }
    },
  };
};

if (serverUrl || required) {
  mainRoutesSuite("PostgreSQL", () => startOnFreshDatabase());
  isolationSuite("PostgreSQL", () => startOnFreshDatabase());
  memorySuite("PostgreSQL", () => startOnFreshDatabase({ LIFEOS_JOB_POLL_MS: "50" }));
  memoryModelSuite("PostgreSQL", () => startOnFreshDatabase({ LIFEOS_JOB_POLL_MS: "50", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true" }));
  importSuite("PostgreSQL", () => startOnFreshDatabase());
  knowledgeSuite("PostgreSQL", () => startOnFreshDatabase({ LIFEOS_JOB_POLL_MS: "50" }));
  archiveSuite("PostgreSQL", () => startOnFreshDatabase());
  portfolioSampleSuite("PostgreSQL", () => startOnFreshDatabase());
  journalDraftSuite("PostgreSQL", () => startOnFreshDatabase({ LIFEOS_JOB_POLL_MS: "50" }));
  restartSuite("PostgreSQL", freshDatabase);
  searchAfterEditSuite("PostgreSQL", freshDatabase);
  chatCrashSuite("PostgreSQL", freshDatabase);
  hostileSuite(
    "PostgreSQL",
    () => startOnFreshDatabase(hostileEnv),
    () => startOnFreshDatabase({ ...hostileEnv, LIFEOS_MODE: "embedded" }),
  );
} else {
  console.warn("server: SKIPPED the PostgreSQL server suites (main routes, isolation, import, restart, hostile input): LIFEOS_TEST_DATABASE_URL is not set");
  describe.skip("server on PostgreSQL (LIFEOS_TEST_DATABASE_URL is not set)", () => {});
}

import type { TestProject } from "vitest/node";
import postgres from "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A fresh, empty database for this run, or null when the PostgreSQL suites are skipped. */
    postgresUrl: string | null;
  }
}

/**
 * Creates one fresh database for this test run on the server named by
 * LIFEOS_TEST_DATABASE_URL and drops it afterwards. Without that variable the
 * PostgreSQL suites are skipped with one printed line, unless
 * LIFEOS_REQUIRE_POSTGRES=1, in which case the run fails.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.LIFEOS_TEST_DATABASE_URL;
  const required = process.env.LIFEOS_REQUIRE_POSTGRES === "1";
  if (!serverUrl) {
    if (required) throw new Error("LIFEOS_REQUIRE_POSTGRES=1 but LIFEOS_TEST_DATABASE_URL is not set: cannot run the PostgreSQL suites");
    console.warn(
      "storage-postgres: SKIPPED the PostgreSQL suites (storage contract and backend tests): LIFEOS_TEST_DATABASE_URL is not set (see README: .ci/run or scripts/ci/postgres.sh start)",
    );
    project.provide("postgresUrl", null);
    return undefined;
  }
  const name = `lifeos_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw new Error(`Cannot create a test database on LIFEOS_TEST_DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide("postgresUrl", url.toString());
  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  };
}

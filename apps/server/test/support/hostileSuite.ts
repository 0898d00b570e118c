import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorStatus } from "../../src/http/errorStatus.js";
import { readApiRoutes, textProperties, validBody, type ApiRoute, type JsonSchema } from "./hostile/apiRoutes.js";
import { openDatabaseRows, type DatabaseRows } from "./hostile/databaseRows.js";
import { inputClasses, type Attempt, type ClassContext } from "./hostile/inputClasses.js";
import type { TestServer, TestUser } from "./testServer.js";

/** Bounds the suite's servers run with (small, so oversize bodies are cheap to send). */
export const hostileEnv = { LIFEOS_RATE_LIMIT: "0", LIFEOS_MAX_BODY_BYTES: "64000", LIFEOS_MAX_IMPORT_BYTES: "100000", LIFEOS_MAX_DOCUMENT_BYTES: "100000" };

/** Text only the first user wrote: a response to anyone else that holds it is a leak. */
const privateMarker = "Alice private words 7f3a";

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

interface Outcome {
  readonly status: number;
  readonly text: string;
}

interface Tally {
  requests: number;
  serverErrors: number;
  leaks: number;
  halfWritten: number;
  readonly failures: string[];
}

const requestOf = (server: TestServer, attempt: Attempt, tokens: Record<"alice" | "bob", string>, cookie: string | null) => {
  const path = attempt.route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = attempt.params?.[name] ?? "x";
    return typeof value === "string" ? encodeURIComponent(value) : value.raw;
  });
  const headers = new Headers(attempt.headers);
  if (attempt.sender === "embedded") {
    if (cookie !== null) headers.set("cookie", cookie);
  } else headers.set("authorization", `Bearer ${tokens[attempt.sender]}`);
  let body: string | FormData | undefined;
  if (attempt.body !== undefined && "json" in attempt.body) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(attempt.body.json);
  } else if (attempt.body !== undefined && "text" in attempt.body) {
    headers.set("content-type", attempt.body.type);
    body = attempt.body.text;
  } else if (attempt.body !== undefined) {
    const form = new FormData();
    for (const file of attempt.body.files) form.append("files", new Blob([file.text]), file.name);
    body = form;
  }
  return { url: `${server.url}${path}${attempt.query ? `?${attempt.query}` : ""}`, init: { method: attempt.route.method, headers, body } };
};

const send = async (server: TestServer, attempt: Attempt, tokens: Record<"alice" | "bob", string>, cookie: string | null): Promise<Outcome> => {
  const { url, init } = requestOf(server, attempt, tokens, cookie);
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
};

/** What is wrong with an outcome, or null: 5xx answers (also as a streamed error line), untyped refusals, refused valid input. */
const judge = (attempt: Attempt, outcome: Outcome): { problem: string | null; serverError: boolean; leak: boolean } => {
  const streamedError = outcome.status === 200 && /"type":"error","code":"(INTERNAL_ERROR|TOOL_EXECUTION_FAILED)"/.test(outcome.text);
  const serverError = outcome.status >= 500 || streamedError;
  const leak = attempt.sender === "bob" && (outcome.status < 400 || outcome.text.includes(privateMarker));
  if (serverError) return { problem: `answered ${outcome.status}${streamedError ? " (error line in the stream)" : ""}`, serverError, leak };
  if (leak) return { problem: `leaked the other user's data (${outcome.status})`, serverError, leak };
  if (attempt.expect === "accept" && (outcome.status < 200 || outcome.status > 299)) return { problem: `refused valid input with ${outcome.status}: ${outcome.text.slice(0, 160)}`, serverError, leak };
  if (attempt.expect === "reject") {
    if (outcome.status < 400 || outcome.status > 499) return { problem: `was not refused (${outcome.status})`, serverError, leak };
    if (attempt.status !== undefined && outcome.status !== attempt.status) return { problem: `was refused with ${outcome.status}, not ${attempt.status}`, serverError, leak };
    let code: unknown;
    try {
      code = (JSON.parse(outcome.text) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    if (typeof code !== "string" || errorStatus[code as keyof typeof errorStatus] !== outcome.status) {
      return { problem: `was refused without a typed error body (${outcome.status}: ${outcome.text.slice(0, 80)})`, serverError, leak };
    }
  }
  return { problem: null, serverError, leak };
};

const changedTables = (before: Readonly<Record<string, number>>, after: Readonly<Record<string, number>>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]).map((table) => `${table} ${before[table]}→${after[table]}`);

/** Waits until no table's row count changes for a while (background work of the setup has settled). */
const settle = async (rows: DatabaseRows): Promise<void> => {
  let last = JSON.stringify(await rows.count());
  for (let stable = 0, round = 0; stable < 3 && round < 200; round++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = JSON.stringify(await rows.count());
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
};

/** Free-text properties filled with the private marker, the rest valid: what the first user writes. */
const privateBody = (schema: JsonSchema): Record<string, unknown> => {
  const body = validBody(schema);
  for (const name of textProperties(schema)) if (name in body) body[name] = `${privateMarker} (${name})`;
  return body;
};

/**
 * Every route of the server's OpenAPI document (read at run time, so new
 * routes are attacked too) against every class of hostile input (see
 * `inputClasses`): a hosted server with two users for most classes, an
 * embedded one for foreign origins. Asserts no 500, typed 4xx refusals,
 * valid RTL/emoji text accepted, no answer to the second user holding the
 * first user's data, and no row of the database changed by a refused
 * request. Prints one summary line.
 */
export const hostileSuite = (name: string, start: () => Promise<TestServer>, startEmbedded: () => Promise<TestServer>) =>
  describe(`hostile input on every route (${name})`, () => {
    let hosted: TestServer;
    let embedded: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    let hostedRows: DatabaseRows;
    let embeddedRows: DatabaseRows;
    let routes: ReadonlyArray<ApiRoute>;
    const pools = new Map<string, string[]>();

    beforeAll(async () => {
      [hosted, embedded] = await Promise.all([start(), startEmbedded()]);
      alice = await hosted.addUser("Alice");
      bob = await hosted.addUser("Bob");
      routes = await readApiRoutes(hosted.url);
      hostedRows = openDatabaseRows(hosted.context.config.database);
      embeddedRows = openDatabaseRows(embedded.context.config.database);
      const collections = [...new Set(routes.flatMap((route) => route.pathParams.map((param) => route.path.slice(0, route.path.indexOf(`/{${param}}`)))))];
      const remember = (collection: string | undefined, id: string) => {
        if (collection === undefined) return;
        const pool = pools.get(collection) ?? [];
        if (!pool.includes(id)) pool.push(id);
        pools.set(collection, pool);
      };
      // The first user makes one of everything a route without path parameters makes; the ids in the answers are theirs.
      for (const route of routes.filter((route) => !route.public && route.pathParams.length === 0 && (route.method === "POST" || route.method === "PUT"))) {
        const init: RequestInit = { method: route.method, headers: { authorization: `Bearer ${alice.token}` } };
        if (route.jsonBody !== null) {
          init.body = JSON.stringify(privateBody(route.jsonBody));
          (init.headers as Record<string, string>)["content-type"] = "application/json";
        } else if (route.upload) {
          const form = new FormData();
          form.append("files", new Blob([`${privateMarker}, imported.`]), "2025-02-02.md");
          init.body = form;
        }
        const response = await fetch(`${hosted.url}${route.path}`, init);
        const text = await response.text();
        if (response.status >= 300) continue;
        for (const [header, value] of response.headers) {
          const resource = /^x-(\w+)-id$/.exec(header)?.[1];
          if (resource !== undefined && resource !== "request") remember(collections.find((collection) => collection.endsWith(`/${resource}s`)), value);
        }
        for (const id of text.match(/"id":"[0-9a-f-]{36}"/g) ?? []) remember(collections.find((collection) => collection === route.path), id.slice(6, -1));
        for (const id of text.match(uuidPattern) ?? []) if (id !== alice.id) remember("*", id.toLowerCase());
      }
      await Promise.all([settle(hostedRows), settle(embeddedRows)]);
    }, 120_000);

    afterAll(async () => {
      await hostedRows?.close();
      await embeddedRows?.close();
      await hosted?.stop();
      await embedded?.stop();
    });

    it("answers every class of hostile input with a typed 4xx (or success where valid), no 500, no leak, nothing half-written", async () => {
      const context: ClassContext = {
        idsOf: (collection) => pools.get(collection) ?? [],
        allIds: [...new Set([...pools.values()].flat())],
        maxBodyBytes: Number(hostileEnv.LIFEOS_MAX_BODY_BYTES),
        maxUploadBytes: Number(hostileEnv.LIFEOS_MAX_IMPORT_BYTES),
      };
      const tokens = { alice: alice.token, bob: bob.token };
      const cookie = await embedded.sessionCookie();
      const tally: Tally = { requests: 0, serverErrors: 0, leaks: 0, halfWritten: 0, failures: [] };
      const groups = routes.flatMap((route) => inputClasses.map((inputClass) => ({ route, inputClass, attempts: inputClass.attempts(route, context) })));
      const attacked = groups.filter((group) => group.attempts.length > 0);

      const run = async (attempt: Attempt) => {
        const server = attempt.sender === "embedded" ? embedded : hosted;
        tally.requests++;
        const outcome = await send(server, attempt, tokens, cookie);
        const verdict = judge(attempt, outcome);
        if (verdict.serverError) tally.serverErrors++;
        if (verdict.leak) tally.leaks++;
        if (verdict.problem !== null) tally.failures.push(`${attempt.route.label} [${attempt.className} ${attempt.variant}] ${verdict.problem}`);
      };

      // Refusals first, each route and class between two counts of every table; then what may succeed.
      for (const group of attacked) {
        const refusals = group.attempts.filter((attempt) => attempt.expect === "reject" || attempt.expect === "unwritten");
        if (refusals.length === 0) continue;
        const rows = refusals[0]!.sender === "embedded" ? embeddedRows : hostedRows;
        const before = await rows.count();
        for (const attempt of refusals) await run(attempt);
        const changed = changedTables(before, await rows.count());
        if (changed.length > 0) {
          tally.halfWritten++;
          tally.failures.push(`${group.route.label} [${group.inputClass.name}] changed rows though refused: ${changed.join(", ")}`);
        }
      }
      // Deleting routes last: what they may delete, the others still use.
      const mayChange = attacked.flatMap((group) => group.attempts.filter((attempt) => attempt.expect === "accept" || attempt.expect === "survive"));
      for (const attempt of mayChange.filter((attempt) => attempt.route.method !== "DELETE")) await run(attempt);
      for (const attempt of mayChange.filter((attempt) => attempt.route.method === "DELETE")) await run(attempt);

      const classesTried = new Set(attacked.map((group) => group.inputClass.name)).size;
      const routesTried = new Set(attacked.map((group) => group.route.label)).size;
      console.log(
        `hostile input (${name}): ${routesTried} routes × ${classesTried} classes (${attacked.length} route-class pairs), ${tally.requests} requests, ` +
          `${tally.serverErrors} server errors (5xx), ${tally.leaks} leaks, ${tally.halfWritten} half-written`,
      );
      expect(tally.failures).toEqual([]);
      expect(routesTried).toBe(routes.length);
      expect(classesTried).toBe(inputClasses.length);
    }, 240_000);
  });

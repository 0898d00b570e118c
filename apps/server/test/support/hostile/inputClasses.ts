import { nonNull, textProperties, validBody, wrongValue, type ApiRoute } from "./apiRoutes.js";

/**
 * What must come of an attempt.
 * - `reject`: a typed 4xx (`{ code, message }`) and no row of the database changed.
 * - `unwritten`: any answer below 500 (an upload answers 200 and lists what it skipped), and no row changed.
 * - `accept`: a 2xx (valid input the server must take, e.g. RTL text and emoji).
 * - `survive`: any answer below 500 (the input may be valid or not).
 */
export type Expectation = "reject" | "unwritten" | "accept" | "survive";

/** Who sends an attempt: a hosted user by token, or the embedded mode's web app (session cookie, no token). */
export type Sender = "alice" | "bob" | "embedded";

export interface Attempt {
  readonly className: string;
  readonly route: ApiRoute;
  readonly variant: string;
  readonly sender: Sender;
  readonly expect: Expectation;
  /** The one status a refusal must have, when only one is right (403 for a foreign origin). */
  readonly status?: number;
  /** Path parameter values; raw ones are already percent-encoded. */
  readonly params?: Readonly<Record<string, string | { readonly raw: string }>>;
  readonly query?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** A JSON value (sent as application/json), a raw text body with its type, or an upload. */
  readonly body?: { readonly json: unknown } | { readonly text: string; readonly type: string } | { readonly files: ReadonlyArray<{ readonly name: string; readonly text: string }> };
}

/** What a class may use: the resources the first user made, and the server's bounds. */
export interface ClassContext {
  /** Ids of the first user's resources, by collection path (`/api/v1/journal/entries`). */
  readonly idsOf: (collection: string) => ReadonlyArray<string>;
  /** Every id of the first user's resources. */
  readonly allIds: ReadonlyArray<string>;
  readonly maxBodyBytes: number;
  readonly maxUploadBytes: number;
}

export interface InputClass {
  readonly name: string;
  readonly attempts: (route: ApiRoute, context: ClassContext) => ReadonlyArray<Attempt>;
}

const isIdParam = (name: string) => /(^id$|Id$)/.test(name);

const cursorOf = (json: string) => Buffer.from(json).toString("base64url");

/**
 * Cursors no page ever handed out: not base64, not JSON, not a list, a list
 * of the wrong length, or of the right length with values of the wrong kinds
 * ([true, "notatime", "x"] is issue 11's reproduction: a RangeError on
 * PostgreSQL before core's `decodeCursor` checked each key's kind).
 */
const craftedCursors = [
  "!!!",
  "%%%",
  cursorOf("{}"),
  cursorOf("[1,2,3,4,5,6,7]"),
  cursorOf("[]"),
  "x".repeat(5000),
  "W3RydWUsICJub3RhdGltZSIsICJ4Il0",
  cursorOf('["2025-01-01", 1e309, "x"]'),
  cursorOf('[true, 8.7e15, "01a2225f-7555-73ff-a5b1-b8f4fbede23e"]'),
  cursorOf('["2025-02-30", 1, "01a2225f-7555-73ff-a5b1-b8f4fbede23e"]'),
  cursorOf('[1, "x"]'),
  cursorOf('["\\u0000", 1, "x"]'),
];
const samplePathValues: Readonly<Record<string, string>> = { kind: "year", period: "2025", tag: "hostile" };

/** The collection a path parameter names a resource of: `/api/v1/threads/{id}/tags` → `/api/v1/threads`. */
const collectionOf = (route: ApiRoute, param: string) => route.path.slice(0, route.path.indexOf(`/{${param}}`));

/** Values for a route's path parameters: the first user's own resources where there are some, sample values otherwise. */
export const ownParams = (route: ApiRoute, context: ClassContext): Record<string, string> =>
  Object.fromEntries(
    route.pathParams.map((param) => [
      param,
      isIdParam(param) ? (context.idsOf(collectionOf(route, param))[0] ?? "01936f3e-0000-7000-8000-000000000000") : (samplePathValues[param] ?? "x"),
    ]),
  );

const jsonAttempt = (route: ApiRoute, context: ClassContext, className: string, variant: string, json: unknown, expect: Expectation): Attempt => ({
  className,
  route,
  variant,
  sender: "alice",
  expect,
  params: ownParams(route, context),
  body: { json },
});

/** Attacks on each free-text property of a JSON body, and on each query parameter, with the same values. */
const textAttacks = (className: string, values: ReadonlyArray<string>, rawQuery: ReadonlyArray<string>, jsonExpect: Expectation, queryExpect: Expectation): InputClass => ({
  name: className,
  attempts: (route, context) => {
    const attempts: Attempt[] = [];
    if (route.jsonBody !== null) {
      for (const property of textProperties(route.jsonBody)) {
        values.forEach((value, index) =>
          attempts.push(jsonAttempt(route, context, className, `${property}#${index}`, { ...validBody(route.jsonBody!), [property]: value }, jsonExpect)),
        );
      }
    }
    for (const name of route.queryParams) {
      rawQuery.forEach((value, index) =>
        attempts.push({ className, route, variant: `?${name}#${index}`, sender: "alice", expect: queryExpect, params: ownParams(route, context), query: `${name}=${value}` }),
      );
    }
    return attempts;
  },
});

const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** The journal import reads Day One exports (JSON whose entries hold the text); other uploads store a JSON file as text, escapes and all. */
const isJournalImport = (route: ApiRoute) => route.path.endsWith("/journal/import");

const uploadAttempt = (route: ApiRoute, className: string, variant: string, expect: Expectation, body: Attempt["body"], headers?: Record<string, string>): Attempt => ({
  className,
  route,
  variant,
  sender: "alice",
  expect,
  body,
  ...(headers ? { headers } : {}),
});

/** The classes of hostile input, each an attack every route of its kind gets. */
export const inputClasses: ReadonlyArray<InputClass> = [
  {
    name: "malformed JSON",
    attempts: (route, context) =>
      route.jsonBody === null
        ? route.upload
          ? [uploadAttempt(route, "malformed JSON", "garbage multipart", "reject", { text: "--x\r\nnot a part", type: "multipart/form-data; boundary=x" })]
          : []
        : ['{"content": "unterminated', "{'single': 'quotes'}", "", "nul\u0000l", "{}}"].map((text, index) => ({
            className: "malformed JSON",
            route,
            variant: `#${index}`,
            sender: "alice" as const,
            expect: "reject" as const,
            params: ownParams(route, context),
            body: { text, type: "application/json" },
          })),
  },
  {
    name: "wrong types",
    attempts: (route, context) => {
      if (route.jsonBody === null && !route.upload) {
        // Parameters it does not take, repeated ones, and (where it reads no body) a body of a type it does not read.
        const stray: Attempt[] = [...route.queryParams, "unexpected"].map((name) => ({
          className: "wrong types",
          route,
          variant: `?${name}`,
          sender: "alice",
          expect: "survive",
          params: ownParams(route, context),
          query: `${name}=%5B%5D&${name}=2`,
        }));
        if (route.method !== "GET") stray.push({ className: "wrong types", route, variant: "text body", sender: "alice", expect: "reject", params: ownParams(route, context), body: { text: "a=1", type: "text/plain" } });
        return stray;
      }
      if (route.jsonBody === null) return [];
      const schema = route.jsonBody;
      return [
        ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
          jsonAttempt(route, context, "wrong types", name, { ...validBody(schema), [name]: wrongValue(property) }, "reject"),
        ),
        ...[[], "a string", 42, null].map((json, index) => jsonAttempt(route, context, "wrong types", `body#${index}`, json, "reject")),
      ];
    },
  },
  {
    name: "missing fields",
    attempts: (route, context) => {
      if (route.upload) return [uploadAttempt(route, "missing fields", "no files", "reject", { files: [] })];
      const required = route.jsonBody?.required ?? [];
      return required.map((name) => {
        const body = validBody(route.jsonBody!);
        delete body[name];
        return jsonAttempt(route, context, "missing fields", name, body, "reject");
      });
    },
  },
  {
    name: "oversize bodies",
    attempts: (route, context) => {
      if (route.upload) {
        return [uploadAttempt(route, "oversize bodies", "upload", "reject", { files: [{ name: "2025-01-01.md", text: "x".repeat(context.maxUploadBytes + 1000) }] })];
      }
      if (route.jsonBody === null) return [];
      const attempts = [jsonAttempt(route, context, "oversize bodies", "body", { ...validBody(route.jsonBody), padding: "x".repeat(context.maxBodyBytes + 1) }, "reject")];
      for (const [name, property] of Object.entries(route.jsonBody.properties ?? {})) {
        const max = nonNull(property).maxLength;
        if (max !== undefined && max * 2 < context.maxBodyBytes) {
          attempts.push(jsonAttempt(route, context, "oversize bodies", name, { ...validBody(route.jsonBody), [name]: "y".repeat(max + 1) }, "reject"));
        }
      }
      return attempts;
    },
  },
  {
    name: "deep nesting",
    attempts: (route, context) =>
      route.jsonBody === null
        ? []
        : [
            { className: "deep nesting", route, variant: "body", sender: "alice" as const, expect: "reject" as const, params: ownParams(route, context), body: { text: deepArray(20_000), type: "application/json" } },
            ...Object.keys(route.jsonBody.properties ?? {}).map((name) => ({
              className: "deep nesting",
              route,
              variant: name,
              sender: "alice" as const,
              expect: "reject" as const,
              params: ownParams(route, context),
              body: { text: JSON.stringify({ ...validBody(route.jsonBody!), [name]: "§" }).replace('"§"', deepArray(5_000)), type: "application/json" },
            })),
          ],
  },
  {
    name: "invalid dates",
    attempts: (route, context) => {
      const bad = ["2025-02-30", "99999-01-01", "0000-01-01", "2025-13-01", "yesterday", "2025-1-1"];
      const attempts: Attempt[] = [];
      for (const [name, property] of Object.entries(route.jsonBody?.properties ?? {})) {
        if (nonNull(property).format !== "date") continue;
        bad.forEach((value, index) => attempts.push(jsonAttempt(route, context, "invalid dates", `${name}#${index}`, { ...validBody(route.jsonBody!), [name]: value }, "reject")));
      }
      for (const name of route.queryParams.filter((param) => ["from", "to", "date"].includes(param))) {
        bad.forEach((value, index) => attempts.push({ className: "invalid dates", route, variant: `?${name}#${index}`, sender: "alice", expect: "reject", params: ownParams(route, context), query: `${name}=${encodeURIComponent(value)}` }));
      }
      if (route.pathParams.includes("period")) {
        for (const [kind, period] of [["month", "0000-01"], ["month", "2025-13"], ["year", "0000"], ["month", "99999-01"], ["year", "2025-02-30"]] as const) {
          attempts.push({ className: "invalid dates", route, variant: `${kind}/${period}`, sender: "alice", expect: "reject", params: { ...ownParams(route, context), kind, period } });
        }
      }
      return attempts;
    },
  },
  {
    name: "NUL",
    attempts: (route, context) => {
      const attempts = [...textAttacks("NUL", ["a\u0000b", "\u0000"], ["a%00b"], "reject", "reject").attempts(route, context)];
      for (const param of route.pathParams) {
        attempts.push({ className: "NUL", route, variant: `{${param}}`, sender: "alice", expect: "reject", params: { ...ownParams(route, context), [param]: { raw: "x%00y" } } });
      }
      if (route.upload) {
        attempts.push(
          uploadAttempt(route, "NUL", "file name", "unwritten", { files: [{ name: "2025-05-01\u0000.md", text: "A name with NUL." }] }),
          uploadAttempt(route, "NUL", "file text", "unwritten", { files: [{ name: "2025-05-02.md", text: "nul\u0000inside" }] }),
        );
        if (isJournalImport(route)) {
          attempts.push(
            uploadAttempt(route, "NUL", "Day One text", "unwritten", { files: [{ name: "export.json", text: JSON.stringify({ entries: [{ uuid: "N", creationDate: "2025-05-03T10:00:00Z", text: "a\u0000b" }] }) }] }),
          );
        }
      }
      return attempts;
    },
  },
  {
    name: "lone surrogates",
    attempts: (route, context) => {
      const attempts = [...textAttacks("lone surrogates", ["x\ud800", "\udc00y", "\ude00\ud83d"], ["%ED%A0%80"], "reject", "survive").attempts(route, context)];
      for (const param of route.pathParams) {
        attempts.push({ className: "lone surrogates", route, variant: `{${param}}`, sender: "alice", expect: "survive", params: { ...ownParams(route, context), [param]: { raw: "%ED%A0%80" } } });
      }
      if (isJournalImport(route)) {
        attempts.push(
          uploadAttempt(route, "lone surrogates", "Day One text", "unwritten", { files: [{ name: "export.json", text: JSON.stringify({ entries: [{ uuid: "S", creationDate: "2025-05-04T10:00:00Z", text: "half \ud83d" }] }) }] }),
        );
      }
      return attempts;
    },
  },
  textAttacks(
      "SQL and full-text operators",
      ["' OR '1'='1' --", "\"; DROP TABLE journal_entries; --", "%_\\", 'NEAR(a b) OR "x" * AND NOT ^y', "a & !b | c:* <-> (d", "')) UNION SELECT * FROM api_tokens --"],
      ["%27%20OR%201%3D1%20--", "%25_%5C", "a%20%26%20!b%20%7C%20c%3A*", "NEAR(a%20b)%20OR%20%22x%22%20*"],
      "accept",
      "survive",
  ),
  {
    name: "crafted ids",
    attempts: (route, context) =>
      route.pathParams.filter(isIdParam).flatMap((param) =>
        ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "01936f3e-0000-7000-8000-000000000000", "..%2F..%2Fetc%2Fpasswd", "1%20OR%201%3D1", "f".repeat(2000), "%2525"].map((raw, index) => ({
          className: "crafted ids",
          route,
          variant: `{${param}}#${index}`,
          sender: "alice" as const,
          expect: "reject" as const,
          params: { ...ownParams(route, context), [param]: { raw } },
        })),
      ),
  },
  {
    name: "crafted cursors",
    attempts: (route, context) =>
      route.queryParams.includes("cursor")
        ? craftedCursors.map(
            (cursor, index) => ({ className: "crafted cursors", route, variant: `#${index}`, sender: "alice" as const, expect: "reject" as const, params: ownParams(route, context), query: `cursor=${encodeURIComponent(cursor)}` }),
          )
        : [],
  },
  {
    name: "RTL and emoji",
    attempts: (route, context) => {
      const value = "שלום مرحبا 👋🏽 família 🇵🇹 ‏‮";
      return textAttacks("RTL and emoji", [value], [encodeURIComponent(value)], "accept", "survive").attempts(route, context);
    },
  },
  {
    name: "foreign origins",
    attempts: (route, context) =>
      route.public
        ? []
        : ([{ origin: "http://localhost:8080" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }] as ReadonlyArray<Record<string, string>>).map((headers, index) => ({
            className: "foreign origins",
            route,
            variant: `#${index}`,
            sender: "embedded" as const,
            expect: "reject" as const,
            status: 403,
            params: ownParams(route, context),
            headers,
            ...(route.jsonBody !== null ? { body: { json: validBody(route.jsonBody) } } : route.upload ? { body: { files: [{ name: "2025-06-01.md", text: "From elsewhere." }] } } : {}),
          })),
  },
  {
    name: "other users' ids",
    attempts: (route, context) => {
      if (route.public) return [];
      const idParams = route.pathParams.filter(isIdParam);
      const bodyIds = Object.entries(route.jsonBody?.properties ?? {}).filter(([, property]) => nonNull(property).format === "uuid").map(([name]) => name);
      const attempts: Attempt[] = [];
      for (const id of context.allIds) {
        for (const param of idParams) {
          attempts.push({
            className: "other users' ids",
            route,
            variant: `{${param}}=${id}`,
            sender: "bob",
            expect: "reject",
            params: { ...ownParams(route, context), [param]: id },
            ...(route.jsonBody !== null ? { body: { json: validBody(route.jsonBody) } } : {}),
          });
        }
        for (const name of bodyIds) {
          attempts.push({ className: "other users' ids", route, variant: `${name}=${id}`, sender: "bob", expect: "reject", params: ownParams(route, context), body: { json: { ...validBody(route.jsonBody!), [name]: id } } });
        }
      }
      return attempts;
    },
  },
];

/** A JSON Schema as the OpenAPI document carries it (the parts the suite reads). */
export interface JsonSchema {
  readonly type?: string | ReadonlyArray<string>;
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: ReadonlyArray<unknown>;
  readonly examples?: ReadonlyArray<unknown>;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: ReadonlyArray<string>;
  readonly items?: JsonSchema;
  readonly anyOf?: ReadonlyArray<JsonSchema>;
  readonly allOf?: ReadonlyArray<JsonSchema>;
}

/** One operation of the API as the suite attacks it. */
export interface ApiRoute {
  readonly method: string;
  /** The OpenAPI path, e.g. `/api/v1/threads/{id}`. */
  readonly path: string;
  readonly pathParams: ReadonlyArray<string>;
  readonly queryParams: ReadonlyArray<string>;
  /** The JSON body schema, when the route reads JSON. */
  readonly jsonBody: JsonSchema | null;
  /** True when the route reads a multipart upload. */
  readonly upload: boolean;
  /** True for routes anyone may call (no token). */
  readonly public: boolean;
  readonly label: string;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[] }>>;
}

/** Every operation of the server's OpenAPI document: new routes are attacked without changing the suite. */
export const readApiRoutes = async (baseUrl: string): Promise<ReadonlyArray<ApiRoute>> => {
  const document = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
        jsonBody: content["application/json"]?.schema ?? null,
        upload: content["multipart/form-data"] !== undefined,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        label: `${method.toUpperCase()} ${path}`,
      };
    }),
  );
};

/** The schema without its null branches (an optional field's `anyOf: [T, null]`), its `allOf` parts merged in. */
export const nonNull = (schema: JsonSchema): JsonSchema => {
  if (schema.anyOf) return nonNull(schema.anyOf.find((branch) => branch.type !== "null") ?? {});
  return schema.allOf ? Object.assign({}, schema, ...schema.allOf) : schema;
};

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : (schema.type as string | undefined));

/** A valid value of a schema: enums' first value, dates, URLs, plain text, the minimum of numbers. */
export const validValue = (raw: JsonSchema): unknown => {
  const schema = nonNull(raw);
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.examples !== undefined) return schema.examples[0];
  switch (typeOf(schema)) {
    case "string":
      if (schema.format === "date") return "2025-03-01";
      if (schema.format === "uri") return "https://provider.invalid/v1";
      if (schema.format === "uuid") return "01936f3e-0000-7000-8000-000000000000";
      return "Hostile suite text";
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
      return validBody(schema);
    default:
      return "Hostile suite text";
  }
};

/** A valid body: every required property with a valid value. */
export const validBody = (schema: JsonSchema): Record<string, unknown> =>
  Object.fromEntries((schema.required ?? []).map((name) => [name, validValue(schema.properties?.[name] ?? {})]));

/** The body's string properties that take free text (no format, enum, pattern or examples): where text attacks go. */
export const textProperties = (schema: JsonSchema): ReadonlyArray<string> =>
  Object.entries(schema.properties ?? {})
    .filter(([, property]) => {
      const value = nonNull(property);
      return typeOf(value) === "string" && value.format === undefined && value.enum === undefined && value.pattern === undefined && value.examples === undefined;
    })
    .map(([name]) => name);

/** A value of the wrong type for a property. */
export const wrongValue = (raw: JsonSchema): unknown => {
  switch (typeOf(nonNull(raw))) {
    case "string":
      return 12345;
    case "integer":
    case "number":
      return "not a number";
    case "boolean":
      return "yes";
    case "array":
      return { not: "an array" };
    default:
      return [1, 2, 3];
  }
};

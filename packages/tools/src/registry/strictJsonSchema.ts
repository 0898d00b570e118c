import { Schema } from "effect";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

const nullable = (schema: unknown): Json => {
  if (!isObject(schema)) return { anyOf: [schema, { type: "null" }] };
  const anyOf = schema["anyOf"];
  if (Array.isArray(anyOf) && anyOf.some((branch) => isObject(branch) && branch["type"] === "null")) return schema;
  if (schema["type"] === "null") return schema;
  return { anyOf: [schema, { type: "null" }] };
};

/**
 * Rewrites a JSON Schema into the subset OpenAI's strict mode accepts: every
 * object lists all its properties as required (optional ones become
 * nullable), forbids additional properties, and nested schemas follow suit.
 */
export const strictify = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(strictify);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && isObject(value)) continue;
    out[key] = isObject(value) || Array.isArray(value) ? strictify(value) : value;
  }
  const properties = schema["properties"];
  if (schema["type"] === "object" || isObject(properties)) {
    const props = isObject(properties) ? properties : {};
    const required = new Set(Array.isArray(schema["required"]) ? (schema["required"] as string[]) : []);
    const strictProps: Json = {};
    for (const [name, value] of Object.entries(props)) {
      const strict = strictify(value);
      strictProps[name] = required.has(name) ? strict : nullable(strict);
    }
    out["type"] = "object";
    out["properties"] = strictProps;
    out["required"] = Object.keys(props);
    out["additionalProperties"] = false;
  }
  return out;
};

/**
 * The strict JSON Schema of a tool's parameters. Optional fields are
 * required-but-nullable; decode the model's arguments with
 * `Schema.toCodecJson(parameters)`, which reads `null` as absent.
 */
export const toolParametersJsonSchema = (parameters: Schema.Top): Readonly<Record<string, unknown>> => {
  const document = Schema.toJsonSchemaDocument(parameters, { onExcessProperty: "error" });
  const root = strictify(document.schema) as Json;
  const definitions = Object.entries(document.definitions);
  if (definitions.length === 0) return root;
  return { ...root, $defs: Object.fromEntries(definitions.map(([name, value]) => [name, strictify(value)])) };
};

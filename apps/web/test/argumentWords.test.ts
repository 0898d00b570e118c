import { calculator, journalTools, knowledgeTools, memoryTools, portfolioTools, reflectionTools, searchConversations, toolParametersJsonSchema } from "@lifeos/tools";
import { describe, expect, it } from "vitest";
import { argumentWordsOf } from "../src/chat/argumentWords.js";

/** Every tool a model can call, as the server's modules offer them. */
const everyTool = [...journalTools, ...portfolioTools, ...knowledgeTools, ...memoryTools, ...reflectionTools, calculator, searchConversations];

interface JsonSchema {
  readonly type?: string;
  readonly enum?: ReadonlyArray<unknown>;
  readonly anyOf?: ReadonlyArray<JsonSchema>;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

/** The alternatives of a schema (`anyOf` flattened), without null. */
const variants = (schema: JsonSchema): ReadonlyArray<JsonSchema> => (schema.anyOf ? schema.anyOf.flatMap(variants) : schema.type === "null" ? [] : [schema]);

/** The values of a fixed list the argument (or each item of it) takes; none for a number (its "NaN" and "Infinity" are how the schema writes numbers). */
const fixedValues = (schema: JsonSchema): ReadonlyArray<string> => {
  const options = variants(schema);
  if (options.some((option) => option.type === "number" || option.type === "integer")) return [];
  return options.flatMap((option) => (option.type === "array" && option.items ? fixedValues(option.items) : (option.enum ?? []).map(String)));
};

const isObject = (schema: JsonSchema) => variants(schema).some((option) => option.type === "object");

/** Words, not a parameter's spelling: no underscores, no camelCase. */
const isPlain = (text: string) => text.trim() !== "" && !/_|[a-z][A-Z]/.test(text);

describe("the words of every tool argument on a chip", () => {
  it("has plain words in English and in Portuguese for every argument of every tool, and for every value of its fixed lists", () => {
    const missing: string[] = [];
    for (const language of ["en", "pt"] as const) {
      for (const tool of everyTool) {
        const schema = toolParametersJsonSchema(tool.parameters) as JsonSchema;
        for (const [name, parameter] of Object.entries(schema.properties ?? {})) {
          const where = `${language}: ${tool.name}.${name}`;
          const words = argumentWordsOf(tool.name, name, language);
          if (words === undefined) {
            missing.push(`${where}: no words`);
            continue;
          }
          if (words.hidden === true) continue;
          if (!isPlain(words.label)) missing.push(`${where}: label "${words.label}" is not plain words`);
          for (const value of fixedValues(parameter)) {
            const said = words.values?.[value];
            if (said === undefined || !isPlain(said)) missing.push(`${where}: no words for "${value}"`);
          }
          // An object is said as one phrase; a list of objects is counted.
          const listOfObjects = variants(parameter).some((option) => option.type === "array" && option.items !== undefined && isObject(option.items));
          if (isObject(parameter) && !listOfObjects && words.phrase === undefined) missing.push(`${where}: an object with no phrase`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(everyTool.length).toBeGreaterThan(25);
  });

  it("finds a new argument with no words", () => {
    expect(argumentWordsOf("search_journal", "moodThreshold", "en")).toBeUndefined();
    expect(argumentWordsOf("search_journal", "moodThreshold", "pt")).toBeUndefined();
    expect(argumentWordsOf("search_journal", "query", "en")?.label).toBe("search");
    expect(argumentWordsOf("search_journal", "query", "pt")?.label).toBe("pesquisa");
  });
});

import { calculator, journalTools, knowledgeTools, memoryTools, portfolioTools, reflectionTools, searchConversations } from "@lifeos/tools";
import { Schema } from "effect";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PartJson } from "../src/api/types.js";
import { MessageView, type ViewMessage } from "../src/chat/MessageView.js";
import { fieldLabel, fieldValue, fieldWords, readableKey } from "../src/chat/cards/fieldWords.js";
import { problemWords } from "../src/language/problemWords.js";
import { toolsWithOwnCard } from "../src/chat/cards/ownCards.js";

/** Every tool a model can call, as the server's modules offer them. */
const everyTool = [...journalTools, ...portfolioTools, ...knowledgeTools, ...memoryTools, ...reflectionTools, calculator, searchConversations];

interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: ReadonlyArray<unknown>;
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly [nested: string]: unknown;
}

/** How a JSON schema writes a number that JSON has no digits for: not a value a person reads. */
const numberSpellings = new Set(["NaN", "Infinity", "-Infinity"]);

/** Every field name of a tool's result and the values of each fixed list of text it holds, through nested records and lists. */
const fieldsOf = (output: Schema.Top): { fields: Set<string>; values: Array<[string, string]> } => {
  const document = Schema.toJsonSchemaDocument(output);
  const fields = new Set<string>();
  const values: Array<[string, string]> = [];
  const walk = (schema: unknown, key: string): void => {
    if (Array.isArray(schema)) return schema.forEach((inner) => walk(inner, key));
    if (typeof schema !== "object" || schema === null) return;
    const node = schema as JsonSchema;
    if (node.$ref !== undefined) walk(document.definitions[node.$ref.split("/").pop() ?? ""], key);
    for (const value of [...(node.enum ?? []), ...(node.const === undefined ? [] : [node.const])]) if (typeof value === "string" && !numberSpellings.has(value)) values.push([key, value]);
    for (const [name, inner] of Object.entries(node.properties ?? {})) {
      fields.add(name);
      walk(inner, name);
    }
    for (const nested of ["items", "anyOf", "oneOf", "allOf", "additionalProperties"]) walk(node[nested], key);
  };
  walk(document.schema, "");
  return { fields, values };
};

const isId = (key: string): boolean => /^id$|Id$|_id$/.test(key);
/** Words, not a field's spelling: no underscores, no camelCase. */
const isPlain = (text: string) => text.trim() !== "" && !/_|[a-z][A-Z]/.test(text);

describe("the words of the results the generic card draws", () => {
  it("has plain words in English and in Portuguese for every field and every fixed value of every tool without a card of its own", () => {
    const generic = everyTool.filter((tool) => !toolsWithOwnCard.has(tool.name));
    const missing: string[] = [];
    for (const tool of generic) {
      const { fields, values } = fieldsOf(tool.output as Schema.Top);
      for (const language of ["en", "pt"] as const) {
        for (const field of fields) {
          const words = fieldWords[language].fields[field];
          if (!isId(field) && (words === undefined || !isPlain(words))) missing.push(`${language}: ${tool.name}.${field}`);
        }
        // A problem's code is said by the problem words (with its values), not as a value of its own.
        const worded = (field: string, value: string) => fieldValue(field, value, language) !== undefined || (field === "code" && value in problemWords[language]);
        for (const [field, value] of values) if (!worded(field, value)) missing.push(`${language}: ${tool.name}.${field} = "${value}"`);
      }
    }
    expect(missing).toEqual([]);
    // The reminders, memories, documents, accounts and goals are among them.
    expect(generic.map((tool) => tool.name)).toEqual(expect.arrayContaining(["list_reminders", "search_memories", "list_documents", "get_accounts", "get_goals"]));
  });

  it("turns a field with no words into words rather than code", () => {
    expect(readableKey("dueAt")).toBe("due at");
    expect(readableKey("relationshipToUser")).toBe("relationship to user");
    expect(readableKey("last_seen_at")).toBe("last seen at");
    expect(readableKey("averageCostEUR")).toBe("average cost eur");
    expect(fieldLabel("someNewMeasure", "pt")).toBe("some new measure");
  });
});

/** An answer of `text` with the card of one tool, as the chat draws it. */
const answer = (text: string, name: string, data: unknown): string => {
  const parts: PartJson[] = [
    { type: "toolResult", toolCallId: "call-1", name, success: true, data, meta: null },
    { type: "text", text },
  ];
  const message: ViewMessage = { id: "m-1", role: "assistant", parts, status: "complete" };
  // What the card says, less its raw data (shown as the server sent it, one click away).
  return renderToStaticMarkup(createElement(MessageView, { message })).replace(/<details class="raw-data">.*?<\/details>/su, "");
};

const reminders = {
  reminders: [{ reminderId: "r-1", text: "Ligar à Ana", dueAt: "2026-03-14T09:30:00.000Z", status: "pending", overdue: false, recurrence: null }],
};
const drafted = { status: "draft", reminder: { text: "Pay rent", dueAt: "2026-04-01T00:00:00.000Z", recurrence: { every: 1, unit: "month" } } };

describe("a result with no card of its own, in the answer's language", () => {
  it("names a reminder's fields and status in Portuguese under a Portuguese answer, with the date in the person's locale", () => {
    const portuguese = answer("Tem um lembrete por fazer.", "list_reminders", reminders);
    expect(portuguese).toContain("lembrete: Ligar à Ana · para: 14/03/2026");
    expect(portuguese).toContain("estado: por fazer");
    expect(portuguese).toContain("em atraso: não");
    expect(portuguese).not.toMatch(/dueAt|due at|pending|status:/);
    const english = answer("You have one reminder to do.", "list_reminders", reminders);
    expect(english).toContain("reminder: Ligar à Ana · due: Mar 14, 2026");
    expect(english).toContain("status: to do");
  });

  it("writes a month in the person's locale, and says so when a result holds nothing", () => {
    const mentions = { query: "corrida", byMonth: [{ month: "2025-03", count: 12, words: 1108 }] };
    expect(answer("Escreveu sobre corrida 12 vezes.", "count_mentions", mentions)).toContain("mês: março de 2025 · quantas: 12");
    expect(answer("You wrote about running 12 times.", "count_mentions", mentions)).toContain("month: March 2025 · how many: 12");
    expect(answer("Não tem lembretes.", "list_reminders", { reminders: [] })).toContain("Nada encontrado.");
    expect(answer("Não conheço a Ana.", "get_person", { person: null, relationships: [], memories: [] })).toContain("Nada encontrado.");
  });

  it("says a failed document's reason in the answer's language, from its code, and never the code itself", () => {
    const failed = {
      documentId: "d-1",
      name: "payslip.pdf",
      title: "Payslip",
      status: "failed",
      pages: null,
      summary: null,
      error: "payslip.pdf is protected by a password",
      errorCode: "DOCUMENT_ENCRYPTED",
      errorParams: { fileName: "payslip.pdf" },
    };
    const portuguese = answer("Não há resumo deste documento.", "get_document_summary", failed);
    expect(portuguese).toContain("payslip.pdf está protegido por senha");
    expect(portuguese).not.toMatch(/DOCUMENT_ENCRYPTED|código do problema|protected by a password/);
    const english = answer("This document has no summary.", "get_document_summary", failed);
    expect(english).toContain("payslip.pdf is protected by a password: remove the password and upload it again");
    const ready = answer("Here it is.", "get_document_summary", { ...failed, status: "ready", error: null, errorCode: null, errorParams: null });
    expect(ready).not.toMatch(/problem code|problem details/);
  });

  it("draws a record a result holds, not only its plain fields", () => {
    const portuguese = answer("Confirme o lembrete antes de o criar.", "create_reminder", drafted);
    expect(portuguese).toContain("<dt>estado</dt><dd>por confirmar</dd>");
    expect(portuguese).toContain("<h4>lembrete</h4>");
    expect(portuguese).toContain("lembrete: Pay rent · para: 01/04/2026");
  });
});

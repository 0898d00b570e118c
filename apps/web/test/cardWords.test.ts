import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PartJson } from "../src/api/types.js";
import { cardWords } from "../src/chat/cards/cardWords.js";
import { chatWords } from "../src/chat/chatWords.js";
import { MessageView, type ViewMessage } from "../src/chat/MessageView.js";
import { runErrorText } from "../src/chat/runErrorText.js";

/** Every word of a table, by path: texts as they are, functions called with sample values. */
const texts = (value: unknown, path = ""): ReadonlyArray<[string, string]> => {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String((value as (...values: unknown[]) => unknown)(3, 5, 7))]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  return Object.entries(value as object).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
};

/** An answer of `text` with the card of one tool (and the parts before it), as the chat draws it. */
const answer = (text: string, parts: ReadonlyArray<PartJson>, status: ViewMessage["status"] = "complete"): string => {
  const message: ViewMessage = { id: "m-1", role: "assistant", parts: text === "" ? parts : [...parts, { type: "text", text }], status };
  return renderToStaticMarkup(createElement(MessageView, { message }));
};

const card = (name: string, data: unknown): PartJson => ({ type: "toolResult", toolCallId: "call-1", name, success: true, data, meta: null });

const summary = {
  summary: {
    kind: "month",
    period: "2026-03",
    entryCount: 12,
    happinessAverage: 61.4,
    happinessInterval: { low: 55.2, high: 67.9 },
    narrative: "A calm month.",
    positiveDrivers: ["walks"],
    negativeDrivers: ["deadlines"],
    topEvents: ["a trip"],
  },
};

const entries = { entries: [{ entryId: "e-1", date: "2026-03-14", title: "Beach", content: "A day at the beach.", mood: { happiness: 80, stress: 20, energy: 70 } }] };

describe("the words inside the chat's cards", () => {
  it("are there in Portuguese for every English one, and say something different where they are words", () => {
    const english = new Map(texts(cardWords.en));
    const portuguese = new Map(texts(cardWords.pt));
    expect([...portuguese.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of portuguese) expect(text.trim(), path).not.toBe("");
    // Words, not units or numbers: each differs between the languages.
    const words = [...english].filter(([path]) => !["minutes"].includes(path));
    const same = words.filter(([path, text]) => portuguese.get(path) === text).map(([path]) => path);
    expect(same).toEqual([]);
  });

  it("label a summary and the entries in the answer's language, with its dates", () => {
    const portuguese = answer("Março foi um mês calmo.", [card("get_month_summary", summary), card("get_recent_entries", entries)]);
    expect(portuguese).toContain("Mês 2026-03 · 12 entradas");
    expect(portuguese).toContain("felicidade 61");
    expect(portuguese).toContain("(IC 95% 55–68)");
    expect(portuguese).toContain("<h4>O que pesou</h4>");
    expect(portuguese).toContain("felicidade 80/100");
    expect(portuguese).toMatch(/>sáb[a-z.]*,? 14\/03\/2026</);
    const english = answer("March was a calm month.", [card("get_month_summary", summary), card("get_recent_entries", entries)]);
    expect(english).toContain("Month 2026-03 · 12 entries");
    expect(english).toContain("(95% CI 55–68)");
    expect(english).toContain("<h4>Weighed on you</h4>");
    expect(english).toContain("Sat, Mar 14, 2026");
  });

  it("say a card found nothing in the answer's language", () => {
    expect(answer("Não encontrei nada sobre isso no diário.", [card("search_journal", { results: [] })])).toContain("Nada no diário correspondeu.");
    expect(answer("I found nothing about that in the journal.", [card("search_journal", { results: [] })])).toContain("Nothing in the journal matched.");
    expect(answer("Não encontrei nenhuma conversa anterior sobre isso.", [card("search_conversations", { conversations: [] })])).toContain(
      "Nenhuma conversa anterior correspondeu.",
    );
  });

  it("show another tool's plain values in the answer's language", () => {
    const data = { active: true, archived: false, createdAt: "2026-03-14T00:00:00.000Z" };
    const portuguese = answer("Aqui estão os dados que encontrei.", [card("some_tool", data)]);
    expect(portuguese).toContain("<dd>sim</dd>");
    expect(portuguese).toContain("<dd>não</dd>");
    expect(portuguese).toContain("Dados brutos");
    expect(answer("Here is what I found.", [card("some_tool", data)])).toContain("<dd>yes</dd>");
  });

  it("write the reasoning's state and a run's error in the answer's language", () => {
    const reasoning: PartJson = { type: "reasoning", text: "…" };
    expect(answer("", [reasoning], "streaming")).toContain(chatWords.en.thinking);
    const error: PartJson = { type: "error", code: "TIMEOUT", message: "timed out" };
    expect(answer("Vou procurar no seu diário o que escreveu sobre a praia.", [error])).toContain(chatWords.pt.runErrors.timeout);
    expect(answer("I will look in your journal for what you wrote about the beach.", [error])).toContain(chatWords.en.runErrors.timeout);
    expect(runErrorText("PROVIDER_ERROR", "HTTP 401 from the server", chatWords.pt.runErrors).text).toBe(chatWords.pt.runErrors.refusedKey);
    expect(runErrorText("PROVIDER_ERROR", "Model overloaded.", chatWords.pt.runErrors)).toEqual({ text: "Model overloaded — verifique as Preferências.", settings: true });
  });
});

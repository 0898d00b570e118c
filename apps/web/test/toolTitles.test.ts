import { calculator, journalTools, knowledgeTools, memoryTools, portfolioTools, reflectionTools, searchConversations } from "@lifeos/tools";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PartJson } from "../src/api/types.js";
import { MessageView, type ViewMessage } from "../src/chat/MessageView.js";
import { toolTitle, toolTitles } from "../src/chat/toolTitles.js";
import { portfolioToolNames } from "../src/portfolio/portfolioToolNames.js";

/** Every tool a model can call, as the server's modules offer them. */
const everyTool = [...journalTools, ...portfolioTools, ...knowledgeTools, ...memoryTools, ...reflectionTools, calculator, searchConversations];

/** An answer of `parts` (a tool's chip and card, and the answer's words), as the chat draws it. */
const drawn = (parts: PartJson[], status: ViewMessage["status"], questionLanguage?: "en" | "pt"): string => {
  const message: ViewMessage = { id: "m-1", role: "assistant", parts, status };
  return renderToStaticMarkup(createElement(MessageView, { message, ...(questionLanguage ? { questionLanguage } : {}) }));
};

const call: PartJson = { type: "toolCall", toolCallId: "call-1", name: "search_memories", arguments: { query: "irmã" } };
const result: PartJson = { type: "toolResult", toolCallId: "call-1", name: "search_memories", success: true, data: { memories: [] }, meta: null };

const chip = (html: string): string => /data-testid="tool-chip"[^>]*>([^<]*)/.exec(html)?.[1] ?? "";
const cardTitle = (html: string): string => /<h3>(.*?)<\/h3>/.exec(html)?.[1] ?? "";

describe("the titles of tools on their cards and chips", () => {
  it("has a title for every registered tool in English and in Portuguese, each in its own words", () => {
    const missing: string[] = [];
    for (const tool of everyTool) {
      const english = (toolTitles.en as Readonly<Record<string, string>>)[tool.name];
      const portuguese = (toolTitles.pt as Readonly<Record<string, string>>)[tool.name];
      if (english === undefined || english.trim() === "") missing.push(`${tool.name}: no English title`);
      if (portuguese === undefined || portuguese.trim() === "") missing.push(`${tool.name}: no Portuguese title`);
      // The Portuguese title is Portuguese, not the English one copied.
      else if (portuguese === english) missing.push(`${tool.name}: the Portuguese title is the English one`);
    }
    expect(missing).toEqual([]);
    // No title for a tool that is not offered: the tables list exactly the registry's tools.
    expect(Object.keys(toolTitles.en).sort()).toEqual(everyTool.map((tool) => tool.name).sort());
    expect(Object.keys(toolTitles.pt).sort()).toEqual(Object.keys(toolTitles.en).sort());
    expect(everyTool.length).toBeGreaterThan(25);
  });

  it("knows which tools are the portfolio's by the portfolio's own list", () => {
    expect([...portfolioToolNames].sort()).toEqual(portfolioTools.map((tool) => tool.name).sort());
  });

  it("names a tool with no title yet by its words, in either language", () => {
    expect(toolTitle("get_thing", "en")).toBe("get thing");
    expect(toolTitle("get_thing", "pt")).toBe("get thing");
    expect(toolTitle("search_journal", "pt")).toBe("Pesquisou no diário");
  });

  it("titles the chip and the card in the answer's language, whatever the browser's", () => {
    const portuguese = drawn([call, result, { type: "text", text: "Não encontrei nada sobre a tua irmã nas memórias." }], "complete");
    expect(chip(portuguese)).toBe("Pesquisou nas suas memórias");
    expect(cardTitle(portuguese)).toBe("Pesquisou nas suas memórias");
    const english = drawn([call, result, { type: "text", text: "I found nothing about your sister in your memories." }], "complete");
    expect(chip(english)).toBe("Searched your memories");
    expect(cardTitle(english)).toBe("Searched your memories");
  });

  it("titles a chip still running in the question's language, before the answer has words", () => {
    expect(chip(drawn([call], "streaming", "pt"))).toBe("Pesquisou nas suas memórias");
    expect(chip(drawn([call], "streaming", "en"))).toBe("Searched your memories");
    // The answer's own words, once written, say its language.
    expect(cardTitle(drawn([call, result, { type: "text", text: "I found nothing about your sister." }], "complete", "pt"))).toBe("Searched your memories");
  });
});

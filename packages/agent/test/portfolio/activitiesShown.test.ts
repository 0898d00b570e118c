import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A list of activities says how many it shows of how many it found: the chat shows the ten newest, the card all.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const buy = (day: number) => ({ id: String(day), date: `2024-01-${String(day).padStart(2, "0")}`, type: "BUY", account: "Corretora", symbol: "VWCE", quantity: "1", unitPrice: "100", amount: "100", fee: null, currency: "EUR" });
const bought = (count: number) => Array.from({ length: count }, (_, index) => buy(count - index));

describe("how many activities a list shows", () => {
  it.each([
    ["my trades in 2024", 3, null, "3 purchases, newest first:", 3],
    ["my trades in 2024", 14, null, "14 purchases; the 10 newest:", 10],
    ["my trades in 2024", 20, "next", "More than 20 purchases; the 10 newest:", 10],
    ["minhas operacoes de 2024", 14, null, "14 compras; as 10 mais recentes:", 10],
    ["minhas operacoes de 2024", 20, "next", "Mais de 20 compras; as 10 mais recentes:", 10],
  ])("%s with %i found (next page: %s): %s", async (question, count, nextCursor, head, lines) => {
    const text = await answerWith(question, { search_activities: { activities: bought(count), nextCursor } });
    expect(text).toContain(head);
    expect(text.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(lines);
  });
});

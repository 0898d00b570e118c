import { ToolRegistry, memoryTools } from "@lifeos/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";

// A reminder made for a day alone (create_reminder with a date) is listed by that day alone where the person is
// (Lisbon, in summer), not with a clock time the person never gave.
let chat: Awaited<ReturnType<typeof offlineChat>>;
beforeAll(async () => {
  chat = await offlineChat(memoryTools);
  const context = { userId: chat.userId, threadId: null, timeZone: "Europe/Lisbon", now: new Date("2024-11-29T10:00:00Z") };
  const made = await chat.runtime.runPromise(
    ToolRegistry.use((registry) =>
      registry.execute(
        { id: "c", name: "create_reminder", arguments: JSON.stringify({ text: "Call mom", dueAt: "2025-07-02", confirmed: true }) },
        { allowlist: ["create_reminder"], context },
      ),
    ),
  );
  expect(made.success).toBe(true);
});
afterAll(() => chat.dispose());

describe("a reminder made for a day", () => {
  it.each([
    ["what are my reminders?", "- 2025-07-02: Call mom"],
    ["quais são os meus lembretes?", "- 2025-07-02: Call mom"],
  ])("%s lists it by its day alone", async (question, line) => {
    const answer = await chat.answer(question);
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/2025-07-0[12] (?:at|às)/);
  });
});

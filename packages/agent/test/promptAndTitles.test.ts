import { describe, expect, it } from "vitest";
import { autoTitle, noToolsAnswer, systemPrompt } from "../src/index.js";
import { cleanTitle } from "../src/chat/titles.js";

describe("systemPrompt", () => {
  it("states today's date and weekday in the user's time zone, and the zone", () => {
    // 23:30 UTC on Friday 10 May is already Saturday 11 May in Tokyo.
    const now = new Date("2024-05-10T23:30:00Z");
    expect(systemPrompt({ now, timeZone: "UTC", toolsAvailable: true })).toContain("Today is 2024-05-10 (Friday); the user's time zone is UTC.");
    expect(systemPrompt({ now, timeZone: "Asia/Tokyo", toolsAvailable: true })).toContain("Today is 2024-05-11 (Saturday); the user's time zone is Asia/Tokyo.");
  });

  it("tells a tool-using model to ground answers and to say when the tools found nothing", () => {
    const prompt = systemPrompt({ now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon", toolsAvailable: true });
    expect(prompt).toContain("base the answer only on what the tools returned");
    expect(prompt).toContain("say plainly that you found nothing");
    expect(prompt).not.toContain(noToolsAnswer);
  });

  it("tells every model to point to help from people first when a message suggests self-harm", () => {
    for (const toolsAvailable of [true, false]) {
      expect(systemPrompt({ now: new Date("2024-05-10T10:00:00Z"), timeZone: "UTC", toolsAvailable })).toContain("suggests thoughts of suicide or self-harm, first point them warmly to help from people");
    }
  });

  it("tells a model without tools to say it cannot read the user's data", () => {
    expect(systemPrompt({ now: new Date("2024-05-10T10:00:00Z"), timeZone: "UTC", toolsAvailable: false })).toContain(noToolsAnswer);
  });
});

describe("titles", () => {
  it("titles a thread from its first message: one line, at most 50 characters, cut at a word", () => {
    expect(autoTitle("  How was my\nsleep last week?  ")).toBe("How was my sleep last week?");
    const long = autoTitle("What did I write about my trip to Porto with Ana and the kids during the spring holidays?");
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toBe("What did I write about my trip to Porto with Ana…");
    expect(autoTitle("   ")).toBe("New conversation");
  });

  it("cleans a model-written title and refuses an empty one", () => {
    expect(cleanTitle('Title: "Sleep last week."\nMore text')).toBe("Sleep last week");
    expect(cleanTitle("Título: Viagem ao Porto")).toBe("Viagem ao Porto");
    expect(cleanTitle("  \n ")).toBeNull();
    expect(cleanTitle("x".repeat(80))!.length).toBeLessThanOrEqual(50);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PartJson } from "../src/api/types.js";
import { MessageView, type ViewMessage } from "../src/chat/MessageView.js";

// "How am I doing?", "why am I so tired?": the card of get_current_state shows what came up on the days of lower
// energy and on the less happy days, as it shows the stressors, titled in the answer's language.

const metric = { current: 40, previous: 50, change: -10, trend: "falling" };
const state = (lowEnergyFactors?: ReadonlyArray<string>, lowMoodFactors?: ReadonlyArray<string>) => ({
  days: 30, from: "2026-11-03", to: "2026-12-02", entryCount: 20, lastEntryDate: "2026-12-02", totalEntries: 120, firstEntryDate: "2026-01-04",
  metrics: { happiness: metric, stress: metric, energy: metric }, themes: ["work"], stressors: ["deadline"], protectiveFactors: ["beach"],
  ...(lowEnergyFactors === undefined ? {} : { lowEnergyFactors }), ...(lowMoodFactors === undefined ? {} : { lowMoodFactors }), todos: [],
});

/** An answer of `text` with the card of get_current_state, as the chat draws it. */
const answer = (text: string, data: unknown): string => {
  const parts: PartJson[] = [
    { type: "toolResult", toolCallId: "call-1", name: "get_current_state", success: true, data, meta: null },
    { type: "text", text },
  ];
  const message: ViewMessage = { id: "m-1", role: "assistant", parts, status: "complete" };
  return renderToStaticMarkup(createElement(MessageView, { message }));
};

/** The chips under a title of the card, as the reader sees them. */
const chipsUnder = (html: string, title: string): ReadonlyArray<string> => {
  const section = new RegExp(`<h4>${title}</h4><ul class="chips">(.*?)</ul>`).exec(html)?.[1] ?? "";
  return [...section.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!);
};

describe("what came up on the low days, on the card of how one is doing", () => {
  it.each([
    ["Days with night shift tended to come with less energy.", "On days of lower energy", "On less happy days"],
    ["Os dias com turno da noite tenderam a ter menos energia.", "Nos dias de menos energia", "Nos dias menos felizes"],
  ])("under %j, shows them titled in its language", (text, lowEnergy, lowMood) => {
    const html = answer(text, state(["night shift", "insomnia"], ["rain"]));
    expect(chipsUnder(html, lowEnergy)).toEqual(["night shift", "insomnia"]);
    expect(chipsUnder(html, lowMood)).toEqual(["rain"]);
  });

  it("shows no title for a list that is empty or not given", () => {
    const html = answer("Days with night shift tended to come with less energy.", state([], undefined));
    expect(html).not.toContain("On days of lower energy");
    expect(html).not.toContain("On less happy days");
    expect(chipsUnder(html, "Stressors")).toEqual(["deadline"]);
  });
});

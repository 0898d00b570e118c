import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// "How long have I been journaling?": how long since the first entry, in years and months, then the entry itself.
// The test model's today is 2024-05-10.

const first = (date: string) => ({ entries: [{ id: "e1", date, title: null, excerpt: "Tired and flat most of the day." }] });

describe("how long the journal has been kept", () => {
  it.each([
    ["how long have I been journaling?", "2022-05-11", "You have been keeping your journal for 1 year and 11 months.\n\nYour first entry is from 2022-05-11:"],
    ["há quanto tempo escrevo no diário?", "2022-05-11", "Escreve no diário há 1 ano e 11 meses.\n\nA primeira entrada é de 2022-05-11:"],
    ["how long have I been keeping a diary?", "2023-05-10", "You have been keeping your journal for 1 year.\n\n"],
    ["desde quando escrevo no diário?", "2024-04-25", "Escreve no diário há 15 dias.\n\n"],
    ["há quanto tempo tenho este diário?", "2024-04-25", "Escreve no diário há 15 dias.\n\n"],
  ])("%s (first entry %s)", async (question, date, start) => {
    const { calls, text } = await answerWith(question, first(date));
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "oldest", count: 1 } });
    expect(text.startsWith(start)).toBe(true);
  });

  it("leaves the first entry asked for as it was", async () => {
    expect((await answerWith("what was my first entry?", first("2022-05-11"))).text.startsWith("Your first entry is from 2022-05-11:")).toBe(true);
  });
});

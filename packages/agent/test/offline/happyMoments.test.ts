import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// "what made me happy last weekend?" quotes the sentences of each happiest day that carry its good moments,
// not the sentence the entry opens with.

const day = (date: string, excerpt: string, happiness: number) => ({ id: date, date, title: "", excerpt, mood: { happiness, stress: 20, energy: 60 } });

describe("what made one happy", () => {
  it.each([
    [
      "what made me happy last weekend?",
      [day("2024-05-05", "Nice and steady today. Did the laundry and paid the bills. Finally played the whole song on the guitar and loved it.", 85)],
      "“Finally played the whole song on the guitar and loved it.”",
      "Nice and steady today",
    ],
    [
      "o que me fez feliz no fim de semana passado?",
      [day("2024-05-05", "Um dia normal. Lavei a roupa e paguei as contas. Almocei com a Sofia à beira-mar e foi maravilhoso.", 85)],
      "«Almocei com a Sofia à beira-mar e foi maravilhoso.»",
      "Um dia normal",
    ],
    [
      "what was the best thing that happened this week?",
      [day("2024-05-07", "An ordinary day. Did the laundry and paid the bills. Finally played the whole song on the guitar and loved it.", 85)],
      "“Finally played the whole song on the guitar and loved it.”",
      "An ordinary day",
    ],
    [
      "qual foi a melhor coisa desta semana?",
      [day("2024-05-07", "Um dia normal. Lavei a roupa e paguei as contas. Almocei com a Sofia à beira-mar e foi maravilhoso.", 85)],
      "«Almocei com a Sofia à beira-mar e foi maravilhoso.»",
      "Um dia normal",
    ],
  ])("%s quotes the happy moment of each day", async (question, entries, moment, opening) => {
    const { calls, text } = await answerWith(question, { entries, sort: "happiest" });
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort: "happiest" } });
    expect(text).toContain(moment);
    expect(text).not.toContain(opening);
  });

  it.each([
    [
      "what made me happy last weekend?",
      "Nice and steady today. It was calm and peaceful, and I enjoyed the quiet. Read a few chapters of a novel before bed.",
      "“It was calm and peaceful, and I enjoyed the quiet.”",
      "Read a few chapters",
    ],
    [
      "o que me fez feliz no fim de semana passado?",
      "Um dia normal. Foi um dia tranquilo e adorei o silêncio da casa. Li alguns capítulos de um romance antes de dormir.",
      "«Foi um dia tranquilo e adorei o silêncio da casa.»",
      "Li alguns capítulos",
    ],
  ])("%s quotes what was enjoyed over a thing done that reads far less glad", async (question, excerpt, moment, fainter) => {
    const { text } = await answerWith(question, { entries: [day("2024-05-05", excerpt, 80)], sort: "happiest" });
    expect(text).toContain(moment);
    expect(text).not.toContain(fainter);
  });

  it("keeps the day's opening when no sentence of it is happier than another", async () => {
    const { text } = await answerWith("what made me happy last weekend?", { entries: [day("2024-05-05", "Did the laundry. Paid the bills.", 60)], sort: "happiest" });
    expect(text).toContain("2024-05-05 (happiness 60/100): “Did the laundry.");
  });
});

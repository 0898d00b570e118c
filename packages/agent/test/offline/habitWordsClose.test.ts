import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// Counting a habit counts the entries that tell it, in its own words and their translations: never the places that share
// a word with it ("coffee" and "café" are also words of a restaurant), which would count every dinner out.

describe("a habit counted in words close to it", () => {
  it.each(["how much coffee do I drink?", "how often do I drink coffee?", "quanto café eu bebo?", "quantas vezes bebo café?", "quantos cafés bebo por semana?"])("%s", async (question) => {
    const { calls } = await plan(question);
    const counted = calls.find((call) => call.name === "count_mentions");
    expect(counted).toBeDefined();
    const words = (counted!.args["related"] as string[][]).flat().map((word) => word.toLowerCase());
    expect(words).toEqual(expect.arrayContaining(["espresso"]));
    for (const place of ["restaurant", "restaurante", "bar"]) expect(words).not.toContain(place);
  });
});

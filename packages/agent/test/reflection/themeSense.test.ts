import { describe, expect, it } from "vitest";
import { detectThemes } from "../../src/reflection/themes.js";

const themesOf = (text: string) => detectThemes(text).map((theme) => theme.key);

// A word a theme is signalled by, used in another sense: the theme is not read into the entry.
describe("theme words in another sense", () => {
  it.each([
    "Felt a bit down today. Missed feeling motivated. Work was busy with emails and a long planning meeting.",
    "Missed the bus again and lost my keys on the way to work.",
    "I lost track of time at the office and missed my train.",
    "The mission at work this week is to ship the release.",
    "Perdi o comboio e cheguei atrasada ao trabalho.",
    "Perdi as chaves outra vez e perdi a paciência com o chefe.",
  ])("no loss in %j", (text) => {
    expect(themesOf(text)).not.toContain("loss");
  });

  it.each([
    "I miss my grandmother so much since she died.",
    "Missing Dad today. It has been a year since the funeral.",
    "I miss talking to her in the evenings.",
    "We lost our dog this morning.",
    "Tenho tantas saudades da minha avó.",
    "Perdi o meu pai há um ano e ainda dói.",
  ])("a loss in %j", (text) => {
    expect(themesOf(text)).toContain("loss");
  });

  it.each([
    ["Worked out at the gym this morning, then a long workout in the park.", "work"],
    ["I have been tired lately, sleeping badly.", "time"],
  ])("%j is not about %s", (text, theme) => {
    expect(themesOf(text)).not.toContain(theme);
  });

  it.each([
    ["Work was busy with a deadline.", "work"],
    ["Always in a rush, never enough time.", "time"],
  ])("%j is about %s", (text, theme) => {
    expect(themesOf(text)).toContain(theme);
  });
});

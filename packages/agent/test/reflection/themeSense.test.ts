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

// "new" alone is a new recipe or a new song as often as a new life: only a new job, home or city is a change.
describe("something new, and a change", () => {
  it.each(["Tried a new soup recipe; cooking slowly on a weeknight is relaxing.", "Finally got the chords of a new song right.", "Experimentei uma receita nova de sopa.", "Comprei um casaco novo."])(
    "no change in %j",
    (text) => {
      expect(themesOf(text)).not.toContain("change");
    },
  );

  it.each(["First week at my new job and everything feels strange.", "We finally have a new home.", "Primeira semana no novo emprego.", "Estamos a adaptar-nos à nova casa."])("a change in %j", (text) => {
    expect(themesOf(text)).toContain("change");
  });
});

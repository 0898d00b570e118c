import { describe, expect, it } from "vitest";
import { termKinds } from "../src/journal/insight/termKinds.js";
import { lessOf, moreOf } from "../src/journal/insight/todoPhrases.js";

// A place put into a Portuguese suggestion takes the article the journal gives it ("ao Porto", "na Madeira"), stands bare
// when the journal uses it bare ("a Braga", "em Lisboa"), and is named on its own when no Portuguese text tells.

const journal = [
  "Fui ao Porto com a Carla e jantámos no Porto.",
  "Fim de semana na Madeira, muito sol.",
  "Voltei da Madeira cansada.",
  "Fui a Braga visitar os meus pais.",
  "Reunião em Lisboa, depois voltei para Lisboa de comboio.",
  "Viagem para o Rio de Janeiro marcada.",
  "Stayed in Porto for work, then a walk in Leeds.",
];
const kinds = termKinds(journal, ["Porto", "Madeira", "Braga", "Lisboa", "Rio de Janeiro", "Leeds"]);
const info = (term: string) => kinds.get(term)!;

describe("a place's article in Portuguese", () => {
  it("is read from how the journal puts it", () => {
    expect(Object.fromEntries([...kinds].map(([term, value]) => [term, value.nameArticle]))).toEqual({
      Porto: "o",
      Madeira: "a",
      Braga: null,
      Lisboa: null,
      "Rio de Janeiro": "o",
      Leeds: undefined,
    });
  });

  it.each([
    ["Porto", "Marcar uma ida ao Porto esta semana.", "Escolher uma tarde para ir ao Porto e marcá-la no calendário."],
    ["Madeira", "Marcar uma ida à Madeira esta semana.", "Escolher uma tarde para ir à Madeira e marcá-la no calendário."],
    ["Rio de Janeiro", "Marcar uma ida ao Rio de Janeiro esta semana.", "Escolher uma tarde para ir ao Rio de Janeiro e marcá-la no calendário."],
    ["Braga", "Marcar uma ida a Braga esta semana.", "Escolher uma tarde para ir a Braga e marcá-la no calendário."],
  ])("%s: a visit suggested with its article or none", (term, title, firstStep) => {
    expect(moreOf("pt", term, { ...info(term), kind: "place" })).toEqual({ title, firstStep });
  });

  it("a lighter day there, with “em” fused as the journal does", () => {
    expect(lessOf("pt", "Porto", { ...info("Porto"), kind: "place" }).title).toBe("Preparar um dia mais leve no Porto.");
    expect(lessOf("pt", "Lisboa", { ...info("Lisboa"), kind: "place" }).title).toBe("Preparar um dia mais leve em Lisboa.");
  });

  it("a place no Portuguese text tells of is named on its own, with no article guessed", () => {
    const said = moreOf("pt", "Leeds", { ...info("Leeds"), kind: "place" });
    expect(said.title).toBe("Voltar esta semana a um lugar dos dias bons: Leeds.");
    expect(`${said.title} ${said.firstStep}`).not.toMatch(/\b(?:a|ao|em|no) Leeds\b/);
  });

  it("English suggestions are as before", () => {
    expect(moreOf("en", "Porto", { ...info("Porto"), kind: "place" }).title).toBe("Plan a visit to Porto this week.");
  });
});

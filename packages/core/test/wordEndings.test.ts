import { describe, expect, it } from "vitest";
import { endingApart } from "../src/search/wordEndings.js";

describe("one word with another ending", () => {
  it.each([
    ["renew", "renewal"],
    ["cancel", "cancelled"],
    ["cancel", "cancelar"],
    ["sala", "salas"],
    ["vedado", "vedada"],
    ["proibido", "proibicoes"],
    ["coberto", "coberturas"],
    ["exclusao", "exclusoes"],
    ["exclusion", "exclusao"],
    ["cancelled", "cancelado"],
    ["approval", "approved"],
  ])("%s and %s are one word", (one, other) => {
    expect(endingApart(one, other)).toBe(true);
    expect(endingApart(other, one)).toBe(true);
  });

  it.each([
    ["sala", "salario"],
    ["porta", "portagem"],
    ["socio", "social"],
    ["cancel", "cancer"],
    ["party", "parte"],
    ["port", "porta"],
    ["rent", "rent"],
  ])("%s and %s are not", (one, other) => {
    expect(endingApart(one, other)).toBe(false);
  });

  // An English ending on one and a Portuguese one on the other make two words of one root ("gener·al", "gener·o").
  it.each([
    ["general", "genero"],
    ["personal", "persona"],
    ["cultural", "cultura"],
    ["generally", "generos"],
  ])("%s and %s are words of two languages, not one word", (one, other) => {
    expect(endingApart(one, other)).toBe(false);
    expect(endingApart(other, one)).toBe(false);
  });
});

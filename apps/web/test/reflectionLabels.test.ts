import { describe, expect, it } from "vitest";
import { reflectionLabels } from "../src/reflection/reflectionLabels.js";

describe("a reflection card's labels", () => {
  it("are Portuguese for a reflection written in Portuguese", () => {
    const labels = reflectionLabels({ summary: "Hoje a reunião correu mal.", advice: "Um passo concreto: liste o que do prazo está sob o seu controlo." });
    expect([labels.card, labels.mood("stressed"), labels.tradition("buddhist"), labels.tradition("stoic"), labels.tradition("existential")]).toEqual([
      "Reflexão",
      "humor: stressado",
      "Budista",
      "Estoico",
      "Existencialista",
    ]);
  });

  it("are English for a reflection written in English", () => {
    const labels = reflectionLabels({ summary: "The meeting went badly today.", advice: "One concrete step: list what about the deadline is within your control." });
    expect([labels.card, labels.mood("stressed"), labels.tradition("existential")]).toEqual(["Reflection", "mood: stressed", "Existentialist"]);
  });
});

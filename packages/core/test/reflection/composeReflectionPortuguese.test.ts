import { describe, expect, it } from "vitest";
import type { CoachContribution, ComposerInput, Ingestion } from "../../src/index.js";
import { composeReflection, crisisAdvice, reflectionLanguage, suggestsSelfHarm } from "../../src/index.js";

const coach = (source: CoachContribution["source"], prompts: ReadonlyArray<string>, insights: ReadonlyArray<string> = []): CoachContribution => ({
  source,
  answer: { insights, prompt_suggestions: prompts },
});

const stressedAtWork: Ingestion = { summary: "Uma semana difícil no trabalho.", themes: ["trabalho", "sentido"], mood: "stressed" };

const input = (coaches: ReadonlyArray<CoachContribution>, extra: Partial<ComposerInput> = {}): ComposerInput => ({
  ingestion: stressedAtWork,
  coaches,
  language: "pt",
  ...extra,
});

describe("the code composer on Portuguese prompts", () => {
  it("takes prompts that differ only in case, accents and punctuation as one", () => {
    const result = composeReflection(
      input([coach("buddhist", ["Escreva o que, neste prazo, está sob o seu controlo"]), coach("stoic", ["ESCREVA o que neste prazo esta sob o seu controlo!"])]),
    );
    expect(result.prompts).toHaveLength(1);
    expect(result.decisions).toContainEqual({ action: "duplicate", source: "stoic", index: 0, duplicateOf: "buddhist#0" });
  });

  it("matches a theme by its word's stem, not by a shorter word that begins alike", () => {
    const result = composeReflection(
      input([coach("existential", ["Descreva como se sentiu hoje ao acordar e o que pesou mais", "Descreva um momento de hoje que teve sentido ao trabalhar"])]),
    );
    const byText = new Map(result.prompts.map((prompt) => [prompt.text, prompt.rationale]));
    // "sentiu" (felt) is not "sentido" (meaning); "trabalhar" is "trabalho".
    expect(byText.get("Descreva como se sentiu hoje ao acordar e o que pesou mais")).not.toMatch(/sentido/);
    expect(byText.get("Descreva um momento de hoje que teve sentido ao trabalhar")).toMatch(/^Toca em trabalho, sentido/);
  });

  it("matches an English theme by its word's stem too", () => {
    const result = composeReflection(
      input([coach("stoic", ["List what you keep worrying about and what you can do today"])], {
        ingestion: { summary: "s", themes: ["worry"], mood: "calm" },
        language: "en",
      }),
    );
    expect(result.prompts[0]!.rationale).toMatch(/^Touches on worry\./);
  });

  it("writes the rationale in Portuguese, starting with a capital, with each prompt's own insight", () => {
    const result = composeReflection(
      input(
        [
          coach(
            "stoic",
            ["Liste o que do prazo está sob o seu controlo e o que não está", "Reserve dez minutos esta noite para rever o dia e o que aprendeu"],
            ["O esforço é seu; os resultados não.", "O exame da noite faz de um dia uma lição."],
          ),
        ],
        { ingestion: { summary: "s", themes: ["família"], mood: "stressed" } },
      ),
    );
    expect(result.prompts.map((prompt) => prompt.rationale)).toEqual([
      "Adequa-se a quem está stressado. O esforço é seu; os resultados não.",
      "O exame da noite faz de um dia uma lição.",
    ]);
  });

  it("advises with the insight behind the step it gives, not another prompt's", () => {
    const result = composeReflection(
      input([
        coach("buddhist", ["Repare naquilo por que anseia neste momento", "Escreva o que as preocupações com o trabalho lhe despertam"], ["O desejo, visto com clareza, perde força.", "Separar o presente dos futuros imaginados alivia o peso."]),
      ]),
    );
    expect(result.prompts[0]!.text).toBe("Escreva o que as preocupações com o trabalho lhe despertam");
    expect(result.advice).toBe("Separar o presente dos futuros imaginados alivia o peso. Um passo concreto: escreva o que as preocupações com o trabalho lhe despertam.");
  });

  it("rejects vague Portuguese prompts, European or Brazilian", () => {
    const result = composeReflection(input([coach("stoic", ["Não te preocupes, pensa positivo e tudo acontece por uma razão", "Não se preocupe: pense positivo hoje", "Liste três tarefas do trabalho que pode largar antes do prazo"])]));
    expect(result.prompts.map((prompt) => prompt.text)).toEqual(["Liste três tarefas do trabalho que pode largar antes do prazo"]);
    expect(result.decisions.filter((decision) => decision.action === "vague")).toHaveLength(2);
  });

  it.each(["Repare", "Sente-se", "Recorde", "Planeie", "Dê", "Faça", "Escreva", "Nomeie"])("counts a prompt opening with %j as concrete", (verb) => {
    const result = composeReflection(input([coach("buddhist", [`${verb} algo de hoje com calma durante cinco minutos`])], { ingestion: { summary: "s", themes: [], mood: "angry" } }));
    expect(result.decisions).toContainEqual({ action: "kept", source: "buddhist", index: 0, score: 0.5 });
  });

  it("advises in Portuguese, answering the question first, deterministically", () => {
    const coaches = [coach("stoic", ["Liste o que do prazo está sob o seu controlo"], ["A preocupação com o prazo é sobre o futuro, que não controla."])];
    const result = composeReflection(input(coaches, { question: "Como deixo de me preocupar com o prazo?" }));
    expect(result.advice).toBe(
      "Sobre a sua pergunta: A preocupação com o prazo é sobre o futuro, que não controla. Quem escreveu esta entrada parece estar stressado. Um passo concreto: liste o que do prazo está sob o seu controlo.",
    );
    expect(composeReflection(input(coaches, { question: "Como deixo de me preocupar com o prazo?" }))).toEqual(result);
    expect(composeReflection(input([])).advice).toBe(
      "Quem escreveu esta entrada parece estar stressado. Um passo concreto: escreva três linhas sobre o que mais pesa hoje e o que está ao seu alcance.",
    );
  });
});

describe("the language of a reflection", () => {
  const portuguese = "Hoje a reunião correu mal e fiquei stressada com o prazo.";
  const english = "The meeting went badly today and the deadline stressed me out.";
  it("is the question's when it tells, else the text's; a caller's named language wins", () => {
    expect(reflectionLanguage(portuguese)).toBe("pt");
    expect(reflectionLanguage(english)).toBe("en");
    expect(reflectionLanguage(portuguese, "What should I do about it?")).toBe("en");
    expect(reflectionLanguage(english, "O que devo fazer?")).toBe("pt");
    expect(reflectionLanguage(portuguese, "?!")).toBe("pt");
    expect(reflectionLanguage(english, undefined, "pt")).toBe("pt");
  });
});

describe("self-harm signals in European Portuguese", () => {
  it("are found with the pronoun after the verb, and point to help in Portugal and Brazil", () => {
    expect(suggestsSelfHarm("Às vezes penso em magoar-me.")).toBe(true);
    expect(suggestsSelfHarm("Já não quero viver.")).toBe(true);
    expect(suggestsSelfHarm("Penso em pôr fim à vida.")).toBe(true);
    expect(suggestsSelfHarm("O meu chefe magoou-me com o que disse.")).toBe(false);
    for (const text of ["Não aguento mais, quero desaparecer.", "tô com vontade de sumir", "Não quero acordar amanhã", "Não aguento mais esta vida", "A vida não vale a pena viver", "Ninguém ia sentir a minha falta"]) {
      expect(suggestsSelfHarm(text), text).toBe(true);
    }
    for (const text of ["Não aguento mais este calor", "O nevoeiro fez a serra desaparecer", "Quero acordar cedo amanhã", "Não vale a pena ir ao cinema"]) {
      expect(suggestsSelfHarm(text), text).toBe(false);
    }
    expect(crisisAdvice("pt")).toMatch(/112 em Portugal.*SNS 24/);
    expect(crisisAdvice("pt")).not.toMatch(/\bvocê\b/);
  });
});

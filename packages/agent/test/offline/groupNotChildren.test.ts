import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How old are the boys?", "quantos anos têm as meninas?" with no sons or daughters told answered "You haven't told me
// about your boys yet", as if "the boys" were the person's children; "os rapazes", "as raparigas" were no relatives at
// all and fell to the person's own age ("Não tenho nada guardado sobre a sua idade"). "The boys" said without "my" are
// the person's children only when such children were told.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T10:00:00Z"), timeZone: "Europe/Lisbon" });
const row = (content: string, type = "fact") => ({ content, date: "2026-12-03", dated: false, type, current: true });
const answer = (question: string, memories: ReadonlyArray<ReturnType<typeof row>>) => answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));

const friends = [row("I went out with the boys", "event"), row("Saí com as meninas", "event")];
const sons = [row("Tom is my son", "relationship"), row("Ben is my son", "relationship"), row("Tom is 8"), row("Ben is 5")];
const filhos = [row("O Tomás é meu filho", "relationship"), row("O Rui é meu filho", "relationship"), row("O Tomás tem 8 anos"), row("O Rui tem 5 anos")];

describe("the boys, the girls, said without 'my'", () => {
  it.each([
    ["how old are the boys?", "I don't know how old the boys are: you haven't told me."],
    ["how old are the girls?", "I don't know how old the girls are: you haven't told me."],
    ["quantos anos têm os rapazes?", "Não sei que idade têm os rapazes: não me contou."],
    ["quantos anos têm as raparigas?", "Não sei que idade têm as raparigas: não me contou."],
    ["que idade têm as meninas?", "Não sei que idade têm as meninas: não me contou."],
  ])("%s, with no such children told, asks of no children", async (question, said) => {
    const text = await answer(question, friends);
    expect(text).toContain(said);
    expect(text).not.toMatch(/your boys|your girls|seus rapazes|suas raparigas|suas meninas|sua idade/u);
  });

  it.each([
    ["how old are the boys?", sons, "Tom is 8 and Ben is 5, as you told me on 2026-12-03."],
    ["quantos anos têm os rapazes?", filhos, "O Tomás tem 8 anos e o Rui tem 5 anos, como me contou em 2026-12-03."],
  ])("%s, with sons told, are the sons", async (question, memories, said) => {
    expect(await answer(question, memories)).toBe(said);
  });

  it.each([
    ["how old are my boys?", sons, "Tom is 8 and Ben is 5, as you told me on 2026-12-03."],
    ["quantos anos têm os meus rapazes?", filhos, "O Tomás tem 8 anos e o Rui tem 5 anos, como me contou em 2026-12-03."],
    ["how old are my boys?", friends, "You haven't told me about your boys yet."],
    ["quantos anos têm os meus rapazes?", friends, "Ainda não me falou dos seus rapazes."],
    ["quantos anos têm os miúdos?", friends, "Ainda não me falou dos seus miúdos."],
  ])("%s are one's own children", async (question, memories, said) => {
    expect(await answer(question, memories)).toContain(said);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A new user introducing themselves and their family in chat, one message at a time: each message noted in one reply
// (no journal search, no "who is Joana?"), then asked back: a child's weekly activity, the ages of the children, a
// husband's job.

const now = new Date("2026-12-03T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const told = (...facts: ReadonlyArray<readonly [string, string]>) => systemWith(facts.map(([content, type]) => storedMemory(content, type, "2026-12-03")));
const row = (content: string, type = "fact") => ({ content, date: "2026-12-03", dated: false, type, current: true, entities: [] });

describe("introducing oneself and one's family is noted, not looked up", () => {
  it.each([
    ["Hi! I'm Joana, I live in Coimbra and I work as a pharmacist at Farmácia Central.", "Noted: Your name is Joana; you live in Coimbra; you work as a pharmacist at Farmácia Central."],
    ["I'm Joana.", "Noted: Your name is Joana."],
    ["Olá! Sou a Joana, moro em Coimbra e trabalho como farmacêutica na Farmácia Central.", "Anotado: O seu nome é Joana; mora em Coimbra; trabalha como farmacêutica na Farmácia Central."],
    ["Sou a Joana.", "Anotado: O seu nome é Joana."],
    ["My husband is called Rui and he's a teacher.", "Noted: Rui is your husband and is a teacher."],
    ["O meu marido chama-se Rui e é professor.", "Anotado: O Rui é o seu marido e é professor."],
    ["Meu marido se chama Rui e é professor.", "Anotado: O Rui é o seu marido e é professor."],
    ["We have two kids, Leonor (8) and Duarte (5).", "Noted: Leonor is your kid; Duarte is your kid; Leonor is 8 years old; Duarte is 5 years old."],
    ["Temos dois filhos, a Leonor (8) e o Duarte (5).", "Anotado: A Leonor é a sua filha; o Duarte é o seu filho; a Leonor tem 8 anos; o Duarte tem 5 anos."],
    ["Leonor has swimming every Tuesday at 6pm.", "Noted: Leonor has swimming every Tuesday at 6pm."],
    ["A Leonor tem natação às terças às 18h.", "Anotado: A Leonor tem natação às terças às 18h."],
    ["We have a daughter, Leonor, she's 8.", "Noted: Leonor is your daughter and is 8."],
    ["Temos uma filha, a Leonor, tem 8 anos.", "Anotado: A Leonor é a sua filha e tem 8 anos."],
  ])("%s", async (message, reply) => {
    const { calls, text } = await ask(message, told(["Leonor is my daughter", "relationship"]));
    expect(calls).toEqual([]);
    expect(text).toBe(reply);
  });
});

describe("one statement of two people is one acknowledgement of all it kept", () => {
  it.each([
    ["My daughter Leonor is 8 and my son Duarte is 5.", "Noted: Leonor is your daughter and is 8; Duarte is your son and is 5."],
    ["A minha filha Leonor tem 8 anos e o meu filho Duarte tem 5.", "Anotado: A Leonor é a sua filha e tem 8 anos; o Duarte é o seu filho e tem 5."],
  ])("%s", async (message, reply) => {
    const { calls, text } = await ask(message);
    expect(calls).toEqual([]);
    expect(text).toBe(reply);
  });
});

describe("a child's weekly activity asked back", () => {
  it.each([
    ["when is Leonor's swimming?", "Leonor has swimming every Tuesday at 6pm"],
    ["quando é a natação da Leonor?", "A Leonor tem natação às terças às 18h"],
  ])("%s is answered from what was told", async (question, fact) => {
    const { calls, text } = await ask(question, told(["Leonor is my daughter", "relationship"], [fact, "fact"]));
    expect(calls).toEqual([]);
    expect(text).toContain(`“${fact}”`);
  });

  it("a possessive is never a search term", async () => {
    const { calls } = await ask("when is Leonor's swimming?");
    const queries = calls.map((call) => String((JSON.parse(call.arguments) as { query?: string }).query ?? ""));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query).not.toMatch(/['’]s\b/u);
    const text = await answerWith("when is Leonor's swimming?", (name) => (name === "search_memories" ? { memories: [] } : { results: [] }));
    expect(text).not.toContain("Leonor's");
  });
});

describe("the ages of one's children", () => {
  const family = [
    row("Leonor is my kid", "relationship"),
    row("Duarte is my kid", "relationship"),
    row("Tiago is my son", "relationship"),
    row("Leonor is 8 years old"),
    row("My son Duarte is 5"),
    row("Rui is my husband", "relationship"),
  ];
  const familyPt = [row("Leonor é minha filha", "relationship"), row("Duarte é meu filho", "relationship"), row("Leonor tem 8 anos"), row("Duarte tem 5 anos")];

  it.each([
    ["how old are my kids?", family, "Leonor is 8 and Duarte is 5, as you told me on 2026-12-03. You haven't told me how old Tiago is."],
    ["what ages are my children?", family, "Leonor is 8 and Duarte is 5, as you told me on 2026-12-03. You haven't told me how old Tiago is."],
    ["quantos anos têm os meus filhos?", familyPt, "A Leonor tem 8 anos e o Duarte tem 5 anos, como me contou em 2026-12-03."],
    ["que idade têm os meus filhos?", familyPt, "A Leonor tem 8 anos e o Duarte tem 5 anos, como me contou em 2026-12-03."],
    ["que idade têm os putos?", familyPt, "A Leonor tem 8 anos e o Duarte tem 5 anos, como me contou em 2026-12-03."],
    ["quantos anos têm os meus meninos?", familyPt, "A Leonor tem 8 anos e o Duarte tem 5 anos, como me contou em 2026-12-03."],
    ["quantos anos têm as miúdas?", [...familyPt, row("Rita é minha filha", "relationship"), row("Rita tem 3 anos")], "A Leonor tem 8 anos e a Rita tem 3 anos, como me contou em 2026-12-03."],
    ["how old are my boys?", family, "Duarte is 5, as you told me on 2026-12-03. You haven't told me how old Tiago is."],
    ["how old are the girls?", [...family, row("Rita is my daughter", "relationship"), row("Rita is 3")], "Rita is 3, as you told me on 2026-12-03."],
  ])("%s", async (question, memories, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));
    expect(text).toBe(answer);
  });

  it.each([
    ["how old are my kids?", "You haven't told me about your kids yet."],
    ["quantos anos têm os meus filhos?", "Ainda não me falou dos seus filhos."],
  ])("%s with no children told says so", async (question, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : { results: [] }));
    expect(text).toContain(answer);
  });

  it.each([
    ["how old are my kids?", [["Leonor is my daughter", "relationship"], ["Leonor is 8 years old", "fact"]] as const, "Leonor is 8, as you told me on 2026-12-03."],
    ["quantos anos têm os meus filhos?", [["Duarte é meu filho", "relationship"], ["Duarte tem 5 anos", "fact"]] as const, "O Duarte tem 5 anos, como me contou em 2026-12-03."],
  ])("%s is answered at once from what the chat already holds", async (question, facts, answer) => {
    const { calls, text } = await ask(question, told(...facts));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["how old is my husband?", "Rui is my husband", "Rui is 41", "Rui is 41, as you told me on 2026-12-03."],
    ["quantos anos tem o meu marido?", "Rui é meu marido", "Rui tem 41 anos", "Rui tem 41 anos"],
  ])("%s is the husband's age told, not who he was before", async (question, relation, fact, answer) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => JSON.parse(call.arguments) as Record<string, unknown>)).not.toContainEqual(expect.objectContaining({ includeHistory: true }));
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row(relation, "relationship"), row(fact)] } : { results: [] }));
    expect(text).toContain(answer);
    expect(text).not.toMatch(/older fact|mais antigo/u);
  });
});

describe("a husband's job asked back", () => {
  it.each([
    ["what's my husband's job?", ["Rui is my husband", "Rui is a teacher"], "Rui is a teacher"],
    ["qual é a profissão do meu marido?", ["Rui é meu marido", "Rui é professor"], "Rui é professor"],
    ["em que trabalha o meu marido?", ["Rui é meu marido", "Rui é professor"], "Rui é professor"],
    ["what does my husband do?", ["Rui is my husband", "Rui is a teacher"], "Rui is a teacher"],
    ["o que faz o meu marido?", ["Rui é meu marido", "Rui é professor"], "Rui é professor"],
    ["o que é que a minha irmã faz?", ["Sara é minha irmã", "Sara é enfermeira"], "Sara é enfermeira"],
    ["o que faz a minha irmã na vida?", ["Sara é minha irmã", "Sara é enfermeira"], "Sara é enfermeira"],
  ])("%s", async (question, facts, fact) => {
    const { calls, text } = await ask(question, told([facts[0]!, "relationship"], [facts[1]!, "fact"]));
    expect(calls).toEqual([]);
    expect(text).toContain(`“${fact}”`);
  });
});

describe("a relative's job never told is said so, not who they are", () => {
  it.each([
    ["what does my wife do for a living?", "Ana is my wife", "I have nothing remembered about Ana's work."],
    ["what does my wife do?", "Ana is my wife", "I have nothing remembered about Ana's work."],
    ["o que faz a minha irmã?", "Sara é minha irmã", "Não tenho nada guardado sobre o trabalho de Sara."],
    ["o que faz o meu marido?", "Rui é meu marido", "Não tenho nada guardado sobre o trabalho de Rui."],
  ])("%s", async (question, relation, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: [row(relation, "relationship")] } : { results: [] }));
    expect(text).toContain(answer);
  });
});

describe("who one's children or grandchildren are: every one told, not the first", () => {
  const family = [row("Leonor is my daughter", "relationship"), row("Duarte is my son", "relationship"), row("Maria is my granddaughter", "relationship"), row("Tomás is my grandson", "relationship")];
  const familyPt = [row("Leonor é minha filha", "relationship"), row("Duarte é meu filho", "relationship"), row("Maria é minha neta", "relationship"), row("Tomás é meu neto", "relationship")];

  it.each([
    ["who are my kids?", family, "Leonor and Duarte are your kids, as you told me on 2026-12-03."],
    ["what are my grandchildren called?", family, "Maria and Tomás are your grandchildren, as you told me on 2026-12-03."],
    ["who are my grandkids?", family, "Maria and Tomás are your grandkids, as you told me on 2026-12-03."],
    ["quem são os meus netos?", familyPt, "A Maria e o Tomás são os seus netos, como me contou em 2026-12-03."],
    ["como se chamam os miúdos?", familyPt, "A Leonor e o Duarte são os seus miúdos, como me contou em 2026-12-03."],
    ["quais são os nomes dos meus filhos?", familyPt, "A Leonor e o Duarte são os seus filhos, como me contou em 2026-12-03."],
  ])("%s", async (question, memories, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }));
    expect(text).toBe(answer);
  });

  it.each([
    ["who are my kids?", [["Leonor is my daughter", "relationship"], ["Duarte is my son", "relationship"]] as const, "Leonor and Duarte are your kids, as you told me on 2026-12-03."],
    ["quem são os meus filhos?", [["Leonor é minha filha", "relationship"], ["Duarte é meu filho", "relationship"]] as const, "A Leonor e o Duarte são os seus filhos, como me contou em 2026-12-03."],
  ])("%s is answered at once from what the chat already holds, as after a search", async (question, facts, answer) => {
    const { calls, text } = await ask(question, told(...facts));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });
});

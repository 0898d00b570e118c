import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Facts told of one person in a row are said back of them once, with the name said once and its article where Portugal
// says it ("Anotado: a Ana é a sua irmã e mora no Porto"), never the name repeated bare ("…; Ana mora no Porto").

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

describe("facts of one person, said back", () => {
  it.each([
    ["minha irmã é Ana, que mora no Porto", "Anotado: A Ana é a sua irmã e mora no Porto."],
    ["o meu irmão é o Rui, que trabalha na Google", "Anotado: O Rui é o seu irmão e trabalha na Google."],
    ["minha chefe é a Rita, que é médica", "Anotado: A Rita é a sua chefe e é médica."],
    ["a Ana, que é minha irmã, mora no Porto", "Anotado: A Ana é a sua irmã e mora no Porto."],
    ["o meu amigo Rui, que mora em Faro, trabalha na Bosch", "Anotado: O Rui é o seu amigo, mora em Faro e trabalha na Bosch."],
    ["a minha filha chama-se Leonor e tem 7 anos", "Anotado: A Leonor é a sua filha e tem 7 anos."],
    ["my sister is Ana, who lives in Porto", "Noted: Ana is your sister and lives in Porto."],
    ["my boss is Rita, who is a doctor", "Noted: Rita is your boss and is a doctor."],
    ["Ana, who is my sister, lives in Porto", "Noted: Ana is your sister and lives in Porto."],
    ["my friend Rui, who lives in Faro, works at Bosch", "Noted: Rui is your friend, lives in Faro and works at Bosch."],
    ["my mum is called Rosa and is a nurse", "Noted: Rosa is your mum and is a nurse."],
  ])("%j is acknowledged with the name said once", async (text, reply) => {
    const answer = await ask(text);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toBe(reply);
  });

  it.each([
    ["my wife's name is Marta and her birthday is on 12 March", "Noted: Marta is your wife; Marta's birthday is on 12 March."],
    ["a minha mulher chama-se Marta e o aniversário dela é a 12 de março", "Anotado: A Marta é a sua mulher; o aniversário de Marta é no dia 12 de março."],
    ["my name is Sofia and I live in Porto", "Noted: Your name is Sofia; you live in Porto."],
    ["chamo-me Sofia e moro no Porto", "Anotado: O seu nome é Sofia; mora no Porto."],
  ])("%j, whose facts do not open with the same name, keeps them apart", async (text, reply) => {
    expect((await ask(text)).text).toBe(reply);
  });
});

import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/memory/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A task told with its deadline is a task to note, with a reminder offered, whatever it is to be done to: a tax
// ("the IRS", "my taxes") is no question for the documents, and an abbreviation after an article ("o IMI", "o IPVA")
// is a thing to pay, not someone to ask about.

const sentAt = new Date("2026-12-03T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now: sentAt, timeZone: "Europe/Lisbon" });
const said = async (text: string) => {
  const step = await turn([{ role: "user", content: text }]);
  return { calls: step.calls.map((call) => call.name), text: step.text };
};

describe("a task with a deadline, whatever its object", () => {
  it.each([
    ["I need to file my taxes before 30 June", "Noted: You need to file your taxes (before 30 June 2027). Shall I remind you to file your taxes?"],
    ["I have to pay the tax before 30 June", "Noted: You have to pay the tax (before 30 June 2027). Shall I remind you to pay the tax?"],
    ["preciso de entregar o IRS antes de 30 de junho", "Anotado: Precisa de entregar o IRS (antes de 30 de junho de 2027). Quer um lembrete para entregar o IRS?"],
    ["devo pagar o IMI até 31 de maio", "Anotado: Deve pagar o IMI (até 31 de maio de 2027). Quer um lembrete para pagar o IMI?"],
    ["I must send the report by Friday", "Noted: You must send the report (by 4 December 2026). Shall I remind you to send the report?"],
    ["preciso entregar o imposto de renda até 31 de maio", "Anotado: Precisa entregar o imposto de renda (até 31 de maio de 2027). Quer um lembrete para entregar o imposto de renda?"],
  ])("%s is noted, a reminder offered", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });

  it.each(["do I need to file my taxes before 30 June?", "preciso de entregar o IRS antes de 30 de junho?", "até quando tenho de entregar o IRS?"])("%s, asked, is still a question of the documents", async (text) => {
    expect((await said(text)).calls).toContain("search_knowledge_base");
  });
});

describe("someone named in a task, not known", () => {
  it.each(["I need to call Rui by Friday", "tenho de ligar ao Rui até sexta", "preciso ligar pro Rui até sexta"])("%s: who Rui is looked up first", async (text) => {
    expect((await said(text)).calls).toEqual(["get_person"]);
  });

  it.each(["I need to call Vodafone by Friday", "I need to visit Lisbon before June"])("%s names no one to ask about", (text) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).unknownPeople).toEqual([]);
  });
});

describe("an abbreviation after an article in a task", () => {
  it.each([
    ["tenho de pagar o IMI até 31 de maio", "Anotado: Tem de pagar o IMI (até 31 de maio de 2027). Quer um lembrete para pagar o IMI?"],
    ["tenho que pagar o IUC até sexta", "Anotado: Tem que pagar o IUC (até 4 de dezembro de 2026). Quer um lembrete para pagar o IUC?"],
    ["preciso pagar o IPVA até dia 10", "Anotado: Precisa pagar o IPVA (até 10 de dezembro de 2026). Quer um lembrete para pagar o IPVA?"],
    ["tenho de tratar do IRS antes de junho", "Anotado: Tem de tratar do IRS (antes de junho de 2027). Quer um lembrete para tratar do IRS?"],
    ["I need to call the IRS before 30 June", "Noted: You need to call the IRS (before 30 June 2027). Shall I remind you to call the IRS?"],
    ["I need to pay the IMI by Friday", "Noted: You need to pay the IMI (by 4 December 2026). Shall I remind you to pay the IMI?"],
  ])("%s is a thing to pay, no one to ask about", async (text, answer) => {
    expect(await said(text)).toEqual({ calls: [], text: answer });
  });

  it.each(["tenho de pagar o IMI até 31 de maio", "preciso de entregar o IRS antes de 30 de junho", "preciso pagar o IPVA até dia 10"])("%s names no one", (text) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).unknownPeople).toEqual([]);
  });

  it.each([
    ["preciso de ligar ao Rui sobre o seguro até sexta", ["get_person"]],
    ["I need to call Rui about the insurance by Friday", ["get_person"]],
  ])("%s: noted, who is named looked up first, not the documents", async (text, calls) => {
    expect((await said(text)).calls).toEqual(calls);
  });

  it.each([
    ["preciso de ligar ao Rui até sexta", "Rui"],
    ["tenho de falar com o JP antes de segunda", "JP"],
    ["I need to call Rui by Friday", "Rui"],
    ["I have to talk to Rui before Monday", "Rui"],
    ["I need to text Inês before Christmas", "Inês"],
  ])("%s still names someone to ask about", (text, name) => {
    expect(extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" }).unknownPeople.map((person) => person.name)).toEqual([name]);
  });
});

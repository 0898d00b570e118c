import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A policy's own period and cover, asked in either language: its end date answers when it ends (not the start date
// above it, nor a line of its header), and the section of what is covered what it covers (not "What is not covered").

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const policy = ownDocument(
  "home-insurance-policy.md",
  "# Home Insurance Policy\n\nPolicy number: HS-2026-448120\nInsured address: Rua das Flores 12, 1200-195 Lisboa\n\n## Period of cover\nStart date: 1 March 2026\nEnd date: 28 February 2027\n\n## What is covered\n- Fire, smoke, lightning and explosion.\n- Water damage from burst pipes.\n\n## What is not covered\n- Wear and tear.\n- Damage while the home is left empty for more than 60 days.",
);
const apolice = ownDocument(
  "apolice-seguro-casa.md",
  "# Seguro Multirriscos Habitação\n\nApólice n.º 77-5512\nMorada segura: Rua das Flores 12, 1200-195 Lisboa\n\n## Período de cobertura\nData de início: 1 de março de 2026\nData de fim: 28 de fevereiro de 2027\n\n## O que está coberto\n- Incêndio, fumo e explosão.\n- Danos por água de canos rotos.\n\n## O que não está coberto\n- Desgaste normal.\n- Danos com a casa vazia mais de 60 dias.",
);

describe("when a policy ends", () => {
  it.each([
    ["when does my insurance end?", policy, "End date: 28 February 2027"],
    ["when does my home insurance expire?", apolice, "Data de fim: 28 de fevereiro de 2027"],
    ["quando acaba o seguro da casa?", policy, "End date: 28 February 2027"],
    ["quando termina o meu seguro?", apolice, "Data de fim: 28 de fevereiro de 2027"],
    ["when did my insurance start?", policy, "Start date: 1 March 2026"],
    ["quando começou o seguro?", apolice, "Data de início: 1 de março de 2026"],
  ])("%s quotes the line of that date", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});

describe("what a policy covers", () => {
  it.each([
    ["what's covered by my home insurance?", policy, "Fire, smoke"],
    ["what does my insurance cover?", apolice, "Incêndio, fumo"],
    ["o que cobre o seguro?", policy, "Fire, smoke"],
    ["o que cobre o meu seguro da casa?", apolice, "Incêndio, fumo"],
  ])("%s quotes the cover, not the exclusions", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});

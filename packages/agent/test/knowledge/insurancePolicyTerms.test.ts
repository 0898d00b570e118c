import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// A car insurance policy written in English, asked in either language: each question's own clause comes first.

const section = (heading: string, text: string) => ({ documentId: "car", name: "Car insurance policy 2026.md", page: null, heading, text: `## ${heading}\n\n${text}`, citation: "[Car insurance policy 2026.md]" });
const policy = section("Car insurance policy", "Policy number: FM-2291-44\nInsured vehicle: Renault Clio, plate 45-XZ-91");
const cover = section("Cover", "Own damage cover with an excess of 300 EUR per claim. Glass breakage is covered with no excess. Roadside assistance 24 hours, towing up to 100 km.");
const claims = section("Claims", "Report any accident within 8 days by calling 800 200 300 or through the app.");
const premium = section("Premium and renewal", "The annual premium is 412.80 EUR, paid in two instalments.");

describe("a car insurance policy's terms across languages", () => {
  it.each([
    ["qual é a matrícula do carro?", "plate 45-XZ-91", "«matrícula»"],
    ["o seguro cobre assistência em viagem?", "Roadside assistance 24 hours", "«assistência»"],
    ["quanto tempo tenho para participar um acidente?", "Report any accident within 8 days", "«participar»"],
    ["what's the phone number to report a claim?", "by calling 800 200 300", "“phone”"],
  ])("%s quotes the clause that answers it", async (asked, clause, missing) => {
    const { answer } = await answerFromDocuments(asked, { passages: [premium, policy, cover, claims], found: "some" });
    const first = answer.text.split("\n").find((line) => line.startsWith("- "));
    expect(first).toContain(clause);
    expect(answer.text).not.toContain(missing);
  });
});

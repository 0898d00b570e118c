import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// A plain-text file's short headings ("Error codes", "Coberturas:") name the lines below them; they are never the answer.

const manual = {
  documentId: "d1",
  name: "dishwasher-manual.txt",
  page: null,
  heading: "",
  text: "Error codes\nE1: the water supply is blocked. Check that the tap is open.\nE4: there is a leak. Switch off the machine and call the service.",
  citation: "[dishwasher-manual.txt]",
};
const apolice = {
  documentId: "d2",
  name: "seguro-automovel.txt",
  page: null,
  heading: "",
  text: "Coberturas:\nQuebra isolada de vidros, sem franquia.\nAssistência em viagem 24 horas, incluindo reboque até 150 km.",
  citation: "[seguro-automovel.txt]",
};

describe("a plain-text heading", () => {
  it.each([
    ["what does error E4 mean?", manual, "E4: there is a leak."],
    ["o que está coberto pelo seguro?", apolice, "Quebra isolada de vidros, sem franquia."],
  ])("%s quotes a line below the heading, not the heading", async (asked, passage, line) => {
    const { answer } = await answerFromDocuments(asked, { passages: [passage], found: "some" });
    const first = answer.text.split("\n").find((text) => text.startsWith("- "));
    expect(first).toContain(line);
    expect(first).not.toMatch(/[“«](?:Error codes|Coberturas:)[”»]/);
  });
});

import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Summarise my documents": each document's stored summary under its name, not only their names.

const now = new Date("2026-12-01T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const documents = [
  { documentId: "d1", name: "lease.md", title: "Lease", status: "ready" },
  { documentId: "d2", name: "notes.md", title: "Notes", status: "ready" },
  { documentId: "d3", name: "scan.pdf", title: "Scan", status: "failed", error: "no text layer" },
];
const summaries: Record<string, Record<string, unknown>> = {
  d1: { name: "lease.md", status: "ready", summary: "The lease runs for three years; the rent is 1,150 euros a month.", citation: "[lease.md]" },
  d2: { name: "notes.md", status: "ready", summary: "Hidden layers build features; training lowers the loss.", citation: "[notes.md]" },
  d3: { name: "scan.pdf", status: "embedding", summary: "", citation: "" },
};
const data = (name: string, args: Record<string, unknown>) =>
  name === "list_documents" ? { documents } : name === "get_document_summary" ? summaries[String(args["documentId"])] : { passages: [] };

describe("a summary of every document", () => {
  it.each([
    ["summarise my documents", "In short, **lease.md** says: The lease runs for three years", "In short, **notes.md** says: Hidden layers", "scan.pdf has no summary yet"],
    ["resume os meus documentos", "Em resumo, **lease.md** diz: The lease runs for three years", "Em resumo, **notes.md** diz: Hidden layers", "scan.pdf ainda não tem resumo"],
  ])("%s gives each one's summary", async (question, first, second, none) => {
    const answer = await answerWith(question, data);
    expect(answer).toContain(first);
    expect(answer).toContain(second);
    expect(answer).toContain(none);
  });

  it("still summarises the one document named", async () => {
    const answer = await answerWith("summarise my lease", data);
    expect(answer).toContain("In short, lease.md says:");
    expect(answer).not.toContain("notes.md");
  });

  it("still lists the documents asked for", async () => {
    const answer = await answerWith("what documents do I have?", data);
    expect(answer).not.toContain("In short");
    expect(answer).toContain("lease.md");
  });
});

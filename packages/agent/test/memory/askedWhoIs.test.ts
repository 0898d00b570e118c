import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { askedWhoIs } from "../../src/memory/learn/conversationCues.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";

/** The offline greeting, which lists "Who is Susana?" / "Quem é a Susana?" among what can be asked. */
const greeting = async (text: string) => {
  const model = OfflineLanguageModel.make({ skills: [memorySkill] });
  const parts = await Effect.runPromise(
    Stream.runCollect(model.stream({ system: "", messages: [{ role: "user", content: text }], tools: memorySkill.tools.map((name) => ({ name, description: name, parameters: {} })), now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" })),
  );
  return Array.from(parts).flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("");
};

describe("the name an answer asked about", () => {
  it("is the question the answer asks", () => {
    expect(askedWhoIs("Noted: Ana needs to see the dentist. Who is Ana?")).toBe("Ana");
    expect(askedWhoIs("Anotado: a Susana precisa de ir ao dentista. Quem é a Susana?")).toBe("Susana");
  });

  it("is never an example the answer lists or quotes", async () => {
    const hello = await greeting("hi");
    expect(hello).toContain("- Who is Susana?");
    expect(askedWhoIs(hello)).toBeNull();
    const ola = await greeting("olá");
    expect(ola).toContain("- Quem é a Susana?");
    expect(askedWhoIs(ola)).toBeNull();
    expect(askedWhoIs(`Tell me who they are (for example "Who is Rui?") and I'll remember.`)).toBeNull();
    expect(askedWhoIs("Diga-me (por exemplo «Quem é o Rui?») e eu guardo.")).toBeNull();
  });
});

import { decodeNdjson, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

// A person whose journal is empty is told how to start one, offline, in either language, rather than only that
// nothing was found.
describe("journal questions before the first entry", () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    user = await server.addUser("New");
  });
  afterAll(() => server.stop());

  const answer = async (content: string) => {
    const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json: { content } });
    return (decodeNdjson(await response.text()) as StreamEvent[]).flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
  };

  it.each([
    ["what was my last entry?", "Your journal has no entries yet. Write one on the Journal page (New entry)"],
    ["how was my week?", "Your journal has no entries yet."],
    ["qual foi a minha última entrada?", "O seu diário ainda não tem entradas. Escreva uma na página Diário"],
    ["como tenho andado?", "O seu diário ainda não tem entradas."],
    ["help me reflect on my last entry", "There is no entry to reflect on yet. Write one on the Journal page (New entry)"],
    ["reflete sobre a minha última entrada", "Ainda não há nenhuma entrada para refletir."],
  ])("%j says the journal is empty and how to start it", async (question, said) => {
    const text = await answer(question);
    expect(text).toContain(said);
    expect(text).not.toMatch(/couldn't use|não consegui usar/i);
  });
});

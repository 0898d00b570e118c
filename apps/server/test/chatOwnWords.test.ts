import { decodeNdjson, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

// The composition root hands the offline model each person's own words: a friend's name typed in lower case is searched
// as written, and a slip is mended towards a word of their journal, whoever else's journal holds what.
describe("the offline chat reads a question against the person's own words", () => {
  let server: TestServer;
  let rui: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    rui = await server.addUser("Rui");
    other = await server.addUser("Other");
    const write = (user: TestUser, date: string, content: string) =>
      server.call("/api/v1/journal/entries", { method: "POST", token: user.token, json: { date, content } });
    expect((await write(rui, "2025-02-08", "Dinner with Afonso in Lisbon, then a long talk.")).status).toBe(201);
    expect((await write(rui, "2025-02-09", "Fomos fazer caminhadas na serra.")).status).toBe(201);
    expect((await write(other, "2025-02-09", "Went to the cinema alone.")).status).toBe(201);
  });
  afterAll(() => server.stop());

  const searchedFor = async (user: TestUser, content: string) => {
    const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json: { content } });
    const call = decodeNdjson(await response.text()).find((event): event is Extract<StreamEvent, { type: "toolCall" }> => event.type === "toolCall");
    return (call?.arguments as { query?: string } | undefined)?.query;
  };

  it("searches a friend's name typed in lower case, and a slip, as the journal spells them", async () => {
    expect(await searchedFor(rui, "when did I last see afonso?")).toBe("Afonso");
    expect(await searchedFor(rui, "quando fiz caminhdas?")).toBe("caminhadas");
  });

  it("reads another person's question against their own words only", async () => {
    expect(await searchedFor(other, "quando fiz caminhdas?")).toBe("caminhdas");
  });

  it("knows the names of the person's accounts: 'what's in my PPR?' reads that account, theirs only", async () => {
    const account = await server.call("/api/v1/portfolio/accounts", { method: "POST", token: rui.token, json: { name: "PPR Invest", type: "RETIREMENT", currency: "EUR" } });
    expect(account.status).toBe(201);
    const firstCall = async (user: TestUser, content: string) => {
      const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json: { content } });
      return decodeNdjson(await response.text()).find((event): event is Extract<StreamEvent, { type: "toolCall" }> => event.type === "toolCall");
    };
    for (const question of ["What's in my PPR?", "quanto tenho no PPR?"]) {
      const call = await firstCall(rui, question);
      expect([call?.name, call?.arguments]).toEqual(["get_holdings", { account: "PPR Invest" }]);
    }
    expect((await firstCall(other, "What's in my PPR?"))?.name).not.toBe("get_holdings");
  });
});

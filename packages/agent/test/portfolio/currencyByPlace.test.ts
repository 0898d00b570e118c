import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A currency said by its place ("the US dollar", "dólares dos EUA") is the currency, not an account named after the
// place ("US broker"): the allocation by currency, not that account's holdings.

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon", accounts: ["Lisbon broker", "US broker"] });

describe("a currency said by its place", () => {
  it.each(["what's my exposure to the US dollar?", "how much do I have in US dollars?", "qual é a minha exposição ao dólar dos EUA?", "quanto tenho em dólares dos EUA?"])(
    "%s reads the allocation by currency",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
    },
  );

  it.each(["what's my exposure to the US dollar?", "qual é a minha exposição ao dólar dos EUA?", "quanto tenho em dólares dos EUA?"])("%s with an account named in Portuguese after the place: the currency too", async (question) => {
    const { callsAfter: after } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon", accounts: ["Conta Portugal", "Corretora EUA"] });
    expect(await after(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
  });

  it.each(["what's in my US broker?", "quanto tenho na corretora dos EUA?"])("%s is still the account", async (question) => {
    expect((await callsAfter(question))[0]?.[1]).toMatchObject({ account: "US broker" });
  });
});

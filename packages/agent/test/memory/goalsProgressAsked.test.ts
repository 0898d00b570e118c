import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How one's goals are going ("how are my goals going?", "como estão as minhas metas?") reads the goals told and the
// portfolio's savings goals, not the journal for the word "goals".

const { callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("how the goals are going", () => {
  it.each(["how are my goals going?", "how are my goals coming along?", "como estão as minhas metas?", "como vão os meus objetivos?", "como anda a minha meta?"])(
    "%s reads the goals told and the savings goals",
    async (question) => {
      const calls = await callsAfter(question);
      expect(calls.map(([name]) => name)).toEqual(["search_memories", "get_goals"]);
      expect(calls[0]?.[1]).toMatchObject({ type: "goal" });
    },
  );
});

import type { ModelMessage, ModelStreamPart, ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const tools: ToolSpec[] = journalToolNames.map((name) => ({ name, description: name, parameters: {} }));

const firstCall = async (question: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: question }];
  const parts: ModelStreamPart[] = Array.from(await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages, tools, now, timeZone }))));
  const call = parts.flatMap((part) => (part.type === "toolCall" ? [part.call] : []))[0];
  return call === undefined ? undefined : { name: call.name, arguments: JSON.parse(call.arguments) as Record<string, unknown> };
};

describe("the places the journal names, asked for as a list", () => {
  it.each([["list the places I visited"], ["which cities have I been to?"], ["places I have travelled to"], ["quais foram os sítios que visitei?"], ["mostra-me os lugares onde estive"]])(
    "%j ranks the places",
    async (question) => {
      const call = await firstCall(question);
      expect(call?.name).toBe("rank_names");
      expect(call?.arguments).toMatchObject({ kind: "place" });
    },
  );
});

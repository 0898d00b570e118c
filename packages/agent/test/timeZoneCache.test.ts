import type { StreamEvent } from "@lifeos/core";
import { LanguageModel, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Context, Effect, Exit, Layer, ManagedRuntime, Scope, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService, SharedTimeZoneCache, TimeZoneCache } from "../src/index.js";
import { environment } from "./support/environment.js";

const { make: script, textTurn } = ScriptedLanguageModel;
let disposers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposers) await dispose();
  disposers = [];
});
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));

describe("the process's time-zone cache", () => {
  it("is shared by the chat services of every model stack, so forgetting a user there reaches all of them", async () => {
    const model = script([textTurn("one"), textTurn("two"), textTurn("three")]);
    const zones = new TimeZoneCache();
    const runtime = ManagedRuntime.make(Layer.merge(environment(Layer.succeed(LanguageModel, model.service)), Layer.succeed(SharedTimeZoneCache, zones)));
    const scope = Effect.runSync(Scope.make());
    disposers.push(() => runtime.runPromise(Scope.close(scope, Exit.void)), () => runtime.dispose());
    const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "Europe/Lisbon" })))).id;
    const [first, second] = await runtime.runPromise(
      Effect.gen(function* () {
        const build = Layer.buildWithScope(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }), scope);
        return [Context.get(yield* build, ChatService), Context.get(yield* build, ChatService)] as const;
      }),
    );
    const ask = async (service: typeof first) => collect((await runtime.runPromise(service.stream({ userId, content: "hi" }))).events);
    const request = (index: number) => JSON.stringify(model.requests[index]);
    await ask(first);
    expect(request(0)).toContain("Europe/Lisbon");
    await runtime.runPromise(UserRepository.use((users) => users.update(userId, { timeZone: "Asia/Tokyo" })));
    // Cached for both stacks until forgotten once, in the shared cache.
    await ask(second);
    expect(request(1)).toContain("Europe/Lisbon");
    zones.forget(userId);
    await ask(first);
    expect(request(2)).toContain("Asia/Tokyo");
  });
});

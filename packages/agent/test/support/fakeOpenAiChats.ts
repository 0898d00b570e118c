import { afterAll, afterEach, beforeAll } from "vitest";
import type { ChatServiceConfig } from "../../src/index.js";
import { OpenAiChatModel } from "../../src/index.js";
import { chatRuntime } from "./environment.js";
import type { FakeOpenAi } from "./fakeOpenAi.js";
import { startFakeOpenAi } from "./fakeOpenAi.js";

/**
 * For a test file: a fake OpenAI-wire provider started once for the file, and chat runtimes whose model talks to it
 * through the real SDK, each disposed after its test.
 */
export const fakeOpenAiChats = () => {
  let server: FakeOpenAi | undefined;
  const disposers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    for (const dispose of disposers.splice(0)) await dispose();
  });
  const provider = (): FakeOpenAi => {
    if (server === undefined) throw new Error("The fake provider starts before the tests");
    return server;
  };
  return {
    server: provider,
    /** A chat runtime over a fresh database, with the given config and tools, and a user. */
    runtime: async (config: ChatServiceConfig = {}, tools?: Parameters<typeof chatRuntime>[2]) => {
      const model = OpenAiChatModel.layer({ apiKey: "k", baseURL: provider().baseURL, model: "gpt-4.1-mini" });
      const context = await chatRuntime(model, config, tools);
      disposers.push(() => context.runtime.dispose());
      return context;
    },
  };
};

import type { StreamEvent } from "@lifeos/core";
import { memoryContextHeading, memoryOffNotice, memoryOffToolMessage } from "@lifeos/core";
import type { ScriptedModelRequest, ScriptedModelServer, ScriptedReply } from "@lifeos/core/testing";
import { startScriptedModelServer } from "@lifeos/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

interface JobBody {
  readonly status: string;
  readonly lastError: string | null;
  readonly attempts: number;
}
interface MemoryBody {
  readonly content: string;
  readonly type: string;
  readonly entities: ReadonlyArray<string>;
  readonly occurredAt: string | null;
  readonly source: { kind: string } | null;
}

const susanaMessage = "A Susana precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento";
const preference = "Prefiro reuniões de manhã";

/** Monday 00:00 UTC of this week: "essa semana", as a model resolves it. */
const thisMonday = () => {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().replace(".000Z", "+00:00");
};

const memory = (overrides: Record<string, unknown>) => ({
  content: "",
  summary: "",
  type: "fact",
  context: "personal",
  importance: 5,
  entities: [],
  sentiment: 0,
  occurredAt: null,
  occurredPrecision: null,
  validFrom: null,
  subject: null,
  predicate: null,
  object: null,
  ...overrides,
});
const nothing = { language: "pt", memories: [], entities: [], relationships: [], tasks: [], appointments: [], unknownPeople: [] };

/** What the scripted model extracts from each message (by its text), as strict JSON of the `memory_extraction` schema. */
const extraction = (text: string): ScriptedReply => {
  if (text === susanaMessage) {
    const monday = thisMonday();
    return {
      kind: "json",
      value: {
        language: "pt",
        memories: [
          memory({ content: "A Susana precisa ir ao oftalmologista", summary: "Oftalmologista para a Susana", type: "task", context: "family", importance: 7, entities: ["Susana"], subject: "Susana", predicate: "needs", object: "ophthalmologist" }),
          memory({ content: "Fui ao dentista esta semana", summary: "Dentista", type: "event", occurredAt: monday, occurredPrecision: "week", subject: "user", predicate: "visited", object: "dentist" }),
          memory({ content: "Preciso fazer um tratamento", summary: "Tratamento", type: "task", importance: 6, subject: "user", predicate: "must_do", object: "fazer um tratamento" }),
        ],
        entities: [{ name: "Susana", type: "person", aliases: [], gender: "female", relationshipToUser: null }],
        relationships: [],
        tasks: [
          { memoryIndex: 0, kind: "need", owner: "Susana", action: "ir ao oftalmologista", topic: "ophthalmologist", dueAt: null },
          { memoryIndex: 2, kind: "task", owner: "user", action: "fazer um tratamento", topic: null, dueAt: null },
        ],
        appointments: [{ memoryIndex: 1, status: "past", topic: "dentist", at: monday, precision: "week", subject: "user", withWhom: null }],
        unknownPeople: [{ name: "Susana", gender: "female" }],
      },
    };
  }
  if (text === "é minha filha") {
    return {
      kind: "json",
      value: {
        ...nothing,
        memories: [memory({ content: "A Susana é minha filha", summary: "Susana, filha", type: "relationship", context: "family", importance: 8, entities: ["Susana"], subject: "Susana", predicate: "relationship_to_user", object: "daughter" })],
        entities: [{ name: "Susana", type: "person", aliases: [], gender: "female", relationshipToUser: "daughter" }],
      },
    };
  }
  // The provider refuses this one: the offline rules learn it instead.
  if (text === preference) return { kind: "status", status: 400 };
  return { kind: "json", value: nothing };
};

const toolData = (request: ScriptedModelRequest): Record<string, unknown> => {
  const content = request.messages.at(-1)?.content ?? "{}";
  const parsed = JSON.parse(content) as { data?: Record<string, unknown> } & Record<string, unknown>;
  return parsed.data ?? parsed;
};

/** The chat turns of the scripted model: a question, the answer to "who is", a reminder on "sim", and memory tools to answer. */
const chat = (request: ScriptedModelRequest): ScriptedReply => {
  const afterTool = request.messages.at(-1)?.role === "tool";
  switch (request.lastUser) {
    case susanaMessage:
      return { kind: "text", text: "Anotado. Quem é a Susana?" };
    case "é minha filha":
      return { kind: "text", text: "Entendido, a Susana é sua filha. Quer que eu lembre você de marcar o oftalmologista da Susana?" };
    case "sim": {
      if (afterTool) return { kind: "text", text: `Combinado: ${String((toolData(request)["reminder"] as { text?: string } | undefined)?.text)}.` };
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return { kind: "toolCalls", calls: [{ name: "create_reminder", arguments: { text: "Marcar o oftalmologista (Susana)", dueAt: tomorrow, recurrence: { every: 6, unit: "month" }, confirmed: true } }] };
    }
    case "Quem é a Susana?": {
      if (!afterTool) return { kind: "toolCalls", calls: [{ name: "get_person", arguments: { name: "Susana" } }] };
      const person = toolData(request)["person"] as { relationshipToUser?: string | null } | null;
      return { kind: "text", text: person?.relationshipToUser === "daughter" ? "A Susana é a sua filha." : "Não sei quem é a Susana." };
    }
    case "Quando fui ao dentista pela última vez?": {
      if (!afterTool) return { kind: "toolCalls", calls: [{ name: "search_memories", arguments: { query: "dentista", type: "event" } }] };
      const [latest] = (toolData(request)["memories"] as ReadonlyArray<{ date: string; content: string }> | undefined) ?? [];
      return { kind: "text", text: latest === undefined ? "Não encontro nenhuma visita ao dentista." : `Foi em ${latest.date}: ${latest.content}.` };
    }
    case "Remind me every Sunday to call mom": {
      if (!afterTool) return { kind: "toolCalls", calls: [{ name: "create_reminder", arguments: { text: "Call mom", dueAt: "2030-01-06", recurrence: { every: 1, unit: "week" }, confirmed: true } }] };
      const result = JSON.parse(request.messages.at(-1)?.content ?? "{}") as { success?: boolean; error?: { message?: string } };
      return { kind: "text", text: result.success === true ? "Done." : `Not done: ${String(result.error?.message)}` };
    }
    default:
      return { kind: "text", text: "Anotado." };
  }
};

/**
 * The Susana scenario in Portuguese with a scripted model behind the real
 * openai SDK: memories come from one structured-output call per message in
 * the memory.extract job (the offline rules when the provider refuses),
 * the model sees them in its system prompt, and calls the memory tools
 * (get_person, search_memories, create_reminder after "sim").
 */
export const memoryModelSuite = (label: string, start: () => Promise<TestServer>): void => {
  describe(`memory with a model (${label})`, () => {
    let server: TestServer;
    let model: ScriptedModelServer;
    let maria: TestUser;
    beforeAll(async () => {
      model = await startScriptedModelServer((request) => (request.schemaName === "memory_extraction" ? extraction(request.lastUser) : request.stream ? chat(request) : { kind: "text", text: "Susana" }));
      server = await start();
      maria = await server.addUser("Maria");
      const settings = { provider: "openai", baseUrl: model.baseUrl, chatModel: "gpt-4.1-mini", embeddingModel: "offline", apiKey: "sk-local" };
      expect((await server.call("/api/v1/settings", { method: "PUT", token: maria.token, json: settings })).status).toBe(200);
    });
    afterAll(async () => {
      await server.stop();
      await model.close();
    });

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: maria.token });
    const body = async <A>(response: Response | Promise<Response>): Promise<A> => (await (await response).json()) as A;

    const settled = async () => {
      for (let poll = 0; poll < 400; poll++) {
        const jobs = await body<{ items: JobBody[] }>(call("/jobs?kind=memory.extract&limit=100"));
        const failed = jobs.items.find((job) => job.status === "failed");
        if (failed) throw new Error(`memory.extract failed: ${failed.lastError}`);
        if (jobs.items.every((job) => job.status === "succeeded")) return jobs.items;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("memory.extract jobs never finished");
    };

    const say = async (content: string, threadId?: string, allowlist?: ReadonlyArray<string>) => {
      const response = await call("/ai/chat/stream", { method: "POST", json: { content, ...(threadId ? { threadId } : {}), ...(allowlist ? { allowlist } : {}) } });
      expect(response.status).toBe(200);
      const events = (await response.text())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as StreamEvent);
      expect(events.at(-1)?.type).toBe("done");
      await settled();
      return { threadId: events[0]!.threadId as string, events, text: events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("") };
    };
    const extractionsOf = (text: string) => model.requests.filter((request) => request.schemaName === "memory_extraction" && request.lastUser === text);

    it("learns the Susana scenario from one structured-output call per message, asks who once, and creates the reminder after “sim”", async () => {
      const first = await say(susanaMessage);
      expect(first.text).toBe("Anotado. Quem é a Susana?");
      const [asked] = extractionsOf(susanaMessage);
      expect(extractionsOf(susanaMessage)).toHaveLength(1);
      expect(asked!.stream).toBe(false);
      expect(asked!.responseFormat).toMatchObject({ type: "json_schema", json_schema: { name: "memory_extraction", strict: true } });
      const stored = await body<{ items: MemoryBody[] }>(call("/memories?limit=100"));
      expect(stored.items.map((item) => [item.type, item.content]).sort()).toEqual([
        ["event", "Fui ao dentista esta semana"],
        ["task", "A Susana precisa ir ao oftalmologista"],
        ["task", "Preciso fazer um tratamento"],
      ]);
      expect(stored.items.find((item) => item.type === "event")!.occurredAt).toBe(new Date(thisMonday()).toISOString());
      expect(stored.items.every((item) => item.source?.kind === "message")).toBe(true);

      const second = await say("é minha filha", first.threadId);
      expect(second.text).toContain("Quer que eu lembre você");
      // The extractor was told whom the assistant had asked about.
      expect(extractionsOf("é minha filha")[0]!.system).toContain("The assistant just asked who Susana is");
      const entities = await body<{ items: Array<{ name: string; relationshipToUser: string | null; gender: string | null }> }>(call("/entities"));
      expect(entities.items.filter((entity) => entity.name === "Susana")).toEqual([expect.objectContaining({ relationshipToUser: "daughter", gender: "female" })]);
      expect((await body<{ items: unknown[] }>(call("/reminders"))).items).toEqual([]);

      // Creating a reminder changes data: the person allows that tool in this conversation.
      const yes = await say("sim", first.threadId, ["create_reminder", "list_reminders", "get_person", "search_memories"]);
      expect(yes.events.filter((event) => event.type === "toolResult")).toEqual([expect.objectContaining({ success: true })]);
      expect(yes.text).toBe("Combinado: Marcar o oftalmologista (Susana).");
      const reminders = await body<{ items: Array<{ text: string; status: string; recurrence: unknown }> }>(call("/reminders"));
      expect(reminders.items).toEqual([expect.objectContaining({ text: "Marcar o oftalmologista (Susana)", status: "pending", recurrence: { every: 6, unit: "month" } })]);

      // A new conversation: the memories are in the model's prompt, and its memory tools read them.
      const who = await say("Quem é a Susana?");
      expect(who.text).toBe("A Susana é a sua filha.");
      const prompt = model.requests.find((request) => request.stream && request.lastUser === "Quem é a Susana?")!.system;
      expect(prompt).toContain(memoryContextHeading);
      expect(prompt).toMatch(/Susana/);
      const last = await say("Quando fui ao dentista pela última vez?");
      expect(last.text).toBe(`Foi em ${thisMonday().slice(0, 10)}: Fui ao dentista esta semana.`);
      for (const text of [susanaMessage, "é minha filha", "sim", "Quem é a Susana?", "Quando fui ao dentista pela última vez?"]) expect(extractionsOf(text), text).toHaveLength(1);
    });

    it("with memory off, tells the model so in its prompt, refuses its memory tools, and learns nothing", async () => {
      const user = await server.addUser("Quiet");
      const settings = { provider: "openai", baseUrl: model.baseUrl, chatModel: "gpt-4.1-mini", embeddingModel: "offline", apiKey: "sk-local" };
      expect((await server.call("/api/v1/settings", { method: "PUT", token: user.token, json: settings })).status).toBe(200);
      expect((await server.call("/api/v1/memory-settings", { method: "PUT", token: user.token, json: { enabled: false } })).status).toBe(200);
      const text = "Remind me every Sunday to call mom";
      const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json: { content: text, allowlist: ["create_reminder", "list_reminders"] } });
      const events = (await response.text())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as StreamEvent);
      expect(events.filter((event) => event.type === "toolResult")).toEqual([expect.objectContaining({ success: false, error: expect.objectContaining({ code: "CONFLICT", message: memoryOffToolMessage }) })]);
      expect(events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("")).toBe(`Not done: ${memoryOffToolMessage}`);
      // Every model request of the turn was told, in its system prompt, that memory is off.
      const turn = model.requests.filter((request) => request.stream && request.lastUser === text);
      expect(turn.length).toBeGreaterThan(0);
      for (const request of turn) expect(request.system).toContain(memoryOffNotice);
      // The memory job ran and learned nothing: no extraction call, no memory, no reminder.
      for (let poll = 0; poll < 400; poll++) {
        const jobs = await (await server.call("/api/v1/jobs?kind=memory.extract&limit=10", { token: user.token })).json() as { items: JobBody[] };
        if (jobs.items.length > 0 && jobs.items.every((job) => job.status === "succeeded")) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(extractionsOf(text)).toEqual([]);
      expect(((await (await server.call("/api/v1/memories?limit=10", { token: user.token })).json()) as { items: unknown[] }).items).toEqual([]);
      expect(((await (await server.call("/api/v1/reminders", { token: user.token })).json()) as { items: unknown[] }).items).toEqual([]);
    });

    it("learns with the offline rules when the provider refuses the extraction call", async () => {
      await say(preference);
      expect(extractionsOf(preference)).toHaveLength(1);
      const stored = await body<{ items: MemoryBody[] }>(call("/memories?limit=100"));
      expect(stored.items.filter((item) => item.type === "preference").map((item) => item.content)).toEqual([preference]);
    });
  });
};

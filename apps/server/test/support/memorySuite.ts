import type { StreamEvent } from "@lifeos/core";
import { ChunkIndex } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

interface JobBody {
  readonly id: string;
  readonly kind: string;
  readonly status: string;
  readonly lastError: string | null;
}
interface MemoryBody {
  readonly id: string;
  readonly content: string;
  readonly type: string;
  readonly entities: ReadonlyArray<string>;
  readonly occurredAt: string | null;
  readonly validTo: string | null;
  readonly source: { kind: string } | null;
}

/**
 * The memory domain end to end over HTTP with the offline model: the Susana
 * scenario in Portuguese and English (learning after each turn as a job,
 * "who is …?" asked once, a reminder only after "sim"), contradictions that
 * close the older fact, no duplicates, search with reasons, delete-all that
 * leaves no row or chunk, and user isolation on the new routes.
 */
export const memorySuite = (label: string, start: () => Promise<TestServer>): void => {
  describe(`memory over HTTP (${label})`, () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
      bob = await server.addUser("Bob");
    });
    afterAll(() => server.stop());

    const call = (user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: user.token });
    const body = async <A>(response: Response | Promise<Response>): Promise<A> => (await (await response).json()) as A;

    /** Waits until the user has no queued or running memory.extract job (and none failed). */
    const settled = async (user: TestUser) => {
      for (let poll = 0; poll < 400; poll++) {
        const jobs = await body<{ items: JobBody[] }>(call(user, "/jobs?kind=memory.extract&limit=100"));
        const failed = jobs.items.find((job) => job.status === "failed");
        if (failed) throw new Error(`memory.extract failed: ${failed.lastError}`);
        if (jobs.items.every((job) => job.status === "succeeded")) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("memory.extract jobs never finished");
    };

    /** Sends a chat message and returns the thread id and the answer's text, without waiting for what it teaches to be learnt. */
    const ask = async (user: TestUser, content: string, threadId?: string) => {
      const response = await call(user, "/ai/chat/stream", { method: "POST", json: { content, ...(threadId ? { threadId } : {}) } });
      expect(response.status).toBe(200);
      const events = (await response.text())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as StreamEvent);
      const text = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
      return { threadId: events[0]!.threadId as string, text };
    };
    /** `ask`, then waits until what the message teaches is learnt. */
    const say = async (user: TestUser, content: string, threadId?: string) => {
      const answer = await ask(user, content, threadId);
      await settled(user);
      return answer;
    };

    const memories = async (user: TestUser) => (await body<{ items: MemoryBody[] }>(call(user, "/memories?limit=100&includeArchived=true"))).items;

    it("learns the Susana scenario in Portuguese: who is asked once, the reminder waits for “sim”", async () => {
      const user = await server.addUser("Maria");
      const first = await say(user, "A Susana precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento");
      expect(first.text).toContain("Quem é a Susana?");
      expect(first.text).toContain("Quer um lembrete para marcar o oftalmologista");
      expect((await body<{ items: unknown[] }>(call(user, "/reminders"))).items).toEqual([]);

      const second = await say(user, "é minha filha", first.threadId);
      expect(second.text).toContain("A Susana é a sua filha");
      const entities = await body<{ items: Array<{ id: string; name: string; relationshipToUser: string | null; gender: string | null }> }>(call(user, "/entities"));
      expect(entities.items.find((entity) => entity.name === "Susana")).toMatchObject({ relationshipToUser: "daughter", gender: "female" });

      const stored = await memories(user);
      const dentist = stored.find((memory) => memory.type === "event" && /dentista/.test(memory.content));
      expect(dentist?.occurredAt).not.toBeNull();
      expect(stored.some((memory) => memory.type === "task" && /oftalmologista/.test(memory.content) && memory.entities.includes("Susana"))).toBe(true);
      expect(stored.some((memory) => memory.type === "task" && /tratamento/.test(memory.content))).toBe(true);
      expect(stored.every((memory) => memory.source?.kind === "message")).toBe(true);

      // Asked again in a new message, Susana is known: no second "who is".
      const third = await say(user, "A Susana precisa ir no oftalmologista", first.threadId);
      expect(third.text).not.toContain("Quem é a Susana?");
      await say(user, "sim", first.threadId);
      const reminders = await body<{ items: Array<{ id: string; text: string; status: string; memoryId: string | null }> }>(call(user, "/reminders"));
      expect(reminders.items).toHaveLength(1);
      expect(reminders.items[0]).toMatchObject({ status: "pending" });
      expect(reminders.items[0]!.text).toMatch(/oftalmologista/i);
      expect(reminders.items[0]!.memoryId).not.toBeNull();
      // Dismissed by hand, the reminder ends the task it came from: no longer current.
      const task = reminders.items[0]!.memoryId!;
      expect((await memories(user)).find((memory) => memory.id === task)?.validTo).toBeNull();
      await call(user, `/reminders/${reminders.items[0]!.id}`, { method: "PATCH", json: { status: "dismissed" } });
      expect((await memories(user)).find((memory) => memory.id === task)?.validTo).not.toBeNull();

      const who = await say(user, "Quem é a Susana?");
      expect(who.text).toMatch(/Susana é a sua filha/);
      const last = await say(user, "Quando fui ao dentista pela última vez?");
      expect(last.text).toMatch(/A última vez foi em \d{4}-\d{2}-\d{2}/);
    });

    it("finds a fact the chat just confirmed when asked at once, in the same thread and in a new one (EN and PT)", async () => {
      const user = await server.addUser("Rui");
      const told = await ask(user, "remember that my sister Ana lives in Porto");
      expect(told.text).toMatch(/Ana is your sister/);
      const same = await ask(user, "what do you know about my sister?", told.threadId);
      expect(same.text).toMatch(/Ana lives in Porto/);
      await ask(user, "lembra que o meu irmão Pedro trabalha na Sonae");
      const fresh = await ask(user, "o que sabes sobre o meu irmão?");
      expect(fresh.text).toMatch(/Sonae/);
    });

    it("learns the English equivalent", async () => {
      const user = await server.addUser("Mary");
      const first = await say(user, "My daughter Susana needs to see the eye doctor; this week I went to the dentist; I need to get a treatment");
      expect(first.text).not.toContain("Who is Susana?");
      expect(first.text).toMatch(/Shall I remind you to book the eye doctor/);
      await say(user, "yes", first.threadId);
      const reminders = await body<{ items: Array<{ text: string }> }>(call(user, "/reminders"));
      expect(reminders.items.map((reminder) => reminder.text)).toEqual(expect.arrayContaining([expect.stringMatching(/eye doctor/i)]));
      const who = await say(user, "Who is Susana?");
      expect(who.text).toContain("Susana is your daughter");
      const found = await body<{ items: Array<{ content: string; matchedBy: string[]; score: number }> }>(call(user, "/memories/search?q=dentist"));
      expect(found.items[0]!.content).toMatch(/dentist/);
      expect(found.items[0]!.matchedBy).toContain("keyword");
    });

    it("sets a reminder asked for outright, in English and Portuguese, without asking again", async () => {
      const user = await server.addUser("Joana");
      const english = await say(user, "Remind me to call mom tomorrow at 6pm");
      expect(english.text).toMatch(/I'll remind you: Call mom/);
      const portuguese = await say(user, "Lembra-me de pagar a renda na sexta");
      expect(portuguese.text).toMatch(/vou lembrar: Pagar a renda/);
      const reminders = await body<{ items: Array<{ text: string; dueAt: string }> }>(call(user, "/reminders"));
      expect(reminders.items.map((reminder) => reminder.text).sort()).toEqual(["Call mom", "Pagar a renda"]);
      const listed = await say(user, "What are my reminders?");
      expect(listed.text).toContain("Call mom");
    });

    it("sets a repeating reminder from its first occurrence, and marking it done brings the next, in English and Portuguese", async () => {
      const user = await server.addUser("Rita");
      expect((await say(user, "remind me every Sunday to call mom")).text).toMatch(/^Done, I'll remind you: Call mom \(.+\)\. It repeats every Sunday: the next one comes when you mark this one done\.$/u);
      expect((await say(user, "lembra-me todas as segundas de pôr o lixo")).text).toMatch(/^Combinado, vou lembrar: Pôr o lixo \(.+\)\. Repete-se todas as segundas: o seguinte aparece quando marcar este como feito\.$/u);
      type Row = { id: string; text: string; dueAt: string; recurrence: { every: number; unit: string } | null };
      const reminders = (await body<{ items: Row[] }>(call(user, "/reminders"))).items;
      const byText = new Map(reminders.map((reminder) => [reminder.text, reminder]));
      expect(byText.get("Call mom")?.recurrence).toEqual({ every: 1, unit: "week" });
      expect(byText.get("Pôr o lixo")?.recurrence).toEqual({ every: 1, unit: "week" });
      // The first one falls on the day named (the test user's time zone is UTC), within the coming week.
      for (const [text, weekday] of [["Call mom", 0], ["Pôr o lixo", 1]] as const) {
        const due = new Date(byText.get(text)!.dueAt);
        expect(due.getUTCDay(), text).toBe(weekday);
        expect(due.getTime() - Date.now()).toBeLessThanOrEqual(8 * 86_400_000);
      }
      const done = await body<{ next: Row | null }>(call(user, `/reminders/${byText.get("Call mom")!.id}/complete`, { method: "POST" }));
      expect(done.next).toMatchObject({ text: "Call mom", recurrence: { every: 1, unit: "week" } });
      expect(new Date(done.next!.dueAt).getUTCDay()).toBe(0);
    });

    it("moves and cancels the reminder just set ('actually make it 7pm', 'cancela') in a conversation with the default read-only tools, in English and Portuguese", async () => {
      const user = await server.addUser("Tiago");
      type Row = { text: string; status: string; dueAt: string };
      const reminder = async (text: string) => (await body<{ items: Row[] }>(call(user, "/reminders"))).items.find((row) => row.text === text)!;
      const en = await say(user, "remind me to call Ana tomorrow at 6pm");
      const before = new Date((await reminder("Call Ana")).dueAt);
      const moved = await say(user, "actually make it 7pm", en.threadId);
      expect(moved.text).toMatch(/^Done: I'll move the reminder “Call Ana” to \w+ \d+ \w+ \d{4} at 7 PM\.$/u);
      const after = new Date((await reminder("Call Ana")).dueAt);
      expect(after.getTime() - before.getTime()).toBe(3_600_000);
      const pt = await say(user, "lembra-me de regar as plantas amanhã às 9h");
      expect((await say(user, "cancela", pt.threadId)).text).toMatch(/^Combinado: vou cancelar o lembrete «Regar as plantas»/u);
      expect((await reminder("Regar as plantas")).status).toBe("dismissed");
      expect((await reminder("Call Ana")).status).toBe("pending");
    });

    it("a repeating reminder marked done through PATCH is scheduled again once, as POST /complete does; done is sent alone", async () => {
      const user = await server.addUser("Vera");
      type Row = { id: string; text: string; status: string; dueAt: string };
      const created = await body<Row>(call(user, "/reminders", { method: "POST", json: { text: "Water the plants", dueAt: "2030-01-06T09:00:00.000Z", recurrence: { every: 1, unit: "week" } } }));
      const mixed = await call(user, `/reminders/${created.id}`, { method: "PATCH", json: { status: "done", text: "Water the garden" } });
      expect(mixed.status).toBe(400);
      for (let click = 0; click < 2; click++) {
        const done = await call(user, `/reminders/${created.id}`, { method: "PATCH", json: { status: "done" } });
        expect(done.status).toBe(200);
        expect(await body<Row>(done)).toMatchObject({ id: created.id, status: "done", text: "Water the plants" });
      }
      const pending = (await body<{ items: Row[] }>(call(user, "/reminders?status=pending"))).items;
      expect(pending.map((row) => [row.text, row.dueAt])).toEqual([["Water the plants", "2030-01-13T09:00:00.000Z"]]);
    });

    it("cancels a reminder and marks one done when asked in the chat, in English and Portuguese, and only the one meant", async () => {
      const user = await server.addUser("Inês");
      await say(user, "Remind me to call the dentist tomorrow");
      await say(user, "Lembra-me de pagar a água na sexta");
      await say(user, "Remind me to buy flowers on Saturday");
      expect((await say(user, "cancel the dentist reminder")).text).toMatch(/^Done: I'll cancel the reminder “Call the dentist”/);
      expect((await say(user, "marca o lembrete da água como feito")).text).toMatch(/^Combinado: vou marcar «Pagar a água» .* como concluído\.$/);
      const statuses = async (status: string) => (await body<{ items: Array<{ text: string }> }>(call(user, `/reminders?status=${status}`))).items.map((reminder) => reminder.text);
      expect(await statuses("dismissed")).toEqual(["Call the dentist"]);
      expect(await statuses("done")).toEqual(["Pagar a água"]);
      expect(await statuses("pending")).toEqual(["Buy flowers"]);
      // Nothing else is forgotten or stored for the request itself.
      expect((await memories(user)).filter((memory) => /cancel|lembrete/i.test(memory.content))).toEqual([]);
      // A reminder named that there is none of is said plainly, and nothing is cancelled.
      expect((await say(user, "cancela o lembrete do ginásio")).text).toContain("Não tem nenhum lembrete sobre «ginásio».");
      expect(await statuses("pending")).toEqual(["Buy flowers"]);
    });

    it("forgets a person on request: “who is …?” then knows nothing of them, in English and Portuguese", async () => {
      const user = await server.addUser("Marta");
      await say(user, "My neighbour Tom is a plumber");
      expect((await say(user, "Who is Tom?")).text).toContain("Tom is your neighbour");
      expect((await say(user, "Forget what I said about Tom")).text).toBe("All right, I'll forget what you told me about Tom.");
      expect((await say(user, "Who is Tom?")).text).toContain("I don't know who Tom is yet");
      await say(user, "O meu vizinho Tomás é canalizador");
      expect((await say(user, "Quem é o Tomás?")).text).toContain("Tomás é");
      expect((await say(user, "Esquece o que eu disse sobre o Tomás")).text).toBe("Está bem, vou esquecer o que me contou sobre o Tomás.");
      expect((await say(user, "Quem é o Tomás?")).text).toContain("Ainda não sei quem é Tomás");
      expect((await memories(user)).filter((memory) => /Tom/.test(memory.content))).toEqual([]);
    });

    it("forgets a fact asked in the other language than it was told in: “esquece a minha alergia”, “forget my allergy”", async () => {
      const user = await server.addUser("Inês");
      const about = async (pattern: RegExp) => (await memories(user)).filter((memory) => pattern.test(memory.content));
      await say(user, "my sister Ana lives in Porto");
      await say(user, "I'm allergic to penicillin");
      expect(await about(/penicillin/)).toHaveLength(1);
      await say(user, "esquece a minha alergia");
      expect(await about(/penicillin/)).toEqual([]);
      await say(user, "sou alérgica a amendoins");
      expect(await about(/amendoins/)).toHaveLength(1);
      await say(user, "forget my allergy");
      expect(await about(/amendoins/)).toEqual([]);
      expect(await about(/Porto/)).not.toEqual([]);
    });

    it("ends a relationship that is over: the fact that held is closed and the person keeps no relationship, in English and Portuguese", async () => {
      const user = await server.addUser("Rosa");
      expect((await say(user, "Who is my boss?")).text).toMatch(/^I have nothing remembered about your boss\./);
      await say(user, "My boss is called Mark");
      expect((await say(user, "Who is my boss?")).text).toContain("Mark is your boss");
      expect((await say(user, "Mark is no longer my boss")).text).toBe("Noted: Mark is no longer your boss.");
      expect((await say(user, "Who is my boss?")).text).toMatch(/^I have no one remembered as your boss now: you told me “Mark is no longer my boss”/);
      expect((await say(user, "Who is Mark?")).text).toMatch(/^Mark is no longer your boss/);
      const held = (await memories(user)).find((memory) => memory.content === "Mark is my boss");
      expect(held?.validTo).not.toBeNull();
      await say(user, "A Ana é a minha chefe");
      await say(user, "A Ana já não é a minha chefe");
      expect((await say(user, "Quem é a minha chefe?")).text).toMatch(/^Não tenho ninguém guardado como a sua chefe agora/);
      const entities = await body<{ items: Array<{ name: string; relationshipToUser: string | null }> }>(call(user, "/entities"));
      expect(entities.items.filter((entity) => entity.name === "Mark" || entity.name === "Ana").map((entity) => entity.relationshipToUser)).toEqual([null, null]);
    });

    it("looks in the journal for someone it does not know yet", async () => {
      const user = await server.addUser("Tiago");
      const written = await call(user, "/journal/entries", { method: "POST", json: { date: "2025-03-02", content: "Dinner with Miguel at the harbour; he told me about his new boat." } });
      expect(written.status).toBe(201);
      for (let poll = 0; poll < 400; poll++) {
        const pipeline = await body<{ pending: number; running: boolean; queued: boolean }>(call(user, "/journal/pipeline"));
        if (pipeline.pending === 0 && !pipeline.running && !pipeline.queued) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const who = await say(user, "Who is Miguel?");
      // What the journal says comes first; that nothing is remembered follows as an offer to remember.
      expect(who.text).toMatch(/^Your journal mentions Miguel:\n- 2025-03-02: .*Miguel/);
      expect(who.text).toContain("I have nothing remembered about Miguel yet");
      expect(who.text).not.toContain("I don't know who Miguel is");
    });

    it("closes the older fact when a newer one contradicts it, and never stores a repeat", async () => {
      const user = await server.addUser("Rita");
      const older = await body<MemoryBody & { outcome: string }>(call(user, "/memories", { method: "POST", json: { content: "Susana tem 15 anos" } }));
      expect(older.outcome).toBe("created");
      for (let time = 0; time < 3; time++) {
        const response = await call(user, "/memories", { method: "POST", json: { content: "I prefer meetings in the morning" } });
        expect(response.status).toBe(time === 0 ? 201 : 200);
      }
      expect((await memories(user)).filter((memory) => memory.content === "I prefer meetings in the morning")).toHaveLength(1);
      await say(user, "Susana tem 15 anos");
      await say(user, "Susana fez 16 anos");
      const ages = (await memories(user)).filter((memory) => /Susana (?:tem|fez) 1[56] anos/.test(memory.content));
      expect(ages.filter((memory) => memory.validTo === null).map((memory) => memory.content)).toEqual(["Susana fez 16 anos"]);
      expect(ages.filter((memory) => memory.validTo !== null).map((memory) => memory.content)).toEqual(["Susana tem 15 anos"]);
      // The offline model answers from the current fact (in its prompt), and from the older one for the past.
      const now = await say(user, "Quantos anos tem a Susana?");
      expect(now.text).toMatch(/^Susana tem 16 anos: contou-me “Susana fez 16 anos” \(\d{4}-\d{2}-\d{2}\)/);
      const before = await say(user, "How old was Susana last year?");
      expect(before.text).toMatch(/^Susana was 15: earlier you told me “Susana tem 15 anos”/);
      expect(before.text).toContain("Now: “Susana fez 16 anos”");
    });

    it("deletes a range or everything: no memory, chunk, entity or reminder is left", async () => {
      const user = await server.addUser("Zoe");
      await say(user, "My daughter Susana needs to see the eye doctor");
      await call(user, "/reminders", { method: "POST", json: { text: "Call the school", dueAt: "2030-01-01T09:00:00Z", recurrence: { every: 6, unit: "month" } } });
      expect((await memories(user)).length).toBeGreaterThan(0);
      expect((await call(user, "/memories", { method: "DELETE" })).status).toBe(400);
      const exported = await body<{ memories: unknown[]; entities: unknown[]; reminders: unknown[] }>(call(user, "/memories/export"));
      expect(exported.memories.length).toBeGreaterThan(0);
      expect(exported.reminders).toHaveLength(1);
      const result = await body<{ deleted: number }>(call(user, "/memories?all=true", { method: "DELETE" }));
      expect(result.deleted).toBeGreaterThan(0);
      expect(await memories(user)).toEqual([]);
      expect((await body<{ items: unknown[] }>(call(user, "/entities"))).items).toEqual([]);
      expect((await body<{ items: unknown[] }>(call(user, "/reminders"))).items).toEqual([]);
      const chunks = await server.context.run(ChunkIndex.use((index) => index.stats(user.id, "memory")));
      expect(chunks).toMatchObject({ count: 0 });
    });

    it("keeps every new route to its user", async () => {
      const mine = await body<MemoryBody>(call(alice, "/memories", { method: "POST", json: { content: "Alice keeps bees", context: "personal" } }));
      const reminder = await body<{ id: string }>(call(alice, "/reminders", { method: "POST", json: { text: "Feed the bees", dueAt: "2030-01-01" } }));
      for (const [method, path] of [
        ["GET", `/memories/${mine.id}`],
        ["PATCH", `/memories/${mine.id}`],
        ["DELETE", `/memories/${mine.id}`],
        ["GET", `/reminders/${reminder.id}`],
        ["PATCH", `/reminders/${reminder.id}`],
        ["POST", `/reminders/${reminder.id}/complete`],
        ["DELETE", `/reminders/${reminder.id}`],
      ] as const) {
        const response = await call(bob, path, { method, ...(method === "PATCH" ? { json: { importance: 9 } } : {}) });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      expect((await body<{ items: unknown[] }>(call(bob, "/memories/search?q=bees"))).items).toEqual([]);
      expect((await body<{ memories: unknown[] }>(call(bob, "/memories/export"))).memories).toEqual([]);
      await call(bob, "/memories?all=true", { method: "DELETE" });
      expect((await body<MemoryBody>(call(alice, `/memories/${mine.id}`))).content).toBe("Alice keeps bees");
      expect((await call(alice, "/memories/not-an-id")).status).toBe(400);
      expect((await call(alice, "/memories", { method: "POST", json: { content: "" } })).status).toBe(400);
      expect((await call(alice, "/memory-settings", { method: "PUT", json: { importanceFloor: 11 } })).status).toBe(400);
    });

    it("answers a message that suggests self-harm with help from people, and keeps nothing of it, in English and Portuguese", async () => {
      const user = await server.addUser("Crisis");
      const english = await say(user, "I don't want to live anymore");
      expect(english.text).toContain("you deserve support from a person right now");
      expect(english.text).toContain("988");
      expect(english.text).not.toMatch(/Noted/);
      const portuguese = await say(user, "quero morrer");
      expect(portuguese.text).toContain("merece o apoio de uma pessoa agora");
      expect(portuguese.text).toContain("112");
      expect(await memories(user)).toEqual([]);
    });

    it("learns nothing while memory is off", async () => {
      const user = await server.addUser("Off");
      await call(user, "/memory-settings", { method: "PUT", json: { enabled: false } });
      await say(user, "My daughter Susana needs to see the eye doctor");
      expect(await memories(user)).toEqual([]);
    });

    it("with memory turned off, says so to every change asked in chat, in English and Portuguese, and changes nothing", async () => {
      const user = await server.addUser("Offline");
      // Kept while memory was on: a fact, a person and two reminders.
      const { threadId } = await say(user, "remember that my sister is called Ana");
      await say(user, "remind me to call the dentist tomorrow at 9", threadId);
      await say(user, "lembra-me de pagar a renda na sexta", threadId);
      const reminders = async () => (await body<{ items: Array<{ id: string; text: string; status: string; dueAt: string }> }>(call(user, "/reminders?limit=100"))).items;
      const entities = async () => (await body<{ items: Array<{ id: string; name: string; relationshipToUser: string | null }> }>(call(user, "/entities"))).items;
      const before = { memories: await memories(user), reminders: await reminders(), entities: await entities() };
      expect(before.reminders.map((reminder) => reminder.status)).toEqual(["pending", "pending"]);

      const settings = await call(user, "/memory-settings", { method: "PUT", json: { enabled: false } });
      expect(((await settings.json()) as { enabled: boolean }).enabled).toBe(false);
      const english = /^Long-term memory is off, so I didn't .*: nothing was (?:saved|changed|deleted)\..* To turn it on: Memories page → Privacy → “Learn from my conversations”\.$/su;
      const portuguese = /^A memória de longo prazo está desligada, por isso não .*: nada foi (?:guardado|alterado|apagado)\..* Para a ligar: página Memórias → Privacidade → «Aprender com as minhas conversas»\.$/su;
      for (const [message, answer] of [
        ["remind me to call mom tomorrow at 9", english],
        ["cancel my reminder about the dentist", english],
        ["I finished the reminder about the dentist", english],
        ["remember that my brother is called Rui", english],
        ["forget what I said about Ana", english],
        ["lembra-me de regar as plantas amanhã", portuguese],
        ["cancela o lembrete da renda", portuguese],
        ["lembra-te que o meu irmão se chama Rui", portuguese],
        ["esquece o que te disse sobre a Ana", portuguese],
      ] as const) {
        expect((await say(user, message, threadId)).text, message).toMatch(answer);
      }
      // Reading still works, and says first that memory is off and what was kept before still is.
      const about = await say(user, "what do you remember about me?", threadId);
      expect(about.text).toMatch(/^Long-term memory is off: I'm not learning anything new from our conversations, but what I remembered before is still kept\./u);
      expect(about.text).toContain("Ana");

      // Nothing stored, changed or deleted: every memory.extract job ran and learned nothing.
      expect(await memories(user)).toEqual(before.memories);
      expect(await reminders()).toEqual(before.reminders);
      expect(await entities()).toEqual(before.entities);
    });
  });
};

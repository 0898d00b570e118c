import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

type Json = Record<string, unknown>;

/** An archive unpacked: its manifest, each domain's records and the files. */
interface Unpacked {
  manifest: Json & { counts: Record<string, number> };
  parts: Record<string, Json[]>;
  files: Record<string, Uint8Array>;
}

const unpack = (bytes: Uint8Array): Unpacked => {
  const members = unzipSync(bytes);
  const parts: Record<string, Json[]> = {};
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(members)) {
    if (name.startsWith("files/")) files[name.slice(6)] = content;
    else if (name !== "manifest.json") parts[name.replace(/\.json$/, "")] = JSON.parse(strFromU8(content)) as Json[];
  }
  return { manifest: JSON.parse(strFromU8(members["manifest.json"]!)) as Unpacked["manifest"], parts, files };
};

/**
 * What must survive a round trip, with ids replaced by positions (so links
 * between records are compared, not the ids themselves), and files compared
 * byte for byte in document order. Left out: ids, the creation time of
 * threads, entries and documents and the saving time of reflections (the
 * stores set those to the import's time), and mood analyses (rebuilt by the
 * importing server's processing).
 */
const essence = (archive: Unpacked) => {
  const entries = archive.parts.journal ?? [];
  const entryIndex = new Map(entries.map((entry, index) => [entry.id as string, index]));
  const positions = new Map([
    ...entries.map((entry, index): [string, string] => [entry.id as string, `entry ${index}`]),
    ...(archive.parts.knowledge ?? []).map((document, index): [string, string] => [document.id as string, `document ${index}`]),
  ]);
  // Ids of entries and documents named inside messages (tool results), as positions.
  const named = (value: unknown): unknown =>
    typeof value === "string"
      ? (positions.get(value) ?? value)
      : Array.isArray(value)
        ? value.map(named)
        : typeof value === "object" && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, named(item)]))
          : value;
  const threads = (archive.parts.chat ?? []).map((thread) => {
    const messages = thread.messages as Json[];
    const runs = thread.runs as Json[];
    const messageIndex = new Map(messages.map((message, index) => [message.id as string, index]));
    const runIndex = new Map(runs.map((run, index) => [run.id as string, index]));
    return {
      ...thread,
      id: undefined,
      createdAt: undefined,
      messages: messages.map((message) => {
        const content = message.content as Json;
        return {
          ...message,
          id: undefined,
          runId: message.runId === null ? null : runIndex.get(message.runId as string),
          content: { ...content, parts: named(content.parts), replaces: content.replaces === undefined ? undefined : messageIndex.get(content.replaces as string) },
        };
      }),
      runs: runs.map((run) => ({ ...run, id: undefined, messageId: messageIndex.get(run.messageId as string) })),
    };
  });
  const threadList = archive.parts.chat ?? [];
  for (const [t, thread] of threadList.entries()) {
    positions.set(thread.id as string, `thread ${t}`);
    for (const [m, message] of (thread.messages as Json[]).entries()) positions.set(message.id as string, `thread ${t} message ${m}`);
  }
  const memoryRecords = archive.parts.memory ?? [];
  for (const [index, record] of memoryRecords.entries()) if (typeof record.id === "string") positions.set(record.id, `${record.kind as string} ${index}`);
  return {
    // The name is the importing account's own.
    users: archive.parts.users?.map((profile) => ({ ...profile, name: undefined })),
    journal: entries.map((entry) => ({ ...entry, id: undefined, createdAt: undefined, updatedAt: undefined, analytics: undefined })),
    chat: threads,
    knowledge: (archive.parts.knowledge ?? []).map((document) => ({
      ...document,
      id: undefined,
      file: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      bytes: Array.from(archive.files[document.file as string] ?? []),
    })),
    // Creation times become the import's; since when a memory holds is kept.
    memory: memoryRecords.map((record) =>
      named({ ...record, id: undefined, createdAt: undefined, validFrom: record.kind === "memory" ? (record.validFrom ?? record.createdAt) : undefined }),
    ),
    portfolio: (() => {
      const records = archive.parts.portfolio ?? [];
      const position = new Map(records.flatMap((record, index): Array<[string, number]> => (typeof record.id === "string" ? [[record.id, index]] : [])));
      const at = (id: unknown) => (typeof id === "string" ? position.get(id) : id);
      return records.map((record) => ({
        ...record,
        id: undefined,
        accountId: at(record.accountId),
        assetId: at(record.assetId),
        accountIds: Array.isArray(record.accountIds) ? record.accountIds.map(at) : undefined,
      }));
    })(),
    reflection: (archive.parts.reflection ?? []).map((reflection) => ({
      ...reflection,
      id: undefined,
      createdAt: undefined,
      entryId: reflection.entryId === null ? null : entryIndex.get(reflection.entryId as string),
    })),
  };
};

/** The user's archive over HTTP on any database: export, import into a fresh server with nothing lost, refusals and corrupt archives. */
export const archiveSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`the user's archive (${name})`, () => {
    let source: TestServer;
    let target: TestServer;
    let alice: TestUser;
    let exported: Uint8Array;
    const markdown = strToU8("# Lease notes\n\nThe deposit is two months of rent.\n\nPets need the landlord's written consent.\n");

    const call = (server: TestServer, user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) =>
      server.call(`/api/v1${path}`, { ...init, token: user.token });
    const importArchive = (server: TestServer, user: TestUser, bytes: Uint8Array, name = "lifeos-export.zip") => {
      const form = new FormData();
      form.append("archive", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
      return call(server, user, "/import", { method: "POST", body: form });
    };
    const exportOf = async (server: TestServer, user: TestUser) => {
      const response = await call(server, user, "/export");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      return new Uint8Array(await response.arrayBuffer());
    };
    const chat = async (user: TestUser, json: Json) => {
      const response = await call(source, user, "/ai/chat/stream", { method: "POST", json });
      expect(response.status).toBe(200);
      const lines = (await response.text()).trim().split("\n").map((line) => JSON.parse(line) as Json);
      return lines;
    };

    beforeAll(async () => {
      [source, target] = await Promise.all([start(), start()]);
      alice = await source.addUser("Alice");
      expect((await call(source, alice, "/settings", { method: "PUT", json: { provider: "offline", timeZone: "Europe/Lisbon" } })).status).toBe(200);
      const entries = [
        { date: "2026-03-02", title: "A long walk", content: "Walked by the river for two hours. Calm and rested afterwards." },
        { date: "2026-03-02", title: null, content: "Evening: the deadline at work keeps me awake. #work" },
        { date: "2026-03-05", title: "Dinner", content: "Dinner with Ana; we laughed a lot. Olá, tudo bem? Ação e emoção 🎉" },
      ];
      const ids: string[] = [];
      for (const entry of entries) {
        const response = await call(source, alice, "/journal/entries", { method: "POST", json: entry });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
      const first = await chat(alice, { content: "What was my last entry?" });
      const threadId = (first[0] as { threadId: string }).threadId;
      await chat(alice, { threadId, content: "And how was my mood?" });
      const messages = ((await (await call(source, alice, `/threads/${threadId}/messages?limit=200`)).json()) as { items: Json[] }).items;
      // A regenerated answer: the old one stays as an alternative the new one replaces.
      await chat(alice, { threadId, replaces: messages.at(-1)!.id, content: "again" });
      expect((await call(source, alice, `/threads/${threadId}`, { method: "PATCH", json: { pinned: true, title: "My last entry" } })).status).toBe(200);
      await chat(alice, { content: "Hello there" });
      const form = new FormData();
      form.append("files", new Blob([markdown as Uint8Array<ArrayBuffer>], { type: "text/markdown" }), "lease-notes.md");
      expect((await call(source, alice, "/documents", { method: "POST", body: form })).status).toBe(201);
      expect((await call(source, alice, "/reflect", { method: "POST", json: { entryId: ids[1] } })).status).toBe(200);
      // A portfolio: base currency, an account, activities in exact decimals, a quote, an FX rate and a goal.
      expect((await call(source, alice, "/portfolio/settings", { method: "PUT", json: { baseCurrency: "USD" } })).status).toBe(200);
      const account = (await (await call(source, alice, "/portfolio/accounts", { method: "POST", json: { name: "Corretora", type: "SECURITIES", currency: "EUR" } })).json()) as { id: string };
      const csv = ["Data;Tipo;Símbolo;Quantidade;Preço;Montante;Comissão;Moeda", "02/01/2025;Depósito;;;;2.000,00;;EUR", "03/01/2025;Compra;VWCE;10;98,40;;1,00;EUR", "15/03/2025;Dividendo;VWCE;;;12,50;;EUR"].join("\r\n");
      expect((await call(source, alice, "/portfolio/import/commit", { method: "POST", json: { csv, accountId: account.id } })).status).toBe(201);
      expect((await call(source, alice, "/portfolio/import/quotes", { method: "POST", json: { csv: "symbol,date,close\nVWCE,2025-03-31,110.00\n" } })).status).toBe(201);
      expect((await call(source, alice, "/portfolio/fx", { method: "PUT", json: { rates: [{ base: "EUR", quote: "USD", date: "2025-03-31", rate: "1.0815" }] } })).status).toBe(200);
      // Memories: a fact, one that replaces it (closing the first), an entity with a relationship, a reminder tied to a memory, settings.
      const remember = async (content: string, extra: Json = {}) => {
        const response = await call(source, alice, "/memories", { method: "POST", json: { content, ...extra } });
        expect(response.status).toBeLessThan(300);
        return (await response.json()) as { id: string };
      };
      const sister = await remember("My sister Ana lives in Porto.", { context: "family", importance: 9 });
      const acme = await remember("I work at Acme as a designer.", { context: "work" });
      expect((await call(source, alice, `/memories/${acme.id}`, { method: "PATCH", json: { validTo: "2026-01-31T00:00:00.000Z" } })).status).toBe(200);
      await remember("I work at Globex as a designer now.", { context: "work" });
      const ana = (await (await call(source, alice, "/entities", { method: "POST", json: { name: "Ana Lima", type: "person", relationshipToUser: "sister", gender: "female" } })).json()) as { id: string };
      const porto = (await (await call(source, alice, "/entities", { method: "POST", json: { name: "Porto", type: "place" } })).json()) as { id: string };
      expect((await call(source, alice, `/entities/${ana.id}`, { method: "PATCH", json: { relationships: [{ targetId: porto.id, kind: "lives in" }] } })).status).toBe(200);
      expect((await call(source, alice, "/reminders", { method: "POST", json: { text: "Call Ana", dueAt: "2026-04-01T18:00:00.000Z", recurrence: { every: 1, unit: "month" }, memoryId: sister.id } })).status).toBe(201);
      expect((await call(source, alice, "/memory-settings", { method: "PUT", json: { importanceFloor: 7, retention: { work: 365 } } })).status).toBe(200);
      expect((await call(source, alice, "/portfolio/goals", { method: "POST", json: { name: "House deposit", targetAmount: "30000", deadline: "2030-01-01", accountIds: [account.id] } })).status).toBe(201);
      const profile = { name: "Degiro", mapping: { date: "Data", fxRate: "Taxa de Câmbio" }, delimiter: ",", numberFormat: "comma", dateFormat: "DMY", fxDirection: "perBase" };
      expect((await call(source, alice, "/portfolio/import/profiles", { method: "POST", json: profile })).status).toBe(201);
      exported = await exportOf(source, alice);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([source?.stop(), target?.stop()]);
    });

    it("exports everything of the user with a manifest, and no secrets", () => {
      const archive = unpack(exported);
      expect(archive.manifest).toMatchObject({ format: "lifeos-archive", formatVersion: 1, files: 1 });
      expect(archive.manifest.counts).toEqual({ users: 1, chat: 2, journal: 3, knowledge: 1, reflection: 1, portfolio: 10, memory: expect.any(Number) as number });
      expect(Object.values(archive.files)[0]).toEqual(markdown);
      expect(JSON.stringify(archive.parts)).not.toMatch(/apiKey|ciphertext|secret/i);
      expect(Object.keys(archive.parts.users![0]!).sort()).toEqual(["name", "settings", "timeZone"]);
      const thread = archive.parts.chat!.find((candidate) => candidate.title === "My last entry")!;
      expect(thread.pinned).toBe(true);
      expect((thread.messages as Json[]).some((message) => (message.content as Json).replaces !== undefined)).toBe(true);
      const memory = archive.parts.memory!;
      const closed = memory.find((record) => record.kind === "memory" && record.content === "I work at Acme as a designer.")!;
      expect(closed.validTo).toBe("2026-01-31T00:00:00.000Z");
      expect(memory.find((record) => record.kind === "entity" && record.name === "Ana Lima")?.relationships).toHaveLength(1);
      expect(memory.find((record) => record.kind === "reminder")?.memoryId).toBe(memory.find((record) => record.content === "My sister Ana lives in Porto.")?.id);
      expect(memory.find((record) => record.kind === "settings")).toMatchObject({ importanceFloor: 7, retention: { work: 365 } });
      expect(archive.parts.portfolio!.find((record) => record.kind === "importProfile")).toMatchObject({ name: "Degiro", fxDirection: "perBase" });
    });

    it("imports into an empty account of a fresh server with nothing lost, and exports the same again", async () => {
      const bob = await target.addUser("Bob");
      const response = await importArchive(target, bob, exported);
      expect(response.status).toBe(201);
      expect(((await response.json()) as { counts: Json }).counts).toEqual({ users: 1, chat: 2, journal: 3, knowledge: 1, reflection: 1, portfolio: 10, memory: expect.any(Number) as number });
      const again = unpack(await exportOf(target, bob));
      expect(essence(again)).toEqual(essence(unpack(exported)));
      // The imported data is live: listed, searchable by the chat's tools once processed, and the thread continues.
      const threads = ((await (await call(target, bob, "/threads")).json()) as { items: Json[] }).items;
      expect(threads.map((thread) => thread.title)).toContain("My last entry");
      expect(threads[0]!.pinned).toBe(true);
      // Links from the chat's tool results to journal entries point at the imported entries.
      const entries = ((await (await call(target, bob, "/journal/entries?limit=200")).json()) as { items: Json[] }).items.map((entry) => entry.id);
      const linked = JSON.stringify(again.parts.chat).match(/"entryId":"([0-9a-f-]{36})"/g)!.map((match) => match.slice(11, -1));
      expect(linked.length).toBeGreaterThan(0);
      for (const id of linked) expect(entries).toContain(id);
      // The same holdings and valuation to the cent, ids aside.
      const holdings = async (server: TestServer, user: TestUser) =>
        (await (await call(server, user, "/portfolio/holdings?asOf=2025-03-31")).text()).replace(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"id"');
      expect(await holdings(target, bob)).toEqual(await holdings(source, alice));
      const me = (await (await call(target, bob, "/settings")).json()) as { timeZone: string };
      expect(me.timeZone).toBe("Europe/Lisbon");
    });

    it("refuses an import into an account that already has data, and changes nothing", async () => {
      const response = await importArchive(source, alice, exported);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { code: string }).code).toBe("CONFLICT");
      expect(unpack(await exportOf(source, alice)).manifest.counts).toEqual({ users: 1, chat: 2, journal: 3, knowledge: 1, reflection: 1, portfolio: 10, memory: expect.any(Number) as number });
    });

    it("erases everything of the user's own only when confirmed, leaves other users alone, and the emptied account can import again", async () => {
      const dave = await source.addUser("Dave");
      expect((await call(source, dave, "/journal/entries", { method: "POST", json: { date: "2026-03-01", content: "Dave's own day." } })).status).toBe(201);
      expect((await call(source, alice, "/settings", { method: "PUT", json: { provider: "openai", apiKey: "sk-erase-me", timeZone: "Europe/Lisbon" } })).status).toBe(200);
      const full = { users: 1, chat: 2, journal: 3, knowledge: 1, reflection: 1, portfolio: 10, memory: expect.any(Number) as number };
      for (const body of [undefined, {}, { confirm: false }, { confirm: "yes" }]) {
        const refused = await call(source, alice, "/data", { method: "DELETE", ...(body === undefined ? {} : { json: body }) });
        expect([body, refused.status]).toEqual([body, 400]);
      }
      expect(unpack(await exportOf(source, alice)).manifest.counts).toEqual(full);

      const erased = await call(source, alice, "/data", { method: "DELETE", json: { confirm: true } });
      expect(erased.status).toBe(204);
      const left = unpack(await exportOf(source, alice));
      // The base currency and the memory's privacy choices are settings of the account, and stay.
      expect(left.manifest).toMatchObject({ counts: { users: 1, chat: 0, journal: 0, knowledge: 0, reflection: 0, portfolio: 1, memory: 1 }, files: 0 });
      expect(left.parts.memory).toEqual([expect.objectContaining({ kind: "settings", importanceFloor: 7 })]);
      for (const path of ["/threads", "/journal/entries", "/documents", "/memories", "/reminders", "/entities", "/portfolio/accounts"]) {
        const listed = (await (await call(source, alice, path)).json()) as { items: unknown[] } | unknown[];
        expect([path, Array.isArray(listed) ? listed : listed.items]).toEqual([path, []]);
      }
      expect(((await (await call(source, alice, "/portfolio/assets")).json()) as { items: unknown[] }).items).toEqual([]);
      const jobs = ((await (await call(source, alice, "/jobs?status=queued")).json()) as { items: unknown[] }).items;
      expect(jobs).toEqual([]);
      expect(await (await call(source, alice, "/settings")).json()).toMatchObject({ provider: "offline", apiKey: "not set", timeZone: "Europe/Lisbon" });
      // The chat works on the empty account, and the other user's data is untouched.
      const answer = (await chat(alice, { content: "What was my last entry?" })).filter((line) => line.type === "textDelta").map((line) => line.delta).join("");
      expect(answer).not.toMatch(/Dinner with Ana|deadline/);
      expect(((await (await call(source, dave, "/journal/entries")).json()) as { items: unknown[] }).items).toHaveLength(1);

      // Erasing again removes what was made since (the thread just asked), and the emptied account can import.
      expect((await call(source, alice, "/data", { method: "DELETE", json: { confirm: true } })).status).toBe(204);
      const again = await importArchive(source, alice, exported);
      expect(again.status).toBe(201);
      expect(unpack(await exportOf(source, alice)).manifest.counts).toMatchObject({ journal: 3, knowledge: 1, reflection: 1, portfolio: 10 });
    });

    it("rejects corrupt and hostile archives with 400 and stores nothing", async () => {
      const carol = await target.addUser("Carol");
      const original = unpack(exported);
      const rezip = (members: Record<string, Uint8Array>) => zipSync(members);
      const members = unzipSync(exported);
      const badEntry = { ...members, "journal.json": strToU8(JSON.stringify([{ ...original.parts.journal![0], date: "not a date" }])) };
      const missingFile = Object.fromEntries(Object.entries(members).filter(([name]) => !name.startsWith("files/")));
      const climbing = { ...members, "files/../../etc/passwd": strToU8("x") };
      const unknownPart = { ...members, "secrets.json": strToU8("[]") };
      const noManifest = Object.fromEntries(Object.entries(members).filter(([name]) => name !== "manifest.json"));
      const cases: Array<[string, Uint8Array]> = [
        ["not a zip", strToU8("hello, this is text")],
        ["truncated", exported.slice(0, Math.floor(exported.length / 2))],
        ["no manifest", rezip(noManifest)],
        ["an invalid entry", rezip(badEntry)],
        // Found only while importing, after the journal part is written: the import removes it again.
        ["a document without its file", rezip(missingFile)],
        ["a path climbing out", rezip(climbing)],
        ["an unknown part", rezip(unknownPart)],
      ];
      for (const [label, bytes] of cases) {
        const response = await importArchive(target, carol, bytes);
        expect([label, response.status]).toEqual([label, 400]);
        expect(((await response.json()) as { code: string }).code).toBe("INVALID_INPUT");
      }
      // The base currency is always there; nothing else is.
      expect(unpack(await exportOf(target, carol)).manifest.counts).toMatchObject({ chat: 0, journal: 0, knowledge: 0, reflection: 0, portfolio: 1, memory: 1 });
      const empty = await call(target, carol, "/import", { method: "POST", body: new FormData() });
      expect(empty.status).toBe(400);
    });
  });

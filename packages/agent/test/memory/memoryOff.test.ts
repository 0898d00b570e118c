import type { ModelMessage } from "@lifeos/core";
import { memoryOffNotice, memoryOffToolMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

const conversation = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });
/** A system prompt as the chat writes it for someone who turned memory off (with a memory kept from before). */
const off = `${systemWith([storedMemory("Ana is my sister", "relationship", "2024-03-01")])}\n\n${memoryOffNotice}`;
const reminders = [
  { reminderId: "r-dentist", text: "Call the dentist", dueAt: "2024-05-11T08:00:00.000Z", overdue: false },
  { reminderId: "r-rent", text: "Pagar a renda", dueAt: "2024-05-17T08:00:00.000Z", overdue: false },
];
const data = {
  list_reminders: { reminders },
  search_memories: { memories: [{ content: "Ana is my sister", date: "2024-03-01", dated: false, type: "relationship", current: true }] },
  get_person: { person: null, relationships: [], memories: [] },
  search_journal: { results: [] },
  complete_reminder: { completed: { ...reminders[0], status: "done" }, next: null },
};

/** The whole turn: every call the model makes (answered with `data`), and its answer. */
const converse = async (text: string, system: string) => {
  const messages: ModelMessage[] = [{ role: "user", content: text }];
  const calls: string[] = [];
  let step = await conversation.turn(messages, system);
  for (let round = 0; round < 4 && step.calls.length > 0; round++) {
    calls.push(...step.calls.map((call) => call.name));
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name as keyof typeof data] ?? {} }) })),
    );
    step = await conversation.turn(messages, system);
  }
  return { calls, text: step.text };
};

const writes = new Set(["remember", "forget", "create_reminder", "complete_reminder"]);
/** What a reply that did something says; the refusal's lead ("so I didn't …") is taken off before looking. */
const promises = /\b(?:I'll|I will|I've|I have|Noted|Done)\b|\b(?:vou|Anotado|Combinado|Feito|marquei|cancelei|criei|guardei|esqueci)\b/u;

/** How a refusal reads in each language: its lead, then "nothing was …", and where memory is turned on. */
const refusal = {
  en: { lead: "Long-term memory is off, so I didn't", nothing: "nothing was", turnOn: "To turn it on: Memories page → Privacy → “Learn from my conversations”." },
  pt: { lead: "A memória de longo prazo está desligada, por isso não", nothing: "nada foi", turnOn: "Para a ligar: página Memórias → Privacidade → «Aprender com as minhas conversas»." },
} as const;

describe("with memory off, a change asked in chat is refused plainly, never promised", () => {
  it.each([
    ["remind me to call the dentist tomorrow at 9", "en", "set the reminder", "saved"],
    ["please remind me on Friday to pay the rent", "en", "set the reminder", "saved"],
    ["don't let me forget to water the plants tonight", "en", "set the reminder", "saved"],
    ["cancel my reminder about the dentist", "en", "cancel", "changed"],
    ["I finished the reminder about the dentist", "en", "mark", "changed"],
    ["mark the dentist one done", "en", "mark", "changed"],
    ["remember that my sister is called Ana", "en", "remember", "saved"],
    ["my brother works at the hospital", "en", "remember", "saved"],
    ["forget what I said about Tom", "en", "forget", "deleted"],
    ["lembra-me de pagar a renda na sexta", "pt", "criei o lembrete", "guardado"],
    ["não me deixes esquecer de ligar à avó amanhã", "pt", "criei o lembrete", "guardado"],
    ["cancela o lembrete", "pt", "cancelei o lembrete", "alterado"],
    ["já paguei a renda, marca como feito", "pt", "marquei", "alterado"],
    ["lembra-te que o meu irmão se chama Rui", "pt", "guardei isto", "guardado"],
    ["a minha irmã trabalha no banco", "pt", "guardei isto", "guardado"],
    ["esquece o que te disse sobre o Tom", "pt", "esqueci nada", "apagado"],
  ] as const)("%s", async (text, language, refused, nothing) => {
    const words = refusal[language];
    const { calls, text: answer } = await converse(text, off);
    expect(calls.filter((name) => writes.has(name))).toEqual([]);
    expect(answer).toMatch(new RegExp(`^${words.lead} ${refused}\\b.*: ${words.nothing} ${nothing}\\.`, "u"));
    expect(answer).toContain(words.turnOn);
    expect(answer.replace(new RegExp(`^${words.lead} [^:]*:`, "u"), "")).not.toMatch(promises);
  });

  it("says memory is off when complete_reminder refuses, though the prompt did not say so", async () => {
    const messages: ModelMessage[] = [{ role: "user", content: "I finished the reminder about the dentist" }];
    const answers: Readonly<Record<string, string>> = {
      list_reminders: JSON.stringify({ success: true, data: data.list_reminders }),
      complete_reminder: JSON.stringify({ success: false, error: { code: "CONFLICT", message: memoryOffToolMessage } }),
    };
    let step = await conversation.turn(messages, "");
    const called: string[] = [];
    for (let round = 0; round < 4 && step.calls.length > 0; round++) {
      called.push(...step.calls.map((call) => call.name));
      messages.push({ role: "assistant", content: "", toolCalls: step.calls }, ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: answers[call.name] ?? "{}" })));
      step = await conversation.turn(messages, "");
    }
    expect(called).toEqual(["list_reminders", "complete_reminder"]);
    expect(step.text).toMatch(/^Long-term memory is off, so I didn't mark the reminder as done: nothing was changed\./u);
    expect(step.text).not.toMatch(/I'll|I couldn't use/u);
  });

  it("names the reminder it did not change, and where reminders are changed by hand", async () => {
    expect((await converse("cancel my reminder about the dentist", off)).text).toMatch(/^Long-term memory is off, so I didn't cancel the reminder “Call the dentist”: nothing was changed\. You can change reminders yourself on the Memories page, under Reminders\./u);
    expect((await converse("já paguei a renda, marca como feito", off)).text).toMatch(/^A memória de longo prazo está desligada, por isso não marquei «Pagar a renda» como concluído: nada foi alterado\./u);
  });

  it("reads what is kept, after saying memory is off and that what was kept before still is, with no offer to remember", async () => {
    for (const [text, kept] of [
      ["what do you remember about me?", "Ana is your sister"],
      ["what are my reminders?", "Call the dentist"],
      ["o que sabes sobre mim?", "«Ana is my sister»"],
      ["quais são os meus lembretes?", "Pagar a renda"],
      ["who is Tom?", "I don't know who Tom is yet."],
    ] as const) {
      const { calls, text: answer } = await converse(text, off);
      expect(calls.filter((name) => writes.has(name))).toEqual([]);
      expect(answer, text).toMatch(/^(?:Long-term memory is off: I'm not learning anything new from our conversations, but what I remembered before is still kept\.|A memória de longo prazo está desligada: não aprendo nada de novo com as nossas conversas, mas o que guardei antes continua guardado\.)/u);
      expect(answer, text).toContain(kept);
      expect(answer, text).not.toMatch(/I'll remember|eu guardo/u);
    }
  });

  it("still promises with memory on (the same messages, no notice in the prompt)", async () => {
    expect((await converse("remind me to call the dentist tomorrow at 9", systemWith([]))).text).toMatch(/^Done, I'll remind you: Call the dentist/u);
    expect((await converse("lembra-te que o meu irmão se chama Rui", "")).text).toMatch(/^Anotado/u);
    expect((await converse("I finished the reminder about the dentist", "")).calls).toContain("complete_reminder");
  });
});

describe("a repeating reminder asked for in chat", () => {
  it.each([
    ["remind me every Sunday to call mom", /^Done, I'll remind you: Call mom \(12 May 2024\)\. It repeats every Sunday: the next one comes when you mark this one done\.$/u],
    ["remind me to water the plants every other day", /^Done, I'll remind you: Water the plants \(11 May 2024\)\. It repeats every 2 days: /u],
    ["lembra-me todas as segundas de pôr o lixo", /^Combinado, vou lembrar: Pôr o lixo \(13 de maio de 2024\)\. Repete-se todas as segundas: o seguinte aparece quando marcar este como feito\.$/u],
    ["lembra-me todo dia 5 de pagar a renda", /^Combinado, vou lembrar: Pagar a renda \(5 de junho de 2024\)\. Repete-se todos os meses no dia 5: /u],
  ])("%s is set from its first occurrence and said to repeat", async (text, answer) => {
    expect((await converse(text, "")).text).toMatch(answer);
  });

  it("says plainly that only the first one is set when it cannot tell how it repeats", async () => {
    expect((await converse("remind me every first Monday to pay the gardener", "")).text).toMatch(/I set the first one only: I couldn't tell how often it repeats/u);
    expect((await converse("lembra-me cada quinzena de pagar a luz", "")).text).toMatch(/Criei só o primeiro: não percebi de quanto em quanto tempo se repete/u);
  });

  it("with memory off, names the repetition it did not set", async () => {
    expect((await converse("remind me every Sunday to call mom", off)).text).toMatch(/^Long-term memory is off, so I didn't set the reminder “Call mom \(12 May 2024\)” \(every Sunday\): nothing was saved\./u);
  });
});

import type { ModelMessage } from "@lifeos/core";
import { memoryOffNotice } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

const now = new Date("2026-12-02T12:00:00Z");
const timeZone = "Europe/Lisbon";

interface Row { readonly reminderId: string; readonly text: string; readonly dueAt: string; readonly overdue: boolean; readonly status: string; readonly recurrence: null }
const row = (reminderId: string, text: string, dueAt: string): Row => ({ reminderId, text, dueAt, overdue: false, status: "pending", recurrence: null });
const mum = row("r-mum", "Call mum", "2026-12-04T18:00:00.000Z");
const dentist = row("r-dentist", "Book the dentist", "2026-12-07T10:00:00.000Z");
const mae = row("r-mae", "Ligar à mãe", "2026-12-04T18:00:00.000Z");
const dentista = row("r-dentista", "Marcar o dentista", "2026-12-07T10:00:00.000Z");

/** The reminders listed, and `update_reminder` applied to them as the tool does. */
const toolsOver = (reminders: ReadonlyArray<Row>) => (name: string, args: Record<string, unknown>): unknown => {
  if (name === "list_reminders") return { reminders };
  if (name === "update_reminder") {
    const previous = reminders.find((reminder) => reminder.reminderId === args["reminderId"])!;
    const updated = { ...previous, ...(args["dueAt"] === undefined ? {} : { dueAt: args["dueAt"] }), ...(args["cancel"] === true ? { status: "dismissed" } : {}) };
    return { previous, updated };
  }
  return {};
};

/**
 * The calls made and the answer given to `question` asked after `before` (pairs of a message and its answer), the calls
 * answered from `reminders`; `tools`: the tools offered, every skill's when left out.
 */
const converse = async (before: ReadonlyArray<readonly [string, string]>, question: string, reminders: ReadonlyArray<Row>, tools?: ReadonlyArray<string>, system = "") => {
  const { turn, tools: every } = offlineConversation({ skills: everySkill, now, timeZone });
  const offered = tools === undefined ? every : every.filter((tool) => tools.includes(tool.name));
  const data = toolsOver(reminders);
  const messages: ModelMessage[] = [...before.flatMap(([said, answer]): ModelMessage[] => [{ role: "user", content: said }, { role: "assistant", content: answer }]), { role: "user", content: question }];
  const calls: Array<readonly [string, Record<string, unknown>]> = [];
  let step = await turn(messages, system, offered);
  for (let round = 0; round < 3 && step.calls.length > 0; round++) {
    calls.push(...step.calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const));
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data(call.name, JSON.parse(call.arguments) as Record<string, unknown>) }) })),
    );
    step = await turn(messages, system, offered);
  }
  return { calls, edits: calls.filter(([name]) => name === "update_reminder").map(([, args]) => args), text: step.text };
};

const createdEn: readonly [string, string] = ["remind me to call mum on Friday at 6pm", "Done, I'll remind you: Call mum (4 December 2026 at 6 PM)."];
const createdPt: readonly [string, string] = ["lembra-me de ligar à mãe na sexta às 18h", "Combinado, vou lembrar: Ligar à mãe (4 de dezembro de 2026 às 18h)."];
const listedEn: readonly [string, string] = ["what are my reminders?", "Your reminders:\n- 2026-12-04 at 6 PM: Call mum"];

describe("a reminder cancelled in chat", () => {
  it.each([
    [createdEn, "cancel it"],
    [createdEn, "actually cancel it"],
    [createdEn, "never mind, cancel that"],
    [listedEn, "cancel it"],
  ])("after %j, %s cancels the one just spoken of, and says so", async (before, said) => {
    const { edits, text } = await converse([before], said, [dentist, mum]);
    expect(edits).toEqual([{ reminderId: "r-mum", cancel: true }]);
    expect(text).toBe("Cancelled: Call mum.");
  });

  it.each([
    [createdPt, "cancela"],
    [createdPt, "esquece isso"],
    [createdPt, "afinal, cancela isso"],
  ])("depois de %j, «%s» cancela o lembrete de que se acabou de falar", async (before, said) => {
    const { edits, text } = await converse([before], said, [dentista, mae]);
    expect(edits).toEqual([{ reminderId: "r-mae", cancel: true }]);
    expect(text).toBe("Cancelado: Ligar à mãe.");
  });

  it.each([
    ["cancel my reminder to call mum", [dentist, mum], "r-mum", "Cancelled: Call mum."],
    ["delete the dentist reminder", [dentist, mum], "r-dentist", "Cancelled: Book the dentist."],
    ["cancela o lembrete de ligar à mãe", [dentista, mae], "r-mae", "Cancelado: Ligar à mãe."],
    ["apaga o lembrete do dentista", [dentista, mae], "r-dentista", "Cancelado: Marcar o dentista."],
  ] as const)("named: %s", async (said, reminders, id, answer) => {
    const { edits, text } = await converse([], said, reminders);
    expect(edits).toEqual([{ reminderId: id, cancel: true }]);
    expect(text).toBe(answer);
  });

  it("asks which when the words fit more than one, and changes nothing (EN and PT)", async () => {
    const calls = [row("r-1", "Call mum", "2026-12-04T18:00:00.000Z"), row("r-2", "Call mum about Christmas", "2026-12-10T18:00:00.000Z"), dentist];
    const en = await converse([["what are my reminders?", "Your reminders:\n- 2026-12-04 at 6 PM: Call mum\n- 2026-12-10 at 6 PM: Call mum about Christmas\n- 2026-12-07 at 10 AM: Book the dentist"]], "cancel it", calls);
    expect(en.edits).toEqual([]);
    expect(en.text).toMatch(/^Which one should I cancel\?/);
    expect(en.text).toContain("Call mum about Christmas");
    const pt = await converse([], "apaga o lembrete de ligar à mãe", [row("r-1", "Ligar à mãe", "2026-12-04T18:00:00.000Z"), row("r-2", "Ligar à mãe no Natal", "2026-12-10T18:00:00.000Z")]);
    expect(pt.edits).toEqual([]);
    expect(pt.text).toMatch(/^Qual deles quer cancelar\?[\s\S]*Ligar à mãe no Natal/);
  });

  it("says none matches, with the pending ones, when no reminder is about the words (EN and PT)", async () => {
    const en = await converse([], "move my gym reminder to Monday", [dentist, mum]);
    expect(en.edits).toEqual([]);
    expect(en.text).toMatch(/^You have no reminder about “gym”\.\n\nYour reminders:\n.*Book the dentist\n.*Call mum$/);
    const pt = await converse([], "muda o lembrete do ginásio para segunda", [dentista, mae]);
    expect(pt.edits).toEqual([]);
    expect(pt.text).toMatch(/^Não tem nenhum lembrete sobre «ginásio»\.\n\nOs seus lembretes:/);
  });
});

describe("a reminder moved in chat", () => {
  it.each([
    ["move it to Saturday", "2026-12-05T18:00:00.000Z", "Moved: Call mum — now Saturday 5 December 2026 at 6 PM."],
    ["change it to 5pm", "2026-12-04T17:00:00.000Z", "Moved: Call mum — now Friday 4 December 2026 at 5 PM."],
    ["make it 7 instead", "2026-12-04T19:00:00.000Z", "Moved: Call mum — now Friday 4 December 2026 at 7 PM."],
    ["push it to next week", "2026-12-11T18:00:00.000Z", "Moved: Call mum — now Friday 11 December 2026 at 6 PM."],
  ])("after a reminder was set, %s keeps what it does not change", async (said, dueAt, answer) => {
    const { edits, text } = await converse([createdEn], said, [dentist, mum]);
    expect(edits).toEqual([{ reminderId: "r-mum", dueAt }]);
    expect(text).toBe(answer);
  });

  it.each([
    ["muda para sábado", "2026-12-05T18:00:00.000Z", "Mudado: Ligar à mãe — agora sábado, 5 de dezembro de 2026 às 18h."],
    ["adia para amanhã", "2026-12-03T18:00:00.000Z", "Mudado: Ligar à mãe — agora quinta-feira, 3 de dezembro de 2026 às 18h."],
    ["passa para as 17h", "2026-12-04T17:00:00.000Z", "Mudado: Ligar à mãe — agora sexta-feira, 4 de dezembro de 2026 às 17h."],
  ])("depois de criado um lembrete, «%s» muda só o que diz", async (said, dueAt, answer) => {
    const { edits, text } = await converse([createdPt], said, [dentista, mae]);
    expect(edits).toEqual([{ reminderId: "r-mae", dueAt }]);
    expect(text).toBe(answer);
  });

  it("a reminder just moved is still the one meant: cancelled next (EN and PT)", async () => {
    const en = await converse([createdEn, ["move it to Saturday", "Moved: Call mum — now Saturday 5 December 2026 at 6 PM."]], "actually cancel it", [dentist, { ...mum, dueAt: "2026-12-05T18:00:00.000Z" }]);
    expect(en.edits).toEqual([{ reminderId: "r-mum", cancel: true }]);
    const pt = await converse([createdPt, ["muda para sábado", "Mudado: Ligar à mãe — agora sábado, 5 de dezembro de 2026 às 18h."]], "afinal cancela", [dentista, { ...mae, dueAt: "2026-12-05T18:00:00.000Z" }]);
    expect(pt.edits).toEqual([{ reminderId: "r-mae", cancel: true }]);
  });

  it("moves the reminder named to the day and time said (EN and PT)", async () => {
    const en = await converse([], "move my dentist reminder to Monday at 9", [dentist, mum]);
    expect(en.edits).toEqual([{ reminderId: "r-dentist", dueAt: "2026-12-07T09:00:00.000Z" }]);
    expect(en.text).toBe("Moved: Book the dentist — now Monday 7 December 2026 at 9 AM.");
    const pt = await converse([], "muda o lembrete do dentista para segunda às 9", [dentista, mae]);
    expect(pt.edits).toEqual([{ reminderId: "r-dentista", dueAt: "2026-12-07T09:00:00.000Z" }]);
    expect(pt.text).toBe("Mudado: Marcar o dentista — agora segunda-feira, 7 de dezembro de 2026 às 9h.");
  });

  it("where the conversation may not change reminders, says what the memory job will do, calling no tool (EN and PT)", async () => {
    const readOnly = ["list_reminders", "search_memories", "get_person", "search_journal"];
    const en = await converse([createdEn], "move it to Saturday", [mum], readOnly);
    expect(en.edits).toEqual([]);
    expect(en.text).toBe("Done: I'll move the reminder “Call mum” to Saturday 5 December 2026 at 6 PM.");
    const pt = await converse([createdPt], "cancela", [mae], readOnly);
    expect(pt.edits).toEqual([]);
    expect(pt.text).toBe("Combinado: vou cancelar o lembrete «Ligar à mãe» (2026-12-04 às 18h).");
    const ptMove = await converse([createdPt], "muda para sábado às 10h", [mae], readOnly);
    expect(ptMove.text).toBe("Combinado: vou mudar o lembrete «Ligar à mãe» para sábado, 5 de dezembro de 2026 às 10h.");
  });
});

describe("a reminder moved while memory is off", () => {
  it("is not moved, and the answer says so (EN and PT)", async () => {
    const off = `You are LifeOS.\n\n${memoryOffNotice}`;
    const en = await converse([createdEn], "move it to Saturday", [mum], undefined, off);
    expect(en.edits).toEqual([]);
    expect(en.text).toMatch(/^Long-term memory is off, so I didn't move “Call mum”: nothing was changed\./u);
    const pt = await converse([], "muda o lembrete do dentista para segunda às 9", [dentista, mae], undefined, off);
    expect(pt.edits).toEqual([]);
    expect(pt.text).toMatch(/^A memória de longo prazo está desligada, por isso não mudei «Marcar o dentista»: nada foi alterado\./u);
  });
});

describe("moving and cancelling that are not about a reminder", () => {
  it.each([
    "I'm moving to Porto next month",
    "vou mudar para o Porto no próximo mês",
    "how do I cancel my lease?",
    "como cancelo o contrato?",
  ])("%s changes no reminder", async (said) => {
    const { calls, edits } = await converse([], said, [mum]);
    expect(edits).toEqual([]);
    expect(calls.map(([name]) => name)).not.toContain("list_reminders");
  });

  it.each([
    [createdEn, "how do I cancel my lease?"],
    [createdPt, "como cancelo o contrato?"],
    [createdEn, "I'm moving to Porto next month"],
  ] as const)("even right after a reminder was set: %j then %s", async (before, said) => {
    const { calls, edits } = await converse([before], said, [mum]);
    expect(edits).toEqual([]);
    expect(calls.map(([name]) => name)).not.toContain("list_reminders");
  });
});

describe("a new time alone, said as a change of mind right after a reminder", () => {
  it.each([
    [createdEn, "actually 7pm", [mum], "2026-12-04T19:00:00.000Z", "Moved: Call mum — now Friday 4 December 2026 at 7 PM."],
    [createdEn, "no, on Saturday", [mum], "2026-12-05T18:00:00.000Z", "Moved: Call mum — now Saturday 5 December 2026 at 6 PM."],
    [createdEn, "at 8pm instead", [mum], "2026-12-04T20:00:00.000Z", "Moved: Call mum — now Friday 4 December 2026 at 8 PM."],
    [createdPt, "afinal às 20h", [mae], "2026-12-04T20:00:00.000Z", "Mudado: Ligar à mãe — agora sexta-feira, 4 de dezembro de 2026 às 20h."],
    [createdPt, "pensando bem, sábado", [mae], "2026-12-05T18:00:00.000Z", "Mudado: Ligar à mãe — agora sábado, 5 de dezembro de 2026 às 18h."],
  ])("after %j, %s moves it", async (before, said, reminders, dueAt, answer) => {
    const { edits, text } = await converse([before], said, reminders);
    expect(edits).toEqual([{ reminderId: reminders[0]!.reminderId, dueAt }]);
    expect(text).toBe(answer);
  });

  it.each([
    [createdEn, "actually, what about tomorrow?"],
    [createdEn, "7pm"],
    [["how was my week?", "Your week: 5 entries."] as const, "actually, on Saturday"],
    [createdPt, "afinal estou cansado hoje à noite"],
  ])("after %j, %s moves nothing", async (before, said) => {
    expect((await converse([before], said, [mum, mae])).edits).toEqual([]);
  });
});

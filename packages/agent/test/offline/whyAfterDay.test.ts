import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "why?", "por quê?" after an answer naming one day ("my most stressful day this month" → 2024-04-09): that day's entry,
// read for the sentences that carry its mood and what happened, said plainly as what the entry says, not a known cause.

const english =
  "Woke up at seven. Honestly a terrible day. The meeting ran over because the client changed the brief again. I felt anxious all afternoon. Watched a film with Tom.";
const portuguese = "Acordei às sete. Foi um dia horrível. Fiquei muito estressada porque o chefe mudou o prazo outra vez. Jantei sopa.";

/** The calls made on `why` after `question` was answered naming 2024-04-09, then the answer once get_entry returned `content`. */
const answer = async (question: string, said: string, why: string, content: string) => {
  const messages: ModelMessage[] = [
    { role: "user", content: question },
    { role: "assistant", content: said },
    { role: "user", content: why },
  ];
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { entries: [{ entryId: "e1", date: "2024-04-09", title: null, content, truncated: false }] }, meta: {} }) })),
  ]);
  return { calls: calls.map((call) => [call.name, call.args]), text };
};

const enSaid = "Your most stressed day this month (2024-04-01 to 2024-04-30) was 2024-04-09 (stress 86/100): “Honestly a terrible day.”";
const ptSaid = "O dia com mais stress nos últimos 30 dias (2024-04-10 a 2024-05-09) foi 2024-04-09 (stress 86/100): «Foi um dia horrível.»";

describe("why, after the best or worst day", () => {
  it.each([
    ["what was my most stressful day this month?", enSaid, "why?"],
    ["what was my worst day last month?", enSaid, "why was that?"],
    ["qual foi o dia mais estressante do mês?", ptSaid, "por quê?"],
    ["qual foi o meu pior dia do mês passado?", ptSaid, "porquê?"],
    ["qual foi o dia mais stressante do mês?", ptSaid, "porque é que foi assim?"],
  ])("%s then %s: that day's entry", async (question, said, why) => {
    const { calls } = await answer(question, said, why, english);
    expect(calls).toEqual([["get_entry", { date: "2024-04-09" }]]);
  });

  it("why? quotes the sentences that carry the mood and the reasons, and says it can't know the cause", async () => {
    const { text } = await answer("what was my most stressful day this month?", enSaid, "why?", english);
    expect(text).toMatch(/^Offline I can't know why; I can only show what your entry of 2024-04-09 says\./);
    expect(text).toContain("“Honestly a terrible day.”");
    expect(text).toContain("“The meeting ran over because the client changed the brief again.”");
    expect(text).toContain("“I felt anxious all afternoon.”");
    expect(text).not.toContain("film");
  });

  it("por quê? says it in Portuguese", async () => {
    const { text } = await answer("qual foi o dia mais estressante do mês?", ptSaid, "por quê?", portuguese);
    expect(text).toMatch(/^Em modo offline não sei a causa; só posso mostrar o que diz a sua entrada de 2024-04-09\./);
    expect(text).toContain("«Fiquei muito estressada porque o chefe mudou o prazo outra vez.»");
    expect(text).toContain("«Foi um dia horrível.»");
    expect(text).not.toContain("sopa");
  });
});

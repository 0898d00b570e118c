import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { reminderRequest } from "../../src/memory/extraction/reminderRequest.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// A thing with its own date ("my passport expires in June 2027", "a minha carta de condução vence a 3 de março de 2028")
// is kept as a fact dated that day, even by its month alone, and asked back; a message that tells such a fact and asks
// for a reminder keeps both.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone });
/** A moment as its local day, YYYY-MM-DD. */
const localDay = (at: Date | null | undefined) => at?.toLocaleDateString("sv-SE", { timeZone });

describe("a thing with its own date is kept, dated", () => {
  it.each([
    ["my passport expires in June 2027", "My passport expires in June 2027", "date:passport", "2027-06", "month"],
    ["My driving licence expires on 3 March 2028.", "My driving licence expires on 3 March 2028", "date:driving licence", "2028-03-03", "day"],
    ["my car insurance renews in April 2027", "My car insurance renews in April 2027", "date:car insurance", "2027-04", "month"],
    ["my warranty is valid until October 2027", "My warranty is valid until October 2027", "date:warranty", "2027-10", "month"],
    ["o meu passaporte caduca em junho de 2027", "O meu passaporte caduca em junho de 2027", "date:passaporte", "2027-06", "month"],
    ["a minha carta de condução vence a 3 de março de 2028", "A minha carta de condução vence no dia 3 de março de 2028", "date:carta de conducao", "2028-03-03", "day"],
    ["o meu cartão de cidadão expira em maio de 2029", "O meu cartão de cidadão expira em maio de 2029", "date:cartao de cidadao", "2029-05", "month"],
  ])("%s", (text, content, predicate, object, precision) => {
    const [memory, ...others] = extract(text).memories;
    expect(others).toEqual([]);
    expect([memory?.content, memory?.triple?.predicate, memory?.triple?.object, memory?.occurredPrecision]).toEqual([content, predicate, object, precision]);
    expect(localDay(memory?.occurredAt)?.slice(0, 7)).toBe(object.slice(0, 7));
  });
});

describe("asked back from memory", () => {
  it.each([
    ["when does my passport expire?", "My passport expires in June 2027", "Your passport expires in June 2027"],
    ["quando caduca o meu passaporte?", "O meu passaporte caduca em junho de 2027", "O seu passaporte caduca em junho de 2027"],
  ])("%s", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
  });

  it.each([
    ["when does my passport expire?", "My passport expires in June 2027", "Your passport expires in June 2027, as you told me."],
    ["quando caduca o meu passaporte?", "O meu passaporte caduca em junho de 2027", "O seu passaporte caduca em junho de 2027, como me contou."],
  ])("%s, kept as of the month it names: the month's first day is no day the person told", async (question, told, answer) => {
    const memory = extract(told).memories[0]!;
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", memory.occurredAt!.toISOString().slice(0, 10))]));
    expect(text).toContain(answer);
    expect(text).not.toContain("2027-06-01");
  });

  it.each([
    ["what do you know about me?", "My passport expires in June 2027", "Still ahead:\n- Your passport expires in June 2027"],
    ["o que sabe sobre mim?", "O meu passaporte caduca em junho de 2027", "Ainda por vir:\n- O seu passaporte caduca em junho de 2027"],
  ])("%s: under what is still ahead", async (question, said, part) => {
    const memory = extract(said).memories[0]!;
    const row = { content: memory.content, date: localDay(memory.occurredAt)!, dated: memory.occurredAt !== null, type: memory.type, current: true };
    const told = { content: "I work at Siemens", date: "2026-11-20", dated: false, type: "fact", current: true };
    expect(await answerWith(question, { search_memories: { memories: [told, row] } })).toContain(part);
  });
});

describe("a fact told with a reminder asked", () => {
  it.each([
    ["my passport expires in June 2027 and remind me to renew it in May 2027", "My passport expires in June 2027", "I need to renew my passport (May 2027)", "Noted: Your passport expires in June 2027. Done, I'll remind you: Renew my passport (May 2027)."],
    ["My car inspection is due in March 2027. Remind me to book it in February 2027", "My car inspection is due in March 2027", "I need to book my car inspection (February 2027)", "Noted: Your car inspection is due in March 2027. Done, I'll remind you: Book my car inspection (February 2027)."],
    ["o meu passaporte caduca em junho de 2027 e lembre-me de o renovar em maio de 2027", "O meu passaporte caduca em junho de 2027", "Preciso de renovar o meu passaporte (maio de 2027)", "Anotado: O seu passaporte caduca em junho de 2027. Combinado, vou lembrar: Renovar o meu passaporte (maio de 2027)."],
  ])("%s", async (text, fact, task, answer) => {
    expect(reminderRequest(text)?.told).not.toBeNull();
    const extraction = extract(text);
    expect(extraction.memories.map((memory) => memory.content)).toEqual([fact, task]);
    expect(extraction.tasks).toHaveLength(1);
    const { calls, text: reply } = await ask(text);
    expect(calls).toEqual([]);
    expect(reply).toBe(answer);
  });

  it("a request alone tells nothing before it", () => {
    expect(reminderRequest("remind me to renew my passport in May 2027")?.told).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { refusedChangeReply } from "../../src/memory/offline/memoryOffReply.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A Portuguese answer that sent the person to the memories page named it "Memories", with tabs "Privacy" and
// "Reminders": the English labels, while the web app in Portuguese shows "Memórias", "Privacidade" and "Lembretes". Each
// answer names the page, its tabs and buttons as the web app shows them in the language of the answer.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T18:00:00Z"), timeZone: "Europe/Lisbon" });

describe("the memories page is named as the web app shows it in the answer's language", () => {
  it.each([
    ["can you remember things about me?", /on the Memories page \(its Privacy tab turns remembering off\)/u],
    ["consegues lembrar coisas sobre mim?", /Na página Memórias pode ver, corrigir ou apagar o que guardo \(e desligar a memória em Privacidade\)/u],
    ["podes guardar o que eu te digo?", /Na página Memórias pode ver/u],
    ["forget everything about me", /use “Delete all memories” on the Memories page \(its Privacy tab\)/u],
    ["esquece tudo sobre mim", /use «Apagar todas as memórias» na página Memórias \(separador Privacidade\)/u],
    ["apaga todas as memórias", /na página Memórias \(separador Privacidade\)/u],
    ["forget that", /delete it on the Memories page/u],
    ["esquece isso", /apague-o na página Memórias/u],
    ["turn off memory", /on the Memories page → Privacy → “Learn from my conversations”.*\(“Delete all memories”\)/u],
    ["desliga a memória", /na página Memórias → Privacidade → «Aprender com as minhas conversas».*\(«Apagar todas as memórias»\)/u],
  ])("%s", async (question, said) => {
    const text = (await ask(question)).text;
    expect(text).toMatch(said);
    expect(text).not.toMatch(/página Memories|separador Privacy|em Privacy\b|«Delete all memories»|«Learn from my conversations»/u);
  });

  it.each([
    [{ kind: "cancel", reminder: "ligar à avó" }, "pt", "Pode alterar os lembretes na página Memórias, em Lembretes. Para a ligar: página Memórias → Privacidade → «Aprender com as minhas conversas»."],
    [{ kind: "forget" }, "pt", "Pode apagar memórias na página Memórias. Para a ligar: página Memórias → Privacidade → «Aprender com as minhas conversas»."],
    [{ kind: "cancel", reminder: "call mum" }, "en", "You can change reminders yourself on the Memories page, under Reminders. To turn it on: Memories page → Privacy → “Learn from my conversations”."],
  ] as const)("with memory off, %j in %s says where it is done by hand", (change, language, end) => {
    expect(refusedChangeReply(change, language).endsWith(end)).toBe(true);
  });
});

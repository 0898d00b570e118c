import type { MemoryCommand } from "@lifeos/core";
import { journalWriteRequest } from "../../journal/offline/write/journalWriteRequest.js";

/** One command phrase: a pattern on the whole message and how to read it. */
interface CommandRule {
  readonly pattern: RegExp;
  readonly read: (match: RegExpExecArray) => MemoryCommand;
}

const please = "(?:(?:please|por\\s+favor|pf|pls)[,\\s]+)?";
const end = "\\s*[.!]*\\s*$";
const rest = (group: string | undefined) => {
  const text = group?.trim().replace(/[.!]+$/, "").trim();
  return text === undefined || text === "" ? null : text;
};

/** "Forget everything about me", "delete all my memories", "esquece tudo sobre mim", "apaga todas as memórias". */
const forgetEverything: ReadonlyArray<RegExp> = [
  new RegExp(`^${please}(?:forget|delete|erase|wipe|clear)\\s+(?:(?:everything|all)(?:\\s+about\\s+me|\\s+(?:that\\s+)?you\\s+(?:know|remember).*|\\s+(?:of\\s+)?(?:my|your|the)\\s+memories)?|(?:all\\s+)?(?:my|your|the)\\s+memories)${end}`, "iu"),
  new RegExp(`^${please}(?:esquec?e|esqueça|apaga|apague|limpa|limpe)\\s+(?:tudo(?:\\s+(?:sobre|de)\\s+mim|\\s+o\\s+que\\s+sabes?.*)?|todas\\s+as\\s+mem[óo]rias|as\\s+(?:minhas|tuas|suas)\\s+mem[óo]rias)${end}`, "iu"),
];

/**
 * Whether a message asks to forget everything remembered: no command (every memory gone on one sentence would be too
 * easy to say by mistake); the reply says where all memories are deleted.
 */
export const asksToForgetEverything = (text: string): boolean => forgetEverything.some((pattern) => pattern.test(text.trim().replace(/’/g, "'")));

/**
 * The phrases that ask the assistant to remember or forget, English and
 * Portuguese, most specific first. Each is anchored at the start of the
 * message, so "I don't remember this place" or "não lembro disso" (telling,
 * not asking) are not commands, and a question ("lembra que eu fui?") never is.
 */
const rules: ReadonlyArray<CommandRule> = [
  // Don't keep this very message.
  {
    pattern: new RegExp(`^${please}(?:don'?t|do\\s+not|never)\\s+(?:remember|save|store|keep|record|memori[sz]e|note)(?:\\s+(?:this|that|it|any\\s+of\\s+this))?(?:\\s*[:,-]\\s*(.*)|${end})`, "isu"),
    read: () => ({ kind: "forget", target: "thisMessage", query: null }),
  },
  { pattern: new RegExp(`^${please}(?:this\\s+is\\s+)?off\\s+the\\s+record\\b(?:\\s*[:,-]\\s*(.*)|${end})`, "isu"), read: () => ({ kind: "forget", target: "thisMessage", query: null }) },
  {
    pattern: new RegExp(`^${please}n[ãa]o\\s+(?:(?:precisa|precisas|é\\s+para|e\\s+para|é\\s+pra)\\s+)?(?:guard|lembr|memoriz|salv|regist|registr|anot|grav)(?:a|e|as|es|ar)(?:\\s+(?:isso|isto|essa|esta|nada\\s+disso|disso))?(?:\\s*[:,-]\\s*(.*)|${end})`, "isu"),
    read: () => ({ kind: "forget", target: "thisMessage", query: null }),
  },
  // Forget what was just said.
  {
    pattern: new RegExp(`^${please}(?:forget|delete|erase|remove)\\s+(?:that|it|this|what\\s+i\\s+(?:just\\s+)?(?:said|told\\s+you))${end}`, "iu"),
    read: () => ({ kind: "forget", target: "previous", query: null }),
  },
  {
    pattern: new RegExp(`^${please}(?:esquec?e|esqueça|esquecer|apaga|apague|apagar|deleta|delete|remove|remova)\\s+(?:isso|isto|o\\s+que\\s+(?:eu\\s+)?(?:acabei\\s+de\\s+(?:dizer|falar|contar)|disse|falei|contei))${end}`, "iu"),
    read: () => ({ kind: "forget", target: "previous", query: null }),
  },
  // "Forget everything about me", "apaga todas as memórias": not from one chat message (the Memories page deletes all).
  ...forgetEverything.map((pattern) => ({ pattern, read: (): MemoryCommand => ({ kind: "none" }) })),
  // Forget what is about something.
  {
    pattern: new RegExp(`^${please}(?:forget|delete|erase)\\s+(?:that\\s+|about\\s+|everything\\s+about\\s+|what\\s+i\\s+(?:said|told\\s+you)\\s+about\\s+|all\\s+about\\s+)?(.+?)${end}`, "iu"),
    read: (match) => ({ kind: "forget", target: "matching", query: rest(match[1]) }),
  },
  {
    pattern: new RegExp(`^${please}(?:esquec?e|esqueça|apaga|apague|deleta|delete)\\s+(?:tudo\\s+)?(?:o\\s+que\\s+(?:eu\\s+)?(?:te\\s+)?(?:disse|falei|contei)\\s+)?(?:sobre|de|do|da|dos|das|acerca\\s+d[eoa])\\s+(.+?)${end}`, "iu"),
    read: (match) => ({ kind: "forget", target: "matching", query: rest(match[1]) }),
  },
  // "esquece onde moro", "esquece onde eu trabalho": the place asked of, kept in the query for what it means.
  {
    pattern: new RegExp(`^${please}(?:esquec?e|esqueça|esqueca)\\s+(onde\\s+.+?)${end}`, "iu"),
    read: (match) => ({ kind: "forget", target: "matching", query: rest(match[1]) }),
  },
  // "esquece o café", "esquece que eu fumo": what is about the thing named ("apaga o documento" is no memory).
  {
    pattern: new RegExp(`^${please}(?:esquec?e|esqueça|esqueca)\\s+(?:que\\s+|(?:o|a|os|as|a\\s+minha|o\\s+meu|as\\s+minhas|os\\s+meus)\\s+)(.+?)${end}`, "iu"),
    read: (match) => ({ kind: "forget", target: "matching", query: rest(match[1]) }),
  },
  // Remember.
  {
    pattern: new RegExp(`^${please}(?:remember|note|keep\\s+in\\s+mind|save|memori[sz]e)\\s+(?:this|that|it)${end}`, "iu"),
    read: () => ({ kind: "remember", target: "previous", content: null }),
  },
  {
    pattern: new RegExp(`^${please}(?:remember|note|keep\\s+in\\s+mind|don'?t\\s+forget|make\\s+a\\s+note)(?:\\s+(?:that|this))?\\s*[:,-]?\\s+(.+?)${end}`, "isu"),
    read: (match) => ({ kind: "remember", target: "thisMessage", content: rest(match[1]) }),
  },
  {
    pattern: new RegExp(`^${please}(?:lembra|lembre|guarda|guarde|anota|anote|memoriza|memorize|grava|grave|salva|salve)(?:-(?:te|se))?\\s+(?:isso|isto|disso)${end}`, "iu"),
    read: () => ({ kind: "remember", target: "previous", content: null }),
  },
  {
    pattern: new RegExp(`^${please}(?:(?:lembra|lembre)(?:-?(?:te|se))?(?:\\s+(?:de\\s+)?que)|guarda|guarde|anota|anote|memoriza|memorize|n[ãa]o\\s+(?:te\\s+)?esque(?:ç|c)as?\\s+(?:de\\s+)?que)(?:\\s+(?:isso|isto))?\\s*[:,-]?\\s+(.+?)${end}`, "isu"),
    read: (match) => ({ kind: "remember", target: "thisMessage", content: rest(match[1]) }),
  },
];

/**
 * Whether a message asks the assistant to remember or forget, and what:
 * "remember that my passport expires in May" → remember that content;
 * "don't remember this" / "não guarda isso" → forget this message; "forget
 * that" / "esquece isso" → forget what was just said; "forget my address" /
 * "esquece o que eu disse sobre o Rui" → forget what matches the query.
 * Anything else — including questions, requests to write in the journal ("anota no meu diário: …"), and
 * "forget everything about me" (`asksToForgetEverything`) — is `none`.
 */
export const memoryCommand = (text: string): MemoryCommand => {
  const message = text.trim().replace(/’/g, "'");
  if (message.endsWith("?")) return { kind: "none" };
  // "anota no meu diário: …", "make a note in my journal that …": the journal's to write (as a draft), not a memory.
  if (journalWriteRequest(message) !== null) return { kind: "none" };
  for (const rule of rules) {
    const match = rule.pattern.exec(message);
    if (match === null) continue;
    const command = rule.read(match);
    // "Delete the lease document", "apaga o lembrete do dentista": another kind of record, not memories.
    if (command.kind === "forget" && command.target === "matching" && command.query !== null && otherRecords.test(command.query)) return { kind: "none" };
    return command;
  }
  return { kind: "none" };
};

/** Records that are not memories, which "delete …" / "apaga …" may name. */
const otherRecords =
  /(?<![\p{L}])(?:reminders?|lembretes?|documents?|documentos?|docs?|files?|ficheiros?|arquivos?|pdfs?|entry|entries|entradas?|journal entry|diary entry|transactions?|transações|transacoes|trades?|activit(?:y|ies)|atividades?|accounts?|contas?|threads?|conversations?|conversas?|chats?)(?![\p{L}])/iu;

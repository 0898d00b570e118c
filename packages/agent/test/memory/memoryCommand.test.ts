import type { MemoryCommand } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { memoryCommand } from "../../src/index.js";

const none: MemoryCommand = { kind: "none" };
const forgetThis: MemoryCommand = { kind: "forget", target: "thisMessage", query: null };
const forgetPrevious: MemoryCommand = { kind: "forget", target: "previous", query: null };
const forgetMatching = (query: string): MemoryCommand => ({ kind: "forget", target: "matching", query });
const rememberThis = (content: string): MemoryCommand => ({ kind: "remember", target: "thisMessage", content });
const rememberPrevious: MemoryCommand = { kind: "remember", target: "previous", content: null };

describe("memoryCommand", () => {
  it.each([
    ["Don't remember this", forgetThis],
    ["don't remember this: I'm interviewing at Acme", forgetThis],
    ["Please do not save this", forgetThis],
    ["Don’t store any of this", forgetThis],
    ["Off the record, I hate my job", forgetThis],
    ["Não guarda isso", forgetThis],
    ["Não guardes isto: vou mudar de emprego", forgetThis],
    ["não precisa lembrar disso", forgetThis],
    ["Por favor, não memorize isso", forgetThis],
    ["Forget that", forgetPrevious],
    ["forget what I just said", forgetPrevious],
    ["Esquece isso", forgetPrevious],
    ["Apaga o que eu acabei de dizer", forgetPrevious],
    ["Apaga o que eu acabei de falar", forgetPrevious],
    ["Forget my address", forgetMatching("my address")],
    // Other records are not memories: deleting them is no memory command.
    ["delete the lease document", none],
    ["Delete the dentist reminder", none],
    ["apaga o documento do contrato", none],
    ["Apaga a entrada de ontem do diário", none],
    ["Forget everything about Rui", forgetMatching("Rui")],
    ["Esquece o que eu disse sobre o Rui", forgetMatching("o Rui")],
    ["Esqueça tudo sobre a minha antiga morada.", forgetMatching("a minha antiga morada")],
    ["Remember that my locker code is 4417", rememberThis("my locker code is 4417")],
    ["Please remember: Susana is allergic to peanuts", rememberThis("Susana is allergic to peanuts")],
    ["Remember this", rememberPrevious],
    ["Lembra que a reunião com o Rui é na terça", rememberThis("a reunião com o Rui é na terça")],
    ["Lembra-te de que a Susana é alérgica a amendoim", rememberThis("a Susana é alérgica a amendoim")],
    ["Anota: o código do cacifo é 4417", rememberThis("o código do cacifo é 4417")],
    ["Guarda isso", rememberPrevious],
    ["I don't remember this place", none],
    ["Não lembro disso", none],
    ["Do you remember what I said about Rui?", none],
    ["Lembra que eu fui ao médico?", none],
    ["I forgot my keys", none],
    ["Hello", none],
  ] as const)("%j", (text, expected) => {
    expect(memoryCommand(text)).toEqual(expected);
  });
});

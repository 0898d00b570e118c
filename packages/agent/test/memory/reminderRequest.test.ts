import { describe, expect, it } from "vitest";
import { reminderRequest } from "../../src/memory/extraction/reminderRequest.js";
import { extractOffline } from "../../src/index.js";

describe("reminderRequest", () => {
  it.each([
    ["Remind me to call mom tomorrow at 6pm", "I need to call mom tomorrow at 6pm"],
    ["please remind me to water the plants on Sunday.", "I need to water the plants on Sunday"],
    ["Can you remind me to book the dentist next week?", "I need to book the dentist next week"],
    ["Set a reminder to renew my passport in March", "I need to renew my passport in March"],
    ["Don't let me forget to pay the rent on Friday", "I need to pay the rent on Friday"],
    ["remind me about the dentist appointment tomorrow", "I need to remember the dentist appointment tomorrow"],
    ["Lembra-me de ligar à minha mãe amanhã às 18h", "Preciso de ligar à minha mãe amanhã às 18h"],
    ["Por favor, lembre-me de pagar a renda na sexta", "Preciso de pagar a renda na sexta"],
    ["Não me deixes esquecer de marcar o dentista", "Preciso de marcar o dentista"],
    ["Me lembra de comprar pão amanhã", "Preciso de comprar pão amanhã"],
  ])("reads %j as the task it names", (text, task) => {
    expect(reminderRequest(text)?.task).toBe(task);
  });

  it.each(["What are my reminders?", "Quais são os meus lembretes?", "remind me what my reminders are", "can you remind me when the dentist is?", "remind me of my reminders", "lembra-me dos meus lembretes", "lembra-me quando é a consulta", "lembra-me que horas são", "Remember that my locker code is 4417", "Lembra-te de que a Susana é alérgica", "I need to call mom", "Do you remember my mom?"])(
    "leaves %j alone",
    (text) => {
      expect(reminderRequest(text)).toBeNull();
    },
  );

  it.each([
    ["remind me every Sunday to call mom", { every: 1, unit: "week" }, "every Sunday", "I need to call mom on Sunday"],
    ["Remind me to water the plants every other day", { every: 2, unit: "day" }, "every 2 days", "I need to water the plants tomorrow"],
    ["remind me every 3 months to change the filter", { every: 3, unit: "month" }, "every 3 months", "I need to change the filter"],
    ["remind me on the 5th of every month to pay the rent", { every: 1, unit: "month" }, "every month on the 5th", "I need to pay the rent on the 5th"],
    ["Remind me weekly to back up my laptop", { every: 1, unit: "week" }, "every week", "I need to back up my laptop"],
    ["remind me on Fridays to order groceries", { every: 1, unit: "week" }, "every Friday", "I need to order groceries on Friday"],
    ["lembra-me todas as segundas de pôr o lixo", { every: 1, unit: "week" }, "todas as segundas", "Preciso de pôr o lixo na segunda"],
    ["Lembra-me aos sábados de ir ao mercado", { every: 1, unit: "week" }, "todos os sábados", "Preciso de ir ao mercado no sábado"],
    ["lembra-me de regar as plantas de 3 em 3 dias", { every: 3, unit: "day" }, "a cada 3 dias", "Preciso de regar as plantas amanhã"],
    ["lembra-me todo dia 5 de pagar a renda", { every: 1, unit: "month" }, "todos os meses no dia 5", "Preciso de pagar a renda no dia 5"],
    ["lembra-me a cada 2 semanas de mudar os lençóis", { every: 2, unit: "week" }, "a cada 2 semanas", "Preciso de mudar os lençóis"],
    ["Lembra-me todos os anos de renovar o seguro", { every: 1, unit: "year" }, "todos os anos", "Preciso de renovar o seguro"],
  ])("reads %j as repeating, from its first occurrence", (text, recurrence, label, task) => {
    const request = reminderRequest(text);
    expect(request?.repeats).toMatchObject({ recurrence, label });
    expect(request?.task).toBe(task);
    expect(request?.repeatUnread).toBe(false);
  });

  it.each([
    ["remind me every first Monday to pay the gardener", true],
    ["lembra-me cada quinzena de pagar a luz", true],
    ["remind me to check every window tomorrow", false],
    ["remind me to call mom tomorrow", false],
  ])("%j: a repetition it cannot read is flagged (%s), never taken for once", (text, unread) => {
    expect(reminderRequest(text)).toMatchObject({ repeats: null, repeatUnread: unread });
  });
});

describe("the task a reminder asked with its day first is kept in plain words", () => {
  it.each([
    ["remind me every Monday to water the plants", "I need to water the plants (7 December 2026)", "water the plants"],
    ["remind me on Friday to call Ana", "I need to call Ana (4 December 2026)", "call Ana"],
    ["lembra-me todas as segundas de pôr o lixo", "Preciso de pôr o lixo (7 de dezembro de 2026)", "pôr o lixo"],
    ["lembra-me no dia 5 de pagar a renda", "Preciso de pagar a renda (5 de dezembro de 2026)", "pagar a renda"],
  ])("%s", (text, content, action) => {
    const extraction = extractOffline({ text, sentAt: new Date("2026-11-30T10:00:00Z"), timeZone: "Europe/Lisbon" });
    expect(extraction.memories.map((memory) => memory.content)).toEqual([content]);
    expect(extraction.tasks.map((task) => task.action)).toEqual([action]);
  });
});

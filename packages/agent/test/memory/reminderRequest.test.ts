import { describe, expect, it } from "vitest";
import { reminderRequest } from "../../src/memory/extraction/reminderRequest.js";

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

  it.each(["What are my reminders?", "Quais são os meus lembretes?", "Remember that my locker code is 4417", "Lembra-te de que a Susana é alérgica", "I need to call mom", "Do you remember my mom?"])(
    "leaves %j alone",
    (text) => {
      expect(reminderRequest(text)).toBeNull();
    },
  );
});

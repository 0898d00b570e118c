import { describe, expect, it } from "vitest";
import { secretIn } from "../../src/index.js";

// What long-term memory never keeps: a credential given with its value, or a payment card number.

describe("a secret in what the person says", () => {
  it.each([
    ["the wifi password is banana123", "password"],
    ["My password for Netflix is 'hunter22'", "password"],
    ["the alarm code is 4590", "pin"],
    ["my PIN is 0000", "pin"],
    ["PIN 4321", "pin"],
    ["remember my card number is 4539 1488 0343 6467", "card"],
    ["cartão 4539-1488-0343-6467", "card"],
    ["o PIN do cartão é 1234", "pin"],
    ["a senha do meu email é gato2020", "password"],
    ["A palavra-passe do wi-fi é Lua#2024", "password"],
    ["o código da porta é 7788", "pin"],
    ["senha: abc123", "password"],
  ])("%j gives away a %s", (text, kind) => {
    expect(secretIn(text)).toBe(kind);
  });

  it.each([
    "what is the wifi password?",
    "qual é a senha do wifi?",
    "I changed my password this week",
    "the password is on the fridge",
    "a senha está no cofre",
    "a senha é a mesma de sempre",
    "my phone number is 912 345 678",
    "I live in Lisbon and I'm 34",
    "o meu NIF é 123456789",
    "the password this time was easy to remember",
    "the invoice 1234 5678 9012 3456 is paid",
  ])("%j gives none away", (text) => {
    expect(secretIn(text)).toBeNull();
  });
});

describe("a credential said with a plain word for its value", () => {
  it.each(["the wifi password is banana", "a senha do portátil é girassol."])("%j gives it away", (text) => {
    expect(secretIn(text)).toBe("password");
  });
});

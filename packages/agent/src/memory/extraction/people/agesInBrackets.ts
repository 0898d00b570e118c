import type { ExtractionLanguage } from "../detectLanguage.js";
import { ordinaryWord } from "./nameWords.js";

/**
 * A name with an age in brackets after it: "Leonor (8)", "o Duarte (5 anos)", "Tom (12 years old)", "Ana (age 40)". The
 * number is one a person's age can be.
 */
const aged = /(?:(?<![\p{L}])(?<article>[aoAO])\s+)?(?<name>\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s*\(\s*(?:age\s+|idade\s+|com\s+)?(?<age>\d{1,3})\s*(?:years?\s+old|years?|yrs?|y\.?o\.?|y|anos?(?:\s+de\s+idade)?|a)?\s*\)/gu;

/**
 * A message naming people with their ages in brackets ("We have two kids, Leonor (8) and Duarte (5)", "Temos dois
 * filhos, a Leonor (8) e o Duarte (5)"), told again as the rules read it: the names without the brackets, and each
 * age as a sentence of its own after the message ("Leonor is 8 years old.", "A Leonor tem 8 anos."). Any other text
 * (a bracket of no name, or of no age: "Farfetch (2019)") stays as it was.
 */
export const agesInBrackets = (text: string, language: ExtractionLanguage): string => {
  const ages: string[] = [];
  const without = text.replace(aged, (whole: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string>;
    const name = groups["name"]!;
    const age = Number(groups["age"]);
    if (age > 120 || ordinaryWord(name.split(/\s+/u)[0]!, language)) return whole;
    // "a Leonor (8)": the age said with the article Portugal says ("A Leonor tem 8 anos").
    const article = groups["article"];
    const said = language === "pt" && article !== undefined ? `${article.toUpperCase()} ${name}` : name;
    ages.push(language === "pt" ? `${said} tem ${age} ${age === 1 ? "ano" : "anos"}.` : `${name} is ${age} ${age === 1 ? "year" : "years"} old.`);
    return article === undefined ? name : `${article} ${name}`;
  });
  if (ages.length === 0) return text;
  const told = without.trim();
  return `${/[.!?;]$/u.test(told) ? told : `${told}.`} ${ages.join(" ")}`;
};

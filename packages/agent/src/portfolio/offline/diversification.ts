import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { allocationDimension } from "./planArguments.js";
import { text } from "./portfolioFormat.js";

/**
 * Whether the portfolio is diversified or concentrated, asked as a judgement ("am I diversified?", "is my portfolio
 * diversified enough?", "how concentrated is my portfolio?", "estou diversificado?", "a minha carteira está bem
 * diversificada?", "quão diversificada está a carteira?"), with no one dimension named ("my diversification by sector" is that allocation).
 */
const judgementAsked =
  /\b(?:(?:am i|are we|is (?:my|the) (?:portfolio|money|investments?)|are my (?:investments|holdings)|how) (?:\w+ )?(?:diversified|concentrated)|(?:enough|well|properly|badly|poorly) diversified|diversified enough|too concentrated|(?:estou|estamos|esta|estao|e|sao) (?:\w+ )?(?:diversificad[oa]s?|concentrad[oa]s?)|(?:bem|mal|suficientemente|pouco) diversificad[oa]s?|(?:quao|quanto|how much) (?:\w+ )?(?:diversificad[oa]s?|concentrad[oa]s?|diversified|concentrated)|diversificad[oa]s? o suficiente|demasiado concentrad[oa]s?)\b/;

export const diversificationAsked = (question: Question): boolean => judgementAsked.test(question.normalized) && allocationDimension(question.normalized) === undefined;

/** How the money is spread three ways: by asset class, region and sector. */
export const diversificationCalls: ReadonlyArray<PlannedCall> = [
  { name: "get_asset_allocation", arguments: {} },
  { name: "get_asset_allocation", arguments: { by: "region" } },
  { name: "get_asset_allocation", arguments: { by: "sector" } },
];

/** No verdict, then what the data shows. */
export const diversificationLead = text(
  "Whether it is diversified enough depends on your goals and how much risk you can take, which I can't judge, and I don't give investment advice. What your data shows is how your money is spread:",
  "Se está diversificada o suficiente depende dos seus objetivos e do risco que pode correr, o que eu não consigo avaliar, e não dou conselhos de investimento. O que os seus dados mostram é como o dinheiro está distribuído:",
);

import type { Language } from "@lifeos/core";
import { text } from "./portfolioFormat.js";

/**
 * A question of what would have been ("what if I had bought more NVDA in 2025?", "how much would I have if I had
 * invested everything in Apple?", "e se eu tivesse investido tudo na Apple?", "quanto teria se tivesse vendido?"):
 * nothing LifeOS computes, since only what was recorded is known.
 */
export const hypotheticalAsked =
  /\bwhat if i (?:had|hadn't|had not|would have|did not|didn't)\b|\bif i (?:had|would have|'d) (?:bought|invested|sold|put|kept|held)\b|\bhow much would (?:i|my \w+) (?:have|be worth)\b|\bwhat would (?:my \w+|i|it) (?:be worth|have been|have)\b|\be se (?:eu )?(?:tivesse|nao tivesse|houvesse)\b|\bse (?:eu )?(?:tivesse|nao tivesse) (?:comprado|investido|vendido|posto|metido|mantido|ficado)\b|\bquanto (?:e que )?(?:eu )?(?:teria|valeria)\b/;

/** "What if I had bought more NVDA?": what LifeOS does not work out, before what is held. */
export const hypotheticalDeclined = (language: Language): string =>
  text(
    "I can't work out what would have happened: I only compute from what you recorded, not from trades you didn't make, and I don't give investment advice. What you hold now:",
    "Não consigo calcular o que teria acontecido: só calculo a partir das operações que guardou, não de operações que não fez, e não dou conselhos de investimento. O que tem agora:",
  )(language);

import type { Language } from "../common/language.js";
import { normalisePrompt } from "./similarity.js";

/**
 * Phrases that suggest thoughts of suicide or self-harm, English and
 * Portuguese, matched on the normalised text (casefolded, no accents).
 * Conservative on purpose: a false alarm costs a pointer to help, a miss
 * costs coaching where help was needed.
 */
const signals: ReadonlyArray<RegExp> = [
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting) myself\b/,
  /\bsuicid(e|al)\b/,
  /\bself ?harm\b/,
  /\bend (it all|my life|things)\b/,
  /\b(want|wanted|wanting|wish|wishing) (to die|i was dead|i were dead)\b/,
  /\bbetter off (dead|without me)\b/,
  /\b(dont|do not|no longer) want to (live|be alive|exist)\b/,
  /\bno reason to live\b/,
  /\b(want|wanted|wanting|wish|wishing) to (disappear|vanish|not wake up|never wake up)\b/,
  /\b(dont|do not) want to wake up\b/,
  /\b(cant|cannot|can not) (go on|keep going) (anymore|any more|living|like this)\b/,
  /\b(life is|lifes) not worth (living|it)\b/,
  /\bno point (in )?(living|being alive|going on)\b/,
  /\b(nobody|no one) would (miss|care about) me\b/,
  /\bme (matar|cortar|machucar|magoar|ferir)\b/,
  /\b(matar|cortar|magoar|ferir) me\b/,
  /\bpor fim a (minha )?vida\b/,
  /\bsuicid(io|a|ar)\b/,
  /\bautomutila/,
  /\b(tirar|acabar com) (a )?minha (propria )?vida\b/,
  /\bacabar com tudo\b/,
  /\b(quero|queria) morrer\b/,
  /\bnao quero (mais )?viver\b/,
  /\bsem motivo para viver\b/,
  /\b(quero|queria|vontade de) (desaparecer|sumir)\b/,
  /\bnao quero (mais )?acordar\b/,
  /\bnao aguento mais (viver|esta vida|a vida)\b/,
  /\b(a vida )?nao vale a pena (viver|continuar)\b/,
  /\bsem (razao|sentido) para (viver|continuar)\b/,
  /\bninguem (ia|iria|vai) sentir a minha falta\b/,
  /\bmelhor (se eu estivesse|eu) morto\b/,
];

/** True when the text suggests self-harm or suicide (see `signals`). */
export const suggestsSelfHarm = (text: string): boolean => {
  const normal = normalisePrompt(text.replace(/['’]/g, ""));
  return signals.some((signal) => signal.test(normal));
};

/** The advice given instead of coaching when `suggestsSelfHarm`: professional help first. */
export const crisisAdvice = (language: Language): string =>
  language === "pt"
    ? "O que escreveu sugere que pode estar a pensar em magoar-se, e merece apoio agora. " +
      "Se estiver em perigo, ligue 112 em Portugal (192 no Brasil); o SNS 24 atende pelo 808 24 24 24 e, no Brasil, o CVV pelo 188. " +
      "Um passo concreto: fale hoje com alguém de confiança ou com um profissional de saúde mental."
    : "What you wrote suggests you may be thinking about hurting yourself, and you deserve support right now. " +
      "If you are in danger, call your local emergency number; in the US you can call or text 988, and findahelpline.com lists lines in other countries. " +
      "One concrete step: reach out today to someone you trust or to a mental health professional.";

/** The warning that says why no prompts were given. */
export const crisisWarning = (language: Language): string =>
  language === "pt"
    ? "Sinais de risco de autolesão: em vez de exercícios de reflexão, indicamos ajuda profissional."
    : "Signs of possible self-harm: instead of reflection exercises, this points to professional help.";

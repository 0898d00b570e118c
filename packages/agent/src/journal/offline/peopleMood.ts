import type { MoodMetric } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Feelings a person may bring about, in both languages (normalised: no accents). */
const feelings = String.raw`(?:happy|happier|happiest|smile|laugh|feel (?:good|better|best|bad|worse|worst|calm|happy|sad|stressed|anxious|tired)|calm|calmer|relaxed|sad|sadder|unhappy|down|stressed|anxious|angry|tired|upset|nervous|worried|feliz|felizes|contente|alegre|sorrir|rir|(?:sentir )?(?:bem|melhor|mal|pior)|calm[oa]|relaxad[oa]|triste|infeliz|em baixo|stressad[oa]|estressad[oa]|ansios[oa]|nervos[oa]|irritad[oa]|zangad[oa]|cansad[oa]|preocupad[oa])`;

/** Verbs of what a person does to one's mood ("who stresses me?", "quem me irrita?"). */
const moodVerbs = String.raw`(?:stresses|stressed|upsets|upset|drains|drained|worries|worried|annoys|annoyed|cheers|cheered|lifts|lifted|calms|calmed|relaxes|relaxed|bothers|bothered|exhausts|exhausted|tires|angers|saddens|stressa|estressa|stressou|estressou|irrita|irritou|chateia|chateou|cansa|cansou|esgota|esgotou|alegra|alegrou|anima|animou|acalma|acalmou|entristece|entristeceu|preocupa|preocupou|incomoda|incomodou)`;

/**
 * "who makes me happy?", "who stresses me out?", "who am I happiest with?", "which friends cheer me up?", "quem me faz
 * feliz?", "quem me stressa?", "com quem me sinto melhor?", "que pessoas me animam?": the people ranked by the mood of
 * the entries that name them.
 */
const peopleMoodAsked = new RegExp(
  String.raw`\bwho (?:(?:usually|really|most|always|else) )?(?:makes|made|keeps|kept|gets|leaves) me (?:feel )?(?:so |the )?(?:most )?${feelings}\b` +
    String.raw`|\bwho (?:(?:usually|really|most|always) )?${moodVerbs} me\b` +
    String.raw`|\b(?:which|what) (?:people|persons|friends|person|friend) (?:(?:make|makes|made|keep|keeps|leave|leaves) me (?:feel )?(?:the )?(?:most )?${feelings}|(?:stress|drain|upset|worry|annoy|cheer|lift|calm|relax|bother|exhaust|tire)s? me)\b` +
    String.raw`|\b(?:who|with whom) (?:am|was|do|did) i (?:feel |usually |most )?(?:the )?(?:most |least |more |less )?${feelings}(?: with)?\b(?=.*\bwith\b|\s*\??$)` +
    String.raw`|\bwho (?:is|are) (?:good|bad) for me\b` +
    String.raw`|\bquem (?:e que )?(?:mais )?me (?:faz|fez|deixa|deixou|tem deixado|poe|pos) (?:sentir |ficar )?(?:mais |tao )?${feelings}` +
    String.raw`|\bquem (?:e que )?(?:mais )?me ${moodVerbs}\b` +
    String.raw`|\b(?:que|quais) (?:pessoas|amigos|amigas) (?:e que )?me (?:fazem|deixam|poem|stressam|estressam|animam|alegram|acalmam|irritam|cansam|chateiam|preocupam)\b` +
    String.raw`|\bcom quem (?:e que )?(?:eu )?(?:sou|estou|fico|me sinto|estive|fiquei|ando) (?:mais |menos )?${feelings}`,
);

/** Feelings that ask for the low end of a measure ("who upsets me?": the least happy days; "who drains me?": the lowest energy). */
const lowFeelings = /\b(?:sad|sadder|unhappy|down|upset|upsets|annoy\w*|bother\w*|anger\w*|angry|sadden\w*|bad|worse|worst|triste|infeliz|em baixo|mal|pior|irrit\w*|zangad[oa]|chate\w*|entristec\w*|incomod\w*)\b/;
const energyFeelings = /\b(?:drain\w*|exhaust\w*|tire\w*|tired|cans\w*|esgot\w*)\b/;
const stressFeelings = /\b(?:stress\w*|estress\w*|anxious|nervous|worri\w*|worry|ansios[oa]|nervos[oa]|preocup\w*)\b/;
const calmFeelings = /\b(?:calm\w*|relax\w*|acalm\w*)\b/;

/** The measure a feeling reads by, and whether the people asked for are those of its low end. */
const measureOf = (text: string): { readonly metric: MoodMetric; readonly lowest: boolean } => {
  if (energyFeelings.test(text)) return { metric: "energy", lowest: true };
  if (calmFeelings.test(text)) return { metric: "stress", lowest: true };
  if (stressFeelings.test(text)) return { metric: "stress", lowest: false };
  return { metric: "happiness", lowest: lowFeelings.test(text) };
};

/** The people ranked by how the days that name them read ("who makes me happy?"), over the period said or the last year. */
export const peopleMoodRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(peopleMoodAsked)) return null;
  const { metric, lowest } = measureOf(question.normalized);
  return [plan(0.86, call("rank_names", { kind: "person", metric, ...(lowest ? { lowest: true } : {}), ...dateBounds(reading.range) }))];
};

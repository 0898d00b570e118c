import type { OfflineSkill } from "../OfflineSkill.js";
import { normalizeText } from "../question/normalizeText.js";

/** What follows "about", "with", "sobre", "acerca de" in a question: the thing it asks about. */
const aboutThing = /\b(?:about|with|regarding|sobre|acerca d[aeo]s?|com|em relacao a[os]?|relativamente a[os]?)\b(.*)$/;

/**
 * The skills whose help a question asks for: those whose data it names after "about" ("what can I ask about my
 * money?", "o que posso perguntar sobre os meus documentos?", "how can you help me with my journal?"), else all of them.
 */
export const skillsAskedAbout = (text: string, skills: ReadonlyArray<OfflineSkill>): ReadonlyArray<OfflineSkill> => {
  const thing = aboutThing.exec(normalizeText(text))?.[1];
  if (thing === undefined) return skills;
  const named = skills.filter((skill) => skill.helpTopic?.test(thing) === true);
  return named.length > 0 ? named : skills;
};

/* Questions of who someone is and of what they said, and the header lines of a letter or a form that name them. */

/** A question for a person ("who is my landlord?", "quem é o senhorio?"). */
export const whoAsked = /\b(?:who|whom|whose|quem)\b/;
/** A question for what someone said, advised or prescribed ("what did the doctor say?", "o que recomendou a médica?"). */
export const saidAsked = /\b(?:say|said|says|tell|told|recommend\w*|advis\w*|prescrib\w*|suggest\w*|diz|disse|disseram|dizia|recomend\w*|aconselh\w*|receit\w*|sugeri\w*)\b/;
/** Words of saying, advising and prescribing a letter uses for what was said. */
export const saidWords =
  "said says say told tell recommended recommend recommends advised advise advises prescribed prescribe suggested suggest asked disse diz dizem recomendo recomenda recomendou recomendado aconselho aconselha aconselhou receitou receito sugiro sugere sugeriu pediu";
/**
 * A line of a letter's or a form's header: a short label, a colon and a short value ("Physician: Dr. Helen Moore",
 * "Médico requisitante: Dr. Rui Carvalho"). It names who or what, and says nothing that was said.
 */
export const fieldLine = (line: string): boolean => {
  const match = /^([^:]{1,40}):\s*(\S.*)$/u.exec(line);
  if (match === null) return false;
  return match[1]!.trim().split(/\s+/).length <= 4 && line.split(/\s+/).length <= 9;
};

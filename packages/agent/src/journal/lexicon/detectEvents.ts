import { foldWord } from "@lifeos/tools";

/** Life events the offline analysis recognises, with English and Portuguese cues (accent-folded). */
const eventPatterns: ReadonlyArray<readonly [string, RegExp]> = [
  ["birthday", /\bbirthday\b|\baniversario\b/],
  ["job interview", /\binterview\b|\bentrevista\b/],
  ["promotion", /\bpromot(ed|ion)\b|\bpromovid[oa]\b|\bpromocao\b/],
  ["new job", /\bnew job\b|\bfirst day at\b|\bnovo emprego\b|\bprimeiro dia no\b/],
  ["trip", /\btrip\b|\bflew\b|\bflight\b|\bvacation\b|\bholiday\b|\bviagem\b|\bviajei\b|\bferias\b/],
  ["wedding", /\bwedding\b|\bcasamento\b/],
  ["moving house", /\bmov(ed|ing) (in|out|into|house)\b|\bnew apartment\b|\bmudanca\b|\bmudei\b/],
  ["doctor visit", /\bdoctor\b|\bhospital\b|\bclinic\b|\bmedic[oa]\b|\bconsulta\b/],
  ["illness", /\bsick\b|\bfever\b|\bflu\b|\bdoente\b|\bgripe\b|\bfebre\b/],
  ["concert", /\bconcert\b|\bgig\b|\bconcerto\b|\bshow\b/],
  ["exam", /\bexams?\b|\bprova\b|\bexame\b/],
  ["breakup", /\bbroke up\b|\bbreak-?up\b|\bterminamos\b/],
  ["loss", /\bfuneral\b|\bpassed away\b|\bfaleceu\b|\bmorreu\b/],
  ["race", /\bmarathon\b|\bhalf-marathon\b|\b10k\b|\bmaratona\b|\bcorrida de\b/],
  ["argument", /\bargument\b|\bargued\b|\bfight with\b|\bdiscussao\b|\bdiscutimos\b|\bbrigamos\b/],
  ["deadline", /\bdeadline\b|\blaunch\b|\bprazo\b/],
  ["dinner with friends", /\bdinner with\b|\bjantar com\b/],
  ["family visit", /\bvisit(ed)? (my )?(mom|mum|dad|parents|family|grandma|grandmother)\b|\bvisitei\b/],
  ["new pet", /\badopted\b|\bpuppy\b|\bkitten\b|\badotamos\b/],
];

/** Every label `detectEvents` can give, in the order of the list above. */
export const eventLabels: ReadonlyArray<string> = eventPatterns.map(([label]) => label);

/** The events an entry mentions, in the order of the list above, each at most once. */
export const detectEvents = (text: string): string[] => {
  const folded = foldWord(text);
  return eventPatterns.filter(([, pattern]) => pattern.test(folded)).map(([label]) => label);
};

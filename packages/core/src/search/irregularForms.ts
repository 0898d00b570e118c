/**
 * Irregular verb forms a stemmer cannot bring back to their verb: "ran" is
 * not "run" to Snowball, nor "fui" "ir". A journal is written in the past
 * ("saw Ana", "felt anxious", "vi a Ana") and asked about in the present
 * ("when did I last see Ana?", "quando voltei a ver a Ana?"), so a word here
 * also stands for its verb's stems. Auxiliaries ("was", "had", "did") and
 * forms more often read as other words ("left", "found", "lay", "foi", "demos",
 * "pôs") are left out.
 */
const english: Record<string, ReadonlyArray<string>> = {
  begin: ["began", "begun"],
  break: ["broke", "broken"],
  bring: ["brought"],
  buy: ["bought"],
  catch: ["caught"],
  choose: ["chose", "chosen"],
  come: ["came"],
  drink: ["drank", "drunk"],
  drive: ["drove", "driven"],
  eat: ["ate", "eaten"],
  fall: ["fell", "fallen"],
  feel: ["felt"],
  fight: ["fought"],
  fly: ["flew", "flown"],
  forget: ["forgot", "forgotten"],
  get: ["got", "gotten"],
  give: ["gave", "given"],
  go: ["went", "gone"],
  grow: ["grew", "grown"],
  hear: ["heard"],
  hold: ["held"],
  keep: ["kept"],
  know: ["knew", "known"],
  lose: ["lost"],
  make: ["made"],
  meet: ["met"],
  pay: ["paid"],
  ride: ["rode", "ridden"],
  run: ["ran"],
  say: ["said"],
  see: ["saw", "seen"],
  sell: ["sold"],
  send: ["sent"],
  sing: ["sang", "sung"],
  sit: ["sat"],
  sleep: ["slept"],
  speak: ["spoke", "spoken"],
  spend: ["spent"],
  stand: ["stood"],
  swim: ["swam", "swum"],
  take: ["took", "taken"],
  teach: ["taught"],
  tell: ["told"],
  think: ["thought"],
  throw: ["threw", "thrown"],
  understand: ["understood"],
  wake: ["woke", "woken"],
  wear: ["wore", "worn"],
  win: ["won"],
  write: ["wrote", "written"],
};

/** Portuguese (accents folded, as the index folds them). */
const portuguese: Record<string, ReadonlyArray<string>> = {
  ir: ["fui", "fomos"],
  ver: ["vi", "viu", "vimos", "viram", "visto"],
  fazer: ["fiz", "fez", "fizemos", "fizeram", "feito"],
  ter: ["tive", "teve", "tivemos", "tiveram"],
  estar: ["estive", "esteve", "estivemos", "estiveram"],
  dizer: ["disse", "disseram", "dito"],
  vir: ["vim", "veio", "viemos", "vieram"],
  trazer: ["trouxe", "trouxemos"],
  dar: ["dei", "deu"],
  poder: ["pude"],
  querer: ["quis"],
  saber: ["soube"],
  por: ["pus"],
  escrever: ["escrito"],
};

/** The verb each irregular form stands for, by folded form. */
export const irregularVerbs: ReadonlyMap<string, string> = new Map(
  [...Object.entries(english), ...Object.entries(portuguese)].flatMap(([verb, forms]) => forms.map((form) => [form, verb] as const)),
);

/**
 * The words that name an account by its kind, in English and Portuguese, each family one kind: "savings" names
 * "Conta Poupança" and "poupança" names "Savings". Folded, lower case.
 */
const families: ReadonlyArray<string> = [
  "savings saving poupanca poupancas",
  "retirement pension pensions reforma pensao pensoes aposentadoria previdencia",
  "emergency emergencia emergencias",
  "current checking corrente ordem",
  "deposit deposits deposito depositos",
  "holiday holidays vacation vacations ferias",
];

const familyOf = new Map(families.flatMap((family, index) => family.split(" ").map((word) => [word, index] as const)));

/** Kind words that name an account only beside "account"/"conta" ("my current account", "conta à ordem"; not "my current balance"). */
const onlyBesideAccount = /^(?:current|checking|corrente|ordem)$/;
const accountWord = /^(?:accounts?|contas?)$/;
const between = /^(?:a|de|do|da|of)$/;
/** A goal of saving is no account ("savings goals", "metas de poupança"). */
const goalAfter = /^(?:goals?|targets?|plans?)$/;
const goalBefore = /^(?:metas?|objetivos?|planos?)$/;

/** Whether the folded word at `index` of the folded words written is `own`'s kind word in either language. */
export const namesKind = (written: ReadonlyArray<string>, index: number, own: string): boolean => {
  const word = written[index]!;
  const family = familyOf.get(word);
  if (family === undefined || family !== familyOf.get(own)) return false;
  if (goalAfter.test(written[index + 1] ?? "") || goalBefore.test(written[index - 1] ?? "") || (between.test(written[index - 1] ?? "") && goalBefore.test(written[index - 2] ?? ""))) return false;
  if (!onlyBesideAccount.test(word)) return true;
  const near = (step: number) => {
    const next = written[index + step];
    if (next !== undefined && accountWord.test(next)) return true;
    return next !== undefined && between.test(next) && accountWord.test(written[index + 2 * step] ?? "");
  };
  return near(1) || near(-1);
};

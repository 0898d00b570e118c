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

/**
 * Words for one country or city, in English and Portuguese, each family one place: "EUA", "American" and "US" name the
 * "US broker". Folded, lower case; "estados unidos" and "united states" are read as one word ("unidos", "states").
 */
const places: ReadonlyArray<string> = [
  "us usa eua states unidos america american americana americano americanas americanos",
  "uk britain british britanica britanico england inglaterra",
  "brasil brazil brazilian brasileira brasileiro",
  "portugal portuguese portuguesa portugues",
  "lisbon lisboa",
  "europe europa european europeia europeu",
];

const placeOf = new Map(places.flatMap((family, index) => family.split(" ").map((word) => [word, index] as const)));

/** Words that say what kind of account a name is, in either language ("broker" and "corretora" the same). */
const kindFamilies: ReadonlyArray<string> = ["broker brokers brokerage corretora corretoras", "bank banks banco bancos", "account accounts conta contas"];
const kindOf = new Map(kindFamilies.flatMap((family, index) => family.split(" ").map((word) => [word, index] as const)));

/** Words between a place and the kind of account ("corretora dos EUA", "broker in the US", "conta no Brasil"). */
const linking = /^(?:de|do|da|dos|das|no|na|nos|nas|em|in|of|at|the|o|a|os|as)$/;

/**
 * Whether the folded word at `index` names the place of an account's name `own` (folded words of the name: `name`)
 * beside a word of the account's kind: "my us broker", "US account", "corretora dos EUA", "American broker" name the
 * "US broker"; a place alone ("how much is in the US?", "exposto aos EUA") is a region, and "us" alone a pronoun.
 */
export const namesPlace = (written: ReadonlyArray<string>, index: number, own: string, name: ReadonlyArray<string>): boolean => {
  const place = placeOf.get(written[index]!);
  if (place === undefined || place !== placeOf.get(own)) return false;
  // "united states", "estados unidos": the second word alone is read.
  if ((written[index] === "states" && written[index - 1] !== "united") || (written[index] === "unidos" && written[index - 1] !== "estados")) return false;
  const kinds = new Set(name.flatMap((word) => (kindOf.has(word) ? [kindOf.get(word)!] : [])));
  // Any account may be called an account ("my US account", "conta dos EUA").
  kinds.add(kindOf.get("account")!);
  const kindAt = (at: number) => kinds.has(kindOf.get(written[at] ?? "") ?? -1);
  const after = (step: number) => {
    let at = index + step;
    // "estados unidos" read at "unidos": the words before start at "estados".
    if (step < 0 && (written[index] === "unidos" || written[index] === "states")) at -= 1;
    for (let between = 0; between <= 2; between++, at += step) {
      if (kindAt(at)) return true;
      if (!linking.test(written[at] ?? "")) return false;
    }
    return false;
  };
  return after(1) || after(-1);
};

/**
 * Whether the folded word at `index` is a country said as one, with the English article and no kind of account after it
 * ("how much do I have in the US?", "exposure to the UK"): the region, though an account is named after it ("US
 * broker"); "the US broker" and "no US" still name the account.
 */
export const namesCountry = (written: ReadonlyArray<string>, index: number): boolean =>
  placeOf.has(written[index]!) && written[index - 1] === "the" && !kindOf.has(written[index + 1] ?? "");

/** What a market holds ("US stocks", "ações americanas", "European ETFs", "o mercado dos EUA") or one's part of it ("US exposure"), folded. */
const marketNouns = /^(?:stocks?|shares?|equit(?:y|ies)|bonds?|etfs?|funds?|companies|markets?|indices|index|acoes|acao|obrigacoes|fundos?|empresas|mercados?|bolsas?|indices|exposure|allocation)$/;

/** A currency said by its place ("US dollar", "dólares dos EUA"). */
const currencyNouns = /^(?:dollars?|dolar|dolares|pounds?|libras?)$/;

/**
 * Whether the folded word at `index` is a place said of a market ("US stocks", "European shares", "ações dos EUA",
 * "ações americanas") or of its currency ("the US dollar", "dólares dos EUA"): a region or a currency, never an account
 * named after the place.
 */
export const namesMarket = (written: ReadonlyArray<string>, index: number): boolean => {
  if (!placeOf.has(written[index]!)) return false;
  if (marketNouns.test(written[index + 1] ?? "") || currencyNouns.test(written[index + 1] ?? "")) return true;
  if (index >= 2 && currencyNouns.test(written[index - 2]!) && linking.test(written[index - 1]!)) return true;
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    if (marketNouns.test(written[at]!)) return true;
    if (!linking.test(written[at]!) && !/^(?:estados|united)$/.test(written[at]!)) return false;
  }
  return false;
};

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

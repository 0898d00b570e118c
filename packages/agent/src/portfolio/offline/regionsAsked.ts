/**
 * A region or a country named in a question, as the allocation by region keeps it: the slice keys that are the place
 * itself, the keys of the wider regions it is part of (a holding's region may be kept only as wide as that), and its
 * English name.
 */
export interface RegionAsked {
  readonly by: "region";
  readonly key: RegExp;
  readonly within?: RegExp;
  readonly name: string;
}

const europe = /^(?:europe|europa|euro ?zone|euro area|zona euro|developed europe|western europe|europe ex[- ]uk)\b/i;
const northAmerica = /^(?:north america|america do norte|américa do norte|americas)$/i;
const latinAmerica = /^(?:latin america|south america|am[eé]rica latina|am[eé]rica do sul|americas|emerging markets?|mercados emergentes)$/i;
const asia = /^(?:asia|ásia|asia[- ]pacific|ásia-pacífico|pacific|developed asia)$/i;

/**
 * Places as asked of ("in the US", "exposed to the US", "ações americanas", "na Europa", "em Portugal", "no Brasil"),
 * folded, the wider first where one name holds another ("North America" before "America"). A country's adjective is
 * a place only before a market word ("Portuguese stocks", "ações brasileiras"): alone it may be a language.
 */
export const regionsAsked: ReadonlyArray<readonly [RegExp, RegionAsked]> = [
  [/\b(?:north america|north american|america do norte)\b/, { by: "region", key: northAmerica, name: "North America" }],
  [
    /\b(?:(?:in|to|on) (?:the )?us|us (?:stocks|shares|equities|etfs|funds|bonds|companies|market|exposure|allocation)|usa|united states|american|america|eua|estados unidos|americanas?|americanos?|norte-americanas?|norte-americanos?)\b/,
    { by: "region", key: /^(?:united states|usa?|eua|estados unidos)$/i, within: northAmerica, name: "United States" },
  ],
  [/\b(?:canada|canadian|canadianas?|canadianos?|canadenses?)\b/, { by: "region", key: /^(?:canada|canadá)$/i, within: northAmerica, name: "Canada" }],
  [/\b(?:latin america|america latina|south america|america do sul)\b/, { by: "region", key: /^(?:latin america|south america|am[eé]rica latina|am[eé]rica do sul)$/i, name: "Latin America" }],
  [
    /\b(?:brazil|brasil|brazilian (?:stocks|shares|equities|etfs|funds|bonds|companies|market)|(?:acoes|empresas|ativos|fundos|etfs|mercado) brasileir[oa]s?)\b/,
    { by: "region", key: /^(?:brazil|brasil)$/i, within: latinAmerica, name: "Brazil" },
  ],
  [
    /\b(?:portugal|portuguese (?:stocks|shares|equities|etfs|funds|bonds|companies|market)|(?:acoes|empresas|ativos|fundos|etfs|mercado) portugues(?:as|es)?)\b/,
    { by: "region", key: /^portugal$/i, within: europe, name: "Portugal" },
  ],
  [/\b(?:spain|spanish (?:stocks|shares|companies)|espanha|(?:acoes|empresas) espanholas)\b/, { by: "region", key: /^(?:spain|espanha)$/i, within: europe, name: "Spain" }],
  [/\b(?:france|french (?:stocks|shares|companies)|franca|(?:acoes|empresas) francesas)\b/, { by: "region", key: /^(?:france|frança)$/i, within: europe, name: "France" }],
  [/\b(?:germany|german (?:stocks|shares|companies)|alemanha|(?:acoes|empresas) alemas)\b/, { by: "region", key: /^(?:germany|alemanha)$/i, within: europe, name: "Germany" }],
  [/\b(?:uk|united kingdom|british|reino unido|britanicas?|britanicos?)\b/, { by: "region", key: /^(?:uk|united kingdom|reino unido)$/i, within: europe, name: "United Kingdom" }],
  [/\b(?:europe|european|europa|europeias?|europeus?|europeu)\b/, { by: "region", key: europe, name: "Europe" }],
  [/\b(?:emerging(?: markets?)?|(?:mercados )?emergentes?)\b/, { by: "region", key: /^(?:emerging|mercados emergentes)/i, name: "Emerging markets" }],
  [/\b(?:japan|japanese|japao|japonesas?|japones|japoneses)\b/, { by: "region", key: /^(?:japan|japão)$/i, within: asia, name: "Japan" }],
  [/\b(?:china|chinese|chinesas?|chines|chineses)\b/, { by: "region", key: /^china$/i, within: asia, name: "China" }],
  [/\b(?:asia|asian|asiaticas?|asiaticos?)\b/, { by: "region", key: asia, name: "Asia" }],
];

/** Every place named as itself in a question ("exposure to Portugal", "no Brasil"), folded: the places of `regionsAsked`. */
export const placeWords =
  "us|usa|united states|america|north america|america do norte|eua|estados unidos|canada|latin america|america latina|south america|america do sul|brazil|brasil|portugal|spain|espanha|france|franca|germany|alemanha|europe|europa|emerging markets|mercados emergentes|asia|japan|japao|china|uk|united kingdom|reino unido";

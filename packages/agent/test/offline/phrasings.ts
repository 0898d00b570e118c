/**
 * How the offline model routes ordinary questions: each row is a question
 * as people write it (English, European and Brazilian Portuguese, casual,
 * misspelt) and the first tool call it must make, with its arguments,
 * resolved on Friday 2024-05-10 in Lisbon. `related` lists words that must
 * be among the related words of the call (the rest of the arguments must
 * match exactly). Add a row for every misroute found.
 */
export interface Phrasing {
  readonly question: string;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly related?: ReadonlyArray<string>;
}

const week = { after: "2024-04-29", before: "2024-05-05" };
const lastMonth = { from: "2024-04-01", to: "2024-04-30" };
const thisMonth = { from: "2024-05-01", to: "2024-05-10" };
const march = { from: "2024-03-01", to: "2024-03-31" };

export const phrasings: ReadonlyArray<Phrasing> = [
  // How a period went
  { question: "How was my week?", tool: "get_current_state", args: { days: 7, language: "en" } },
  { question: "how was my week", tool: "get_current_state", args: { days: 7, language: "en" } },
  { question: "Como foi a minha semana?", tool: "get_current_state", args: { days: 7, language: "pt" } },
  { question: "hw was my wek?", tool: "get_current_state", args: { days: 7, language: "en" } },
  { question: "how was my month?", tool: "get_current_state", args: { days: 30, language: "en" } },
  { question: "how was my mounth", tool: "get_current_state", args: { days: 30, language: "en" } },
  { question: "como foi o meu último mês?", tool: "get_current_state", args: { days: 30, language: "pt" } },
  { question: "Como foi o meu mês?", tool: "get_current_state", args: { days: 30, language: "pt" } },
  { question: "how was last week?", tool: "get_time_series", args: { metric: "happiness", from: "2024-04-29", to: "2024-05-05" } },
  { question: "como foi a semana passada?", tool: "get_time_series", args: { metric: "happiness", from: "2024-04-29", to: "2024-05-05" } },
  { question: "how was my weekend?", tool: "get_time_series", args: { metric: "happiness", from: "2024-05-04", to: "2024-05-05" } },
  { question: "how was my year so far?", tool: "get_year_summary", args: { year: 2024 } },
  { question: "how was 2023?", tool: "get_year_summary", args: { year: 2023 } },
  { question: "Resumo de 2023", tool: "get_year_summary", args: { year: 2023 } },
  { question: "how was March?", tool: "get_month_summary", args: { month: "2024-03" } },
  { question: "como correu março?", tool: "get_month_summary", args: { month: "2024-03" } },
  { question: "summarize April", tool: "get_month_summary", args: { month: "2024-04" } },
  { question: "resumo do mês passado", tool: "get_month_summary", args: { month: "2024-04" } },
  { question: "give me a recap of last month", tool: "get_month_summary", args: { month: "2024-04" } },
  { question: "como foi meu mes passado", tool: "get_month_summary", args: { month: "2024-04" } },
  { question: "March 2023", tool: "get_month_summary", args: { month: "2023-03" } },
  { question: "how was yesterday?", tool: "get_entry", args: { date: "2024-05-09" } },
  // How the person is doing
  { question: "How am I doing?", tool: "get_current_state", args: { language: "en" } },
  { question: "how am i doing", tool: "get_current_state", args: { language: "en" } },
  { question: "how have I been lately?", tool: "get_current_state", args: { language: "en" } },
  { question: "am I ok?", tool: "get_current_state", args: { language: "en" } },
  { question: "Como estou?", tool: "get_current_state", args: { language: "pt" } },
  { question: "como tenho andado?", tool: "get_current_state", args: { language: "pt" } },
  { question: "como ando ultimamente?", tool: "get_current_state", args: { language: "pt" } },
  { question: "tô cansado, como tenho andado?", tool: "get_current_state", args: { language: "pt" } },
  { question: "any advice for me?", tool: "get_current_state", args: { language: "en" } },
  { question: "what should I do to feel better?", tool: "get_current_state", args: { language: "en" } },
  { question: "que sugestões tens para mim?", tool: "get_current_state", args: { language: "pt" } },
  // Comparisons
  { question: "compare this month with last month", tool: "compare_time_periods", args: { metric: "valence", first: lastMonth, second: thisMonth } },
  { question: "compara este mês com o anterior", tool: "compare_time_periods", args: { metric: "valence", first: lastMonth, second: thisMonth } },
  {
    question: "October vs November",
    tool: "compare_time_periods",
    args: { metric: "valence", first: { from: "2023-10-01", to: "2023-10-31" }, second: { from: "2023-11-01", to: "2023-11-30" } },
  },
  { question: "março vs abril", tool: "compare_time_periods", args: { metric: "valence", first: march, second: lastMonth } },
  {
    question: "was I happier this spring than last spring?",
    tool: "compare_time_periods",
    args: { metric: "happiness", first: { from: "2023-03-01", to: "2023-05-31" }, second: { from: "2024-03-01", to: "2024-05-10" } },
  },
  {
    question: "fui mais feliz esta primavera ou na primavera passada?",
    tool: "compare_time_periods",
    args: { metric: "happiness", first: { from: "2023-03-01", to: "2023-05-31" }, second: { from: "2024-03-01", to: "2024-05-10" } },
  },
  { question: "estive mais stressado em março ou em abril?", tool: "compare_time_periods", args: { metric: "stress", first: march, second: lastMonth } },
  { question: "Was I more stressed in April than in March?", tool: "compare_time_periods", args: { metric: "stress", first: march, second: lastMonth } },
  { question: "am I less stressed than last month?", tool: "compare_time_periods", args: { metric: "stress", first: lastMonth, second: thisMonth } },
  { question: "was I happier in April?", tool: "compare_time_periods", args: { metric: "happiness", first: march, second: lastMonth } },
  {
    question: "Am I happier than last year?",
    tool: "compare_time_periods",
    args: { metric: "happiness", first: { from: "2023-01-01", to: "2023-12-31" }, second: { from: "2024-01-01", to: "2024-05-10" } },
  },
  {
    question: "How does my mood in 2023 compare to 2022?",
    tool: "compare_time_periods",
    args: { metric: "valence", first: { from: "2022-01-01", to: "2022-12-31" }, second: { from: "2023-01-01", to: "2023-12-31" } },
  },
  // The happiest and hardest days: entries, not a chart
  { question: "what made me happy last week?", tool: "get_recent_entries", args: { sort: "happiest", count: 5, ...week } },
  { question: "waht made me hapy last week", tool: "get_recent_entries", args: { sort: "happiest", count: 5, ...week } },
  { question: "o que me fez feliz na semana passada?", tool: "get_recent_entries", args: { sort: "happiest", count: 5, ...week } },
  { question: "what stressed me out this month?", tool: "get_recent_entries", args: { sort: "most_stressed", count: 5, after: "2024-05-01", before: "2024-05-10" } },
  { question: "o que me deixou stressado este mês?", tool: "get_recent_entries", args: { sort: "most_stressed", count: 5, after: "2024-05-01", before: "2024-05-10" } },
  { question: "when was I happiest?", tool: "get_recent_entries", args: { sort: "happiest", count: 5 } },
  { question: "my worst days in March", tool: "get_recent_entries", args: { sort: "unhappiest", count: 5, after: "2024-03-01", before: "2024-03-31" } },
  { question: "quando estive mais triste?", tool: "get_recent_entries", args: { sort: "unhappiest", count: 5 } },
  { question: "what were my calmest days last month?", tool: "get_recent_entries", args: { sort: "calmest", count: 5, after: "2024-04-01", before: "2024-04-30" } },
  // Mood over time
  { question: "How has my happiness changed this year?", tool: "get_time_series", args: { metric: "happiness", from: "2024-01-01", to: "2024-05-10" } },
  { question: "show my stress over the last 3 months", tool: "get_time_series", args: { metric: "stress", from: "2024-02-11", to: "2024-05-10" } },
  { question: "how tired have I been lately?", tool: "get_time_series", args: { metric: "energy" } },
  { question: "como tem estado o meu humor este mês?", tool: "get_time_series", args: { metric: "valence", from: "2024-05-01", to: "2024-05-10" } },
  { question: "qual foi o meu nível de energia em março?", tool: "get_time_series", args: { metric: "energy", ...march } },
  { question: "how stressed was I in winter?", tool: "get_time_series", args: { metric: "stress", from: "2023-12-01", to: "2024-02-29" } },
  { question: "stress level in March", tool: "get_time_series", args: { metric: "stress", ...march } },
  // Topics by meaning
  { question: "what did I write about my dog?", tool: "search_journal", args: { query: "dog" }, related: ["puppy", "cão"] },
  { question: "o que escrevi sobre o meu cão?", tool: "search_journal", args: { query: "cão" }, related: ["dog", "puppy"] },
  { question: "fala-me do meu cachorro", tool: "search_journal", args: { query: "cachorro" }, related: ["dog", "puppy"] },
  { question: "tell me about my trips", tool: "search_journal", args: { query: "trips" }, related: ["trip", "travel", "viagem"] },
  { question: "as minhas viagens", tool: "search_journal", args: { query: "viagens" }, related: ["trip", "travel"] },
  { question: "what do I write about work?", tool: "search_journal", args: { query: "work" }, related: ["office", "trabalho"] },
  { question: "Biscuit", tool: "search_journal", args: { query: "Biscuit" } },
  { question: "Sintra", tool: "search_journal", args: { query: "Sintra" } },
  { question: "Miguel's wedding", tool: "search_journal", args: { query: "Miguel's wedding" }, related: ["casamento"] },
  { question: "did I ever go skydiving?", tool: "search_journal", args: { query: "skydiving" } },
  { question: "alguma vez escrevi sobre xadrez?", tool: "search_journal", args: { query: "xadrez" } },
  // A given day or span
  { question: "what did I write on March 3rd?", tool: "get_entry", args: { date: "2024-03-03" } },
  { question: "o que escrevi no dia 3 de março?", tool: "get_entry", args: { date: "2024-03-03" } },
  { question: "what did I write yesterday?", tool: "get_entry", args: { date: "2024-05-09" } },
  { question: "o que escrevi ontem?", tool: "get_entry", args: { date: "2024-05-09" } },
  { question: "o q eu escrevi ontem", tool: "get_entry", args: { date: "2024-05-09" } },
  { question: "wat did i wirte yestrday", tool: "get_entry", args: { date: "2024-05-09" } },
  { question: "what did I do last Friday?", tool: "get_entry", args: { date: "2024-05-03" } },
  { question: "o que fiz na sexta passada?", tool: "get_entry", args: { date: "2024-05-03" } },
  { question: "what happened 3 days ago?", tool: "get_entry", args: { date: "2024-05-07" } },
  { question: "what did I write between April 1 and April 5?", tool: "get_recent_entries", args: { count: 20, after: "2024-04-01", before: "2024-04-05" } },
  { question: "o que escrevi de 1 a 5 de abril?", tool: "get_recent_entries", args: { count: 20, after: "2024-04-01", before: "2024-04-05" } },
  { question: "What happened last week?", tool: "get_recent_entries", args: { count: 20, ...week } },
  { question: "vc sabe o que eu fiz semana passada?", tool: "get_recent_entries", args: { count: 20, ...week } },
  // Latest and first entries
  { question: "what was my last entry?", tool: "get_recent_entries", args: { count: 1 } },
  { question: "qual foi a minha última entrada?", tool: "get_recent_entries", args: { count: 1 } },
  { question: "show me my latest entries", tool: "get_recent_entries", args: { count: 5 } },
  { question: "my first entry", tool: "get_recent_entries", args: { count: 1, sort: "oldest" } },
  { question: "qual foi a minha primeira entrada?", tool: "get_recent_entries", args: { count: 1, sort: "oldest" } },
  // The last or first time, and how often
  { question: "when did I last go climbing?", tool: "search_journal", args: { query: "climbing", recencyBoost: true, limit: 20 }, related: ["escalar"] },
  { question: "when did i last go climbign", tool: "search_journal", args: { query: "climbing", recencyBoost: true, limit: 20 }, related: ["escalar"] },
  { question: "quando foi a última vez que fui escalar?", tool: "search_journal", args: { query: "escalar", recencyBoost: true, limit: 20 }, related: ["climbing"] },
  { question: "quando é que vi a Sofia pela última vez?", tool: "search_journal", args: { query: "Sofia", recencyBoost: true, limit: 20 } },
  { question: "when did I first mention Biscuit?", tool: "search_journal", args: { query: "Biscuit", limit: 20 } },
  {
    question: "how many times did I go running in 2023?",
    tool: "search_journal",
    args: { query: "running", from: "2023-01-01", to: "2023-12-31", limit: 20 },
    related: ["corrida"],
  },
  { question: "quantas entradas escrevi em abril?", tool: "get_month_summary", args: { month: "2024-04" } },
  // Found by trying: each once misrouted
  { question: "What's been on my mind lately?", tool: "get_current_state", args: { language: "en" } },
  { question: "When was the last time I felt really happy?", tool: "get_recent_entries", args: { sort: "happiest", count: 5, after: "2024-04-11", before: "2024-05-10" } },
  {
    question: "estou mais feliz agora do que no ano passado?",
    tool: "compare_time_periods",
    args: { metric: "happiness", first: { from: "2023-01-01", to: "2023-12-31" }, second: { from: "2024-01-01", to: "2024-05-10" } },
  },
  { question: "fiquei mais ansioso esse mês?", tool: "compare_time_periods", args: { metric: "stress", first: lastMonth, second: thisMonth } },
  { question: "preciso de conselhos", tool: "get_current_state", args: { language: "pt" } },
  { question: "entries mentioning Sofia", tool: "search_journal", args: { query: "Sofia" } },
  { question: "i feel sad today", tool: "get_current_state", args: { language: "en" } },
  { question: "tell me about the week of March 4", tool: "get_time_series", args: { metric: "happiness", from: "2024-03-04", to: "2024-03-10" } },
  { question: "what did I write in the first week of April?", tool: "get_recent_entries", args: { count: 20, after: "2024-04-01", before: "2024-04-07" } },
  { question: "o que me tem preocupado ultimamente?", tool: "get_recent_entries", args: { sort: "most_stressed", count: 5, after: "2024-04-11", before: "2024-05-10" } },
  { question: "Was last month better than the one before?", tool: "compare_time_periods", args: { metric: "valence", first: march, second: lastMonth } },
  { question: "Did I see Ana in April?", tool: "search_journal", args: { query: "Ana", from: "2024-04-01", to: "2024-04-30" } },
  { question: "What happened when Dad was in the hospital?", tool: "search_journal", args: { query: "Dad hospital" }, related: ["father", "pai", "clinic"] },
  { question: "me conta como foi minha semana", tool: "get_current_state", args: { days: 7, language: "pt" } },
  { question: "How did I feel in April?", tool: "get_time_series", args: { metric: "valence", ...lastMonth } },
];

/** Questions answered without a tool, and what the answer must say. */
export const directAnswers: ReadonlyArray<{ readonly question: string; readonly answer: RegExp }> = [
  { question: "hi", answer: /^Hello!\n\n.*deterministic planner, not an AI model/s },
  { question: "hello there", answer: /^Hello!/ },
  { question: "Olá!", answer: /^Olá!\n\n.*planeador determinístico, não um modelo de IA/s },
  { question: "bom dia!", answer: /^Olá!/ },
  { question: "oi, tudo bem?", answer: /^Olá!/ },
  { question: "thank you so much", answer: /^You're welcome\.$/ },
  { question: "obrigada!", answer: /^De nada\.$/ },
  { question: "valeu", answer: /^De nada\.$/ },
  { question: "what can you do?", answer: /not an AI model.*How was my week\?/s },
  { question: "help", answer: /not an AI model.*How was my week\?/s },
  { question: "what can I ask you?", answer: /not an AI model/ },
  { question: "are you an AI?", answer: /not an AI model/ },
  { question: "o que sabes fazer?", answer: /não um modelo de IA.*Como foi a minha semana\?/s },
  { question: "o que você pode fazer?", answer: /não um modelo de IA/ },
  { question: "ajuda", answer: /não um modelo de IA/ },
  { question: "és uma IA?", answer: /não um modelo de IA/ },
  { question: "what is the capital of France?", answer: /^I can't do that in offline mode.*How was my week\?/s },
  { question: "write me a poem", answer: /^I can't do that in offline mode/ },
  { question: "escreve-me um poema", answer: /^Não consigo fazer isso em modo offline/ },
  { question: "qual é a capital de Portugal?", answer: /^Não consigo fazer isso em modo offline/ },
  { question: "Hey! How's it going?", answer: /^Hello!/ },
  { question: "remember that my sister's birthday is on June 3", answer: /^I can't keep that for you: no memory tool/ },
];

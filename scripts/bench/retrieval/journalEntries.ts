/**
 * Hand-written days added to the sample journal, each about something the
 * generated journal never writes about, so a question has exactly one answer.
 * Each replaces the generated entry of its day (or adds the day).
 */
export const handWrittenEntries: ReadonlyArray<{ readonly date: string; readonly language: "en" | "pt"; readonly content: string }> = [
  { date: "2022-02-08", language: "en", content: "The washing machine flooded the kitchen this morning. Spent two hours mopping the floor and the plumber can only come on Friday.\n\nAna laughed when she saw me kneeling in the suds." },
  { date: "2022-03-19", language: "en", content: "Signed up for pottery classes at the studio near Rossio. My first bowl came out lopsided, but I loved getting my hands into the clay.\n\nThe teacher says centring takes weeks to learn." },
  { date: "2022-05-30", language: "en", content: "Sofia's daughter was born this morning, a tiny girl called Leonor. Sofia sent a photo from the maternity ward and I cried a little." },
  { date: "2022-06-24", language: "pt", content: "Noite de São João no Porto com a Rita: sardinhas assadas, martelinhos de plástico e fogo de artifício sobre o rio.\n\nChegámos a casa às cinco da manhã." },
  { date: "2022-08-02", language: "en", content: "Got stung by a jellyfish at Costa da Caparica. My leg burned for hours and the lifeguard poured vinegar on it.\n\nNo more swimming this week." },
  { date: "2022-10-22", language: "en", content: "Saw Coldplay at the stadium with Rita. We sang every song and I have completely lost my voice." },
  { date: "2022-11-11", language: "pt", content: "Perdi a carteira no elétrico 28. Cancelei os cartões todos e passei a tarde na esquadra da polícia a fazer a participação.\n\nQue dia tão cansativo." },
  { date: "2023-01-21", language: "en", content: "Tom taught me to bake sourdough at his place. The starter he gave me is called Gerald and lives in a jar on the counter." },
  { date: "2023-04-09", language: "en", content: "Our car broke down on the A1 near Coimbra. We waited three hours in the rain for the tow truck and missed the lunch with Ana's parents." },
  { date: "2023-05-27", language: "pt", content: "Fomos ao casamento da prima Joana em Évora. A Ana chorou durante os votos e dançámos até tarde no monte." },
  { date: "2023-06-12", language: "pt", content: "Comprei uma bicicleta elétrica para ir para o trabalho. Poupo meia hora por dia e chego sem suar." },
  { date: "2023-08-15", language: "en", content: "Power cut across the whole neighbourhood in the middle of the heatwave. We ate all the ice cream before it melted and played cards by candlelight." },
  { date: "2023-09-30", language: "en", content: "Finally saw the dentist about my wisdom tooth. He wants to pull it out next month; I am already dreading it." },
  { date: "2023-11-05", language: "en", content: "Planted a lemon tree and two olive trees in big pots on the terrace. My hands still smell of soil." },
  { date: "2023-12-24", language: "pt", content: "Consoada em casa dos meus pais: bacalhau com todos, rabanadas e o pai a contar histórias antigas da aldeia." },
  { date: "2024-01-14", language: "en", content: "Ana and I started learning Italian with an app. We practise verbs every evening after dinner and laugh at our accents." },
  { date: "2024-02-29", language: "en", content: "Leap day! Treated myself to a massage at a spa in Cascais and walked along the sea wall afterwards." },
  { date: "2024-03-17", language: "pt", content: "A Rita mudou-se para Coimbra para fazer o doutoramento em biologia marinha. Ajudei a levar as caixas." },
  { date: "2024-04-25", language: "en", content: "Freedom Day parade on Avenida da Liberdade, red carnations everywhere. Dad told us where he was on the morning of the revolution." },
  { date: "2024-05-03", language: "en", content: "Got my citizenship papers at last, after four years of forms and queues at the registry office." },
  { date: "2024-07-13", language: "en", content: "Biscuit chewed one of my trainers to pieces while we were out. Had to buy a new pair before tomorrow." },
  { date: "2024-08-21", language: "en", content: "Went kayaking on the Tagus with Miguel. Capsized twice and lost my sunglasses somewhere under the water." },
  { date: "2024-10-05", language: "pt", content: "Fui ao médico por causa das dores nas costas. Receitou fisioterapia duas vezes por semana durante um mês." },
  { date: "2024-12-15", language: "en", content: "Northwind's holiday party. I won the raffle: a weekend for two at a wine estate in the Douro valley." },
];

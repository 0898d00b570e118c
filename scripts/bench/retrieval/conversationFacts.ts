/**
 * What the people of the conversation corpus say about their lives. A fact
 * kind has slot values ("kitten|cat": what the speaker says | how a question
 * asks about it), ways to say it, reactions of the others (which often echo
 * its words, as people do), and questions that ask about it in other words.
 * Recurring kinds are said several times by one speaker, months apart, and
 * are asked about by month ("in March 2023") and by recency ("most recent").
 */
export interface FactKind {
  readonly kind: string;
  readonly language: "en" | "pt";
  readonly slots: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly statements: ReadonlyArray<string>;
  readonly reactions: ReadonlyArray<string>;
  readonly questions: ReadonlyArray<string>;
  readonly recurring?: { readonly byMonth: string; readonly latest: string };
}

export const englishSpeakers = ["Maya", "Jonas", "Priya", "Leo", "Hannah", "Omar"] as const;
export const portugueseSpeakers = ["Beatriz", "Tiago", "Inês", "Rui"] as const;

export const factKinds: ReadonlyArray<FactKind> = [
  {
    kind: "pet", language: "en",
    slots: { animal: ["kitten|cat", "puppy|dog", "rabbit|bunny", "parrot|bird", "tortoise|reptile"], pet: ["Mochi", "Pixel", "Juniper", "Waffles", "Nimbus", "Pepper", "Olive", "Turnip"] },
    statements: ["{speaker}: Big news, we brought a {animal} home from the shelter on Saturday. We named it {pet}.", "{speaker}: Say hello to {pet}, the {animal} we adopted this weekend!"],
    reactions: ["{other}: A {animal}! I need pictures immediately.", "{other}: So cute. Is {pet} settling in?"],
    questions: ["What did {speaker} call the {animal:ask} they adopted?", "When did {speaker} get a new pet?"],
  },
  {
    kind: "trip", language: "en",
    slots: { city: ["Reykjavik", "Marrakesh", "Kyoto", "Buenos Aires", "Tallinn", "Cape Town", "Hanoi"], relative: ["grandmother|grandma", "uncle|father's brother", "godmother|godparent", "cousin|cousin"], month: ["March", "June", "October"] },
    statements: ["{speaker}: I just booked flights to {city}, I'm visiting my {relative} there in {month}.", "{speaker}: Tickets are done, {city} in {month} to see my {relative}."],
    reactions: ["{other}: {city} sounds amazing, bring me something back.", "{other}: How long is the flight?"],
    questions: ["Where is {speaker} going to see family?", "Which relative lives in {city}, according to {speaker}?"],
  },
  {
    kind: "job", language: "en",
    slots: { company: ["Brightline", "Korvex", "Tidewater Labs", "Hollow Pine", "Quanta Health", "Meridian Freight"], role: ["data analyst|analyst", "product designer|designer", "nurse|nursing", "logistics coordinator|coordinator", "sous chef|cook"] },
    statements: ["{speaker}: I signed the contract with {company} yesterday. Starting as a {role} next month!", "{speaker}: {company} made me an offer and I said yes, I'll be their new {role}."],
    reactions: ["{other}: Congratulations! You deserve it.", "{other}: {company}? My neighbour works there."],
    questions: ["Which employer hired {speaker}?", "What will {speaker} be doing at the new workplace?"],
  },
  {
    kind: "class", language: "en",
    slots: { hobby: ["salsa|dance", "watercolour painting|art", "pottery|ceramics", "improv theatre|comedy", "woodworking|carpentry", "sign language|signing"] },
    statements: ["{speaker}: I've started {hobby} lessons on Thursday evenings, it's the highlight of my week.", "{speaker}: Guess who signed up for a {hobby} course? Every Thursday after work."],
    reactions: ["{other}: I always wanted to try that.", "{other}: Thursday evenings, nice. Is the teacher good?"],
    questions: ["What does {speaker} learn once a week?", "Which weekly class did {speaker} join?"],
  },
  {
    kind: "injury", language: "en",
    slots: { sport: ["football", "volleyball", "bouldering", "skateboarding", "basketball"], bodypart: ["ankle|foot", "wrist|hand", "knee|leg", "shoulder|arm"] },
    statements: ["{speaker}: I twisted my {bodypart} playing {sport} on Sunday, so no exercise for a while.", "{speaker}: Ugh, {sport} accident. My {bodypart} is swollen and the doctor says rest."],
    reactions: ["{other}: Ouch! Get well soon.", "{other}: Ice it and keep it up, seriously."],
    questions: ["How did {speaker} get hurt?", "What happened to {speaker}'s {bodypart:ask}?"],
  },
  {
    kind: "home", language: "en",
    slots: { area: ["Kreuzberg", "Brixton", "the old harbour district", "Montmartre", "the riverside quarter", "Greenpoint"] },
    statements: ["{speaker}: We signed the lease on a two-bedroom flat in {area}, moving in on the first.", "{speaker}: Found a place at last! Small flat in {area}, but the light is great."],
    reactions: ["{other}: Housewarming party soon, I hope?", "{other}: Moving is the worst, need help with boxes?"],
    questions: ["Where is {speaker}'s new apartment?", "Which neighbourhood is {speaker} moving to?"],
  },
  {
    kind: "engagement", language: "en",
    slots: { relation: ["sister|sibling", "brother|sibling"], name: ["Clara", "Felix", "Nadia", "Sami", "Ingrid", "Theo"] },
    statements: ["{speaker}: My {relation} {name} got engaged last weekend, the wedding is next spring!", "{speaker}: {name}, my {relation}, finally proposed. We're all so happy."],
    reactions: ["{other}: That's lovely news, congratulations to them!", "{other}: Are you giving a speech?"],
    questions: ["Who in {speaker}'s family is getting married?", "Which of {speaker}'s siblings is going to tie the knot?"],
  },
  {
    kind: "vehicle", language: "en",
    slots: { vehicle: ["scooter|motorbike", "camper van|van", "hatchback|car", "cargo bike|bicycle"], colour: ["mustard yellow|yellow", "forest green|green", "bright orange|orange", "sky blue|blue"] },
    statements: ["{speaker}: Bought a second-hand {vehicle} yesterday, {colour} with a few scratches.", "{speaker}: Meet my new (well, used) {vehicle}. It's {colour}, you can't miss it."],
    reactions: ["{other}: Ha, that colour is a statement.", "{other}: Take me for a ride!"],
    questions: ["What colour is the thing {speaker} just bought?", "What kind of vehicle did {speaker} purchase?"],
  },
  {
    kind: "diet", language: "en",
    slots: { month: ["January", "April", "August", "November"] },
    statements: ["{speaker}: I haven't eaten meat since {month}, going fully vegetarian.", "{speaker}: Fun fact: no meat for me since {month}. I feel great."],
    reactions: ["{other}: Respect. I could never give up bacon.", "{other}: Any good recipes to share?"],
    questions: ["When did {speaker} change their diet?", "Why did {speaker} skip the steak at dinner?"],
  },
  {
    kind: "allergy", language: "en",
    slots: { allergen: ["peanuts|nuts", "shellfish|seafood", "cats|cat hair", "pollen|flowers"] },
    statements: ["{speaker}: The doctor confirmed I'm allergic to {allergen}, which explains a lot.", "{speaker}: Test results are in: allergic to {allergen}. No wonder I kept sneezing."],
    reactions: ["{other}: Good to know, I'll remember that.", "{other}: At least now you know."],
    questions: ["What did the test at the clinic show for {speaker}?", "What must {speaker} stay away from for health reasons?"],
  },
  {
    kind: "volunteer", language: "en",
    slots: { place: ["animal shelter|shelter", "food bank|food charity", "children's hospital|hospital", "community garden|garden"] },
    statements: ["{speaker}: Every other Saturday I volunteer at the {place} now.", "{speaker}: I've been giving my Saturdays to the {place}, unpaid but so rewarding."],
    reactions: ["{other}: That's really generous of you.", "{other}: Can anyone join?"],
    questions: ["Where does {speaker} help out on weekends?", "What charity work does {speaker} do?"],
  },
  {
    kind: "gig", language: "en",
    slots: { venue: ["the Blue Note", "Café Oto", "the Roundhouse", "a tiny bar downtown", "the harbour amphitheatre"] },
    statements: ["{speaker}: My band got booked to play at {venue} next month!", "{speaker}: We're playing {venue} soon, our first proper show."],
    reactions: ["{other}: I'm coming, put me on the list!", "{other}: What time do you go on?"],
    questions: ["Where is {speaker}'s music performance?", "Where will {speaker}'s group give a concert?"],
  },
  {
    kind: "language", language: "en",
    slots: { tongue: ["Korean", "Greek", "Swahili", "Polish", "Turkish"] },
    statements: ["{speaker}: I'm learning {tongue} because my partner's family doesn't speak English.", "{speaker}: Three months of {tongue} lessons now, I can finally order food in it."],
    reactions: ["{other}: That's a hard one!", "{other}: Say something for us."],
    questions: ["Which language is {speaker} studying?", "What is {speaker} practising to talk with the in-laws?"],
  },
  {
    kind: "exam", language: "en",
    slots: { test: ["driving test|driving licence", "bar exam|law qualification", "citizenship test|citizenship", "sommelier exam|wine certificate"] },
    statements: ["{speaker}: I passed my {test} on the second try!", "{speaker}: Results came in: {test} passed. Celebrating tonight."],
    reactions: ["{other}: Knew you'd do it!", "{other}: Drinks are on you then."],
    questions: ["Did {speaker} get the {test:ask}?", "Which qualification did {speaker} finally earn?"],
  },
  {
    kind: "book", language: "en",
    slots: { title: ["The Glass Orchard", "Salt and Ember", "A Map of Small Hours", "The Last Lighthouse", "Quiet Machines", "Winter Cartography", "The Copper Year", "Paper Tigers"] },
    statements: ["{speaker}: I'm halfway through {title}, can't put it down.", "{speaker}: Just started {title}. Slow start but the writing is gorgeous."],
    reactions: ["{other}: Lend it to me when you're done.", "{other}: Never heard of it, who wrote it?"],
    questions: [],
    recurring: { byMonth: "Which novel was {speaker} reading in {month}?", latest: "What is the most recent book {speaker} mentioned?" },
  },
  {
    kind: "race", language: "en",
    slots: { distance: ["a 10k|10k", "a half marathon|half marathon", "a trail run|trail race", "a sprint triathlon|triathlon"], city: ["Rotterdam", "Valencia", "Lyon", "Krakow", "Bristol"] },
    statements: ["{speaker}: Did {distance} in {city} this morning, my legs are destroyed.", "{speaker}: Finished {distance} in {city}! Slower than I hoped but happy."],
    reactions: ["{other}: You're a machine.", "{other}: What was your time?"],
    questions: [],
    recurring: { byMonth: "What competition did {speaker} take part in during {month}?", latest: "Where was the latest event {speaker} competed in?" },
  },
  {
    kind: "restaurant", language: "en",
    slots: { restaurant: ["Osteria Lupa", "Golden Lotus", "Taberna do Mar", "Burger Yard", "Nori House", "Chez Margot"], dish: ["risotto", "dumplings", "grilled octopus", "smash burger", "omakase"] },
    statements: ["{speaker}: Had dinner at {restaurant} last night, still dreaming about the {dish}.", "{speaker}: If you're ever near {restaurant}, order the {dish}. Trust me."],
    reactions: ["{other}: Adding it to my list.", "{other}: Was it expensive?"],
    questions: [],
    recurring: { byMonth: "Where did {speaker} eat out in {month}?", latest: "Which place did {speaker} recommend for food most recently?" },
  },
  {
    kind: "pet", language: "pt",
    slots: { animal: ["gatinho|gato", "cachorro|cão", "coelho|coelhinho"], pet: ["Tareco", "Pipoca", "Fusca", "Nina", "Bolacha"] },
    statements: ["{speaker}: Trouxemos um {animal} do canil no sábado, chama-se {pet}.", "{speaker}: Apresento-vos o {pet}, o {animal} que adotámos este fim de semana!"],
    reactions: ["{other}: Que fofura! Quero fotografias.", "{other}: E o {pet} já se habituou à casa?"],
    questions: ["Como se chama o animal de estimação novo de {speaker}?", "Quando é que {speaker} adotou um bicho?"],
  },
  {
    kind: "job", language: "pt",
    slots: { company: ["Atlântica Seguros", "Lusovia", "Mar Aberto", "Quinta Digital"], role: ["enfermeira|enfermagem", "engenheiro civil|engenharia", "professora de matemática|ensino", "contabilista|contas"] },
    statements: ["{speaker}: Assinei contrato com a {company}, começo como {role} no mês que vem.", "{speaker}: A {company} aceitou-me! Vou ser {role}."],
    reactions: ["{other}: Parabéns, mereces!", "{other}: A {company}? Conheço lá alguém."],
    questions: ["Em que empresa vai trabalhar {speaker}?", "Qual vai ser a nova profissão de {speaker}?"],
  },
  {
    kind: "trip", language: "pt",
    slots: { city: ["Açores", "Madeira", "Cabo Verde", "Salvador da Bahia"], relative: ["avó|avó", "tio|tio", "madrinha|madrinha"], month: ["março", "julho", "dezembro"] },
    statements: ["{speaker}: Marquei a viagem aos {city} para {month}, vou ver a minha {relative}.", "{speaker}: Já tenho bilhetes: {city} em {month}, para visitar a {relative}."],
    reactions: ["{other}: Que inveja! Traz-me qualquer coisa.", "{other}: Quantos dias vais?"],
    questions: ["Para onde vai {speaker} visitar a família?", "Quem vai {speaker} ver na viagem?"],
  },
  {
    kind: "class", language: "pt",
    slots: { hobby: ["cerâmica|olaria", "dança|dançar", "fotografia|fotografar", "surf|ondas"] },
    statements: ["{speaker}: Comecei aulas de {hobby} às terças à noite.", "{speaker}: Inscrevi-me num curso de {hobby}, todas as terças depois do trabalho."],
    reactions: ["{other}: Sempre quis experimentar.", "{other}: E o professor é bom?"],
    questions: ["Que atividade aprende {speaker} todas as semanas?", "Em que formação semanal se inscreveu {speaker}?"],
  },
  {
    kind: "injury", language: "pt",
    slots: { bodypart: ["tornozelo|pé", "pulso|mão", "joelho|perna"], sport: ["futebol", "padel", "basquetebol"] },
    statements: ["{speaker}: Torci o {bodypart} a jogar {sport} no domingo.", "{speaker}: Lesionei-me no {sport}, tenho o {bodypart} inchado."],
    reactions: ["{other}: Ai! As melhoras.", "{other}: Põe gelo e descansa."],
    questions: ["Como se magoou {speaker}?", "O que aconteceu ao {bodypart:ask} de {speaker}?"],
  },
  {
    kind: "home", language: "pt",
    slots: { area: ["Campo de Ourique", "Arroios", "Foz do Douro", "Benfica", "Alvalade"] },
    statements: ["{speaker}: Assinámos o contrato de arrendamento de um T2 em {area}.", "{speaker}: Encontrámos casa! Um apartamento pequeno em {area}."],
    reactions: ["{other}: Quando é a festa de inauguração?", "{other}: Precisas de ajuda com as caixas?"],
    questions: ["Onde fica a casa nova de {speaker}?", "Para que bairro se vai mudar {speaker}?"],
  },
  {
    kind: "vehicle", language: "pt",
    slots: { vehicle: ["carro|automóvel", "mota|motorizada", "carrinha|furgão"], colour: ["vermelho", "verde-escuro", "amarelo"] },
    statements: ["{speaker}: Comprei um {vehicle} em segunda mão, {colour}.", "{speaker}: Tenho {vehicle} novo, quer dizer, usado. É {colour}."],
    reactions: ["{other}: Leva-me a dar uma volta!", "{other}: Essa cor não passa despercebida."],
    questions: ["De que cor é o veículo que {speaker} comprou?", "Que meio de transporte adquiriu {speaker}?"],
  },
  {
    kind: "book", language: "pt",
    slots: { title: ["O Jardim de Vidro", "Sal e Brasa", "A Última Estação", "Mapas do Silêncio", "O Ano de Cobre"] },
    statements: ["{speaker}: Estou a ler {title}, não consigo parar.", "{speaker}: Comecei {title}, a escrita é lindíssima."],
    reactions: ["{other}: Empresta-mo quando acabares.", "{other}: Nunca ouvi falar, de quem é?"],
    questions: [],
    recurring: { byMonth: "Que romance lia {speaker} em {month}?", latest: "Qual foi o último livro que {speaker} referiu?" },
  },
];

/** Small talk of the sessions: words every conversation has and no question asks about. */
export const smallTalk = {
  en: [
    "{speaker}: Hey everyone, how was your week?",
    "{speaker}: Pretty hectic, work has been nonstop.",
    "{speaker}: Haha, same here honestly.",
    "{speaker}: We should grab coffee soon, it's been ages.",
    "{speaker}: Did anyone watch the match yesterday?",
    "{speaker}: The weather has been awful lately.",
    "{speaker}: I've been sleeping badly, too much screen time.",
    "{speaker}: Talk soon, I have to run!",
    "{speaker}: Anyway, what else is new?",
    "{speaker}: Sorry I went quiet, long day.",
    "{speaker}: Good night all!",
    "{speaker}: That reminds me, I still owe you lunch.",
  ],
  pt: [
    "{speaker}: Olá a todos, como correu a semana?",
    "{speaker}: Muito trabalho, nem tive tempo para respirar.",
    "{speaker}: Haha, igual por aqui.",
    "{speaker}: Temos de combinar um café.",
    "{speaker}: Alguém viu o jogo ontem?",
    "{speaker}: Este tempo está horrível.",
    "{speaker}: Bem, tenho de ir, falamos depois!",
    "{speaker}: E vocês, novidades?",
    "{speaker}: Boa noite a todos!",
  ],
} as const;

export const monthNames = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
} as const;

/**
 * Questions about the sample journal (seed 42, 2022-2024) and its
 * hand-written days, phrased as a person would ask them: mostly in other
 * words than the entry's ("our dog" for "a puppy … Biscuit"). An answer is
 * an event label of the sample journal (every day of it answers), or a date.
 */
export interface JournalQuestion {
  readonly text: string;
  readonly language: "en" | "pt";
  readonly answers: ReadonlyArray<{ readonly event: string } | { readonly date: string }>;
}

const event = (label: string) => ({ event: label });
const day = (date: string) => ({ date });

export const journalQuestions: ReadonlyArray<JournalQuestion> = [
  // The sample journal's events.
  { text: "What was our holiday in Asia like?", language: "en", answers: [event("Trip to Japan")] },
  { text: "Where did I eat the best noodle soup ever?", language: "en", answers: [day("2022-04-11")] },
  { text: "Which day did we feed wild animals on that trip?", language: "en", answers: [day("2022-04-14")] },
  { text: "When did we take the high-speed rail?", language: "en", answers: [day("2022-04-12")] },
  { text: "How did the hiring conversation with my future employer go?", language: "en", answers: [event("Job interview at Northwind")] },
  { text: "When did I begin at the new company?", language: "en", answers: [event("First day at Northwind")] },
  { text: "When did my father have his heart operation?", language: "en", answers: [event("Dad in hospital")] },
  { text: "How long was my father in the clinic?", language: "en", answers: [event("Dad in hospital")] },
  { text: "When did we get our dog?", language: "en", answers: [event("Adopted Biscuit")] },
  { text: "When was I overworked before the product release?", language: "en", answers: [event("Helios launch crunch")] },
  { text: "When did my friend leave for Germany?", language: "en", answers: [event("Sofia's farewell")] },
  { text: "What was my finishing time in the race?", language: "en", answers: [event("Lisbon half marathon")] },
  { text: "When did we relocate to the new flat?", language: "en", answers: [event("Moving to Alfama")] },
  { text: "What happened at Miguel's marriage ceremony?", language: "en", answers: [event("Miguel's wedding")] },
  { text: "When did I become a manager at work?", language: "en", answers: [event("Promotion to team lead")] },
  { text: "Who made dessert when I turned a year older?", language: "en", answers: [event("Birthday")] },
  { text: "What happened with Dad in December?", language: "en", answers: [event("Dad in hospital")] },
  { text: "Quando foi o casamento do Miguel?", language: "pt", answers: [event("Miguel's wedding")] },
  { text: "Como correu a meia maratona de Lisboa?", language: "pt", answers: [event("Lisbon half marathon")] },
  { text: "Quando adotámos o Biscuit?", language: "pt", answers: [event("Adopted Biscuit")] },
  { text: "Quando é que a Sofia foi viver para Berlim?", language: "pt", answers: [event("Sofia's farewell")] },
  { text: "O que visitei em Quioto?", language: "pt", answers: [day("2022-04-13"), day("2022-04-12")] },
  // The hand-written days.
  { text: "When did the laundry appliance leak water everywhere?", language: "en", answers: [day("2022-02-08")] },
  { text: "When did I start the ceramics course?", language: "en", answers: [day("2022-03-19")] },
  { text: "When did Sofia have her baby?", language: "en", answers: [day("2022-05-30")] },
  { text: "Quando fui à festa popular no Porto com a Rita?", language: "pt", answers: [day("2022-06-24")] },
  { text: "When was I hurt by a sea creature at the beach?", language: "en", answers: [day("2022-08-02")] },
  { text: "When did I go to a big concert?", language: "en", answers: [day("2022-10-22")] },
  { text: "Quando perdi os meus cartões bancários?", language: "pt", answers: [day("2022-11-11")] },
  { text: "Who showed me how to make bread at home?", language: "en", answers: [day("2023-01-21")] },
  { text: "When did the vehicle stop working on the motorway?", language: "en", answers: [day("2023-04-09")] },
  { text: "Quando foi a boda da Joana?", language: "pt", answers: [day("2023-05-27")] },
  { text: "Quando comecei a pedalar para o emprego?", language: "pt", answers: [day("2023-06-12")] },
  { text: "When did we lose electricity during the hot weather?", language: "en", answers: [day("2023-08-15")] },
  { text: "When did I have a dental appointment about my molar?", language: "en", answers: [day("2023-09-30")] },
  { text: "When did I put fruit trees on the balcony?", language: "en", answers: [day("2023-11-05")] },
  { text: "O que comemos na véspera de Natal?", language: "pt", answers: [day("2023-12-24")] },
  { text: "When did we begin studying a foreign language?", language: "en", answers: [day("2024-01-14")] },
  { text: "When did I get a relaxing treatment by the coast?", language: "en", answers: [day("2024-02-29")] },
  { text: "Para onde foi a Rita estudar?", language: "pt", answers: [day("2024-03-17")] },
  { text: "When did we watch the revolution anniversary march?", language: "en", answers: [day("2024-04-25")] },
  { text: "When did I become a citizen?", language: "en", answers: [day("2024-05-03")] },
  { text: "What did the dog destroy?", language: "en", answers: [day("2024-07-13")] },
  { text: "When did I fall out of the boat with Miguel?", language: "en", answers: [day("2024-08-21")] },
  { text: "O que disse o médico sobre a minha coluna?", language: "pt", answers: [day("2024-10-05")] },
  { text: "What prize did I get at the work Christmas celebration?", language: "en", answers: [day("2024-12-15")] },
];

/** Topics the journal never touches: a search should come back empty. */
export const journalAbsentQuestions: ReadonlyArray<string> = [
  "Did I ever go skydiving?",
  "When did I play in a chess tournament?",
  "Did I take violin lessons?",
  "Have I been to Antarctica?",
  "Já fiz mergulho?",
  "When did I play tennis?",
];

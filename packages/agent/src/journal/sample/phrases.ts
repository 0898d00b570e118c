/**
 * Sentence banks of the sample journal. The one slot is {person} (in
 * Portuguese also {toPerson}: "à Ana", "ao Miguel"); places are written into
 * each sentence, so every pairing reads as something a person would do
 * there. The vocabulary deliberately never touches some topics (see
 * `neverMentioned`).
 */

export type Mood = "great" | "good" | "neutral" | "low" | "bad";

export const people = ["Ana", "Miguel", "Sofia", "Tom", "Rita"] as const;
/** Every place some sentence names. */
export const places = ["Lisbon", "Porto", "Sintra", "Cafe Aurora", "Monsanto park", "the office", "the climbing gym"] as const;
/** The pastimes the sentences are about (in Portuguese: correr, escalar, cozinhar, ler, guitarra, jardinagem). */
export const activities = ["running", "climbing", "cooking", "reading", "guitar", "gardening"] as const;

/** Topics the sample journal never mentions: questions about them must find nothing. */
export const neverMentioned = ["skydiving", "chess", "violin", "Antarctica", "scuba diving", "tennis"] as const;

/** How Portuguese says "to <person>": the article agrees with the name. */
export const toPerson = (name: string) => (["Ana", "Sofia", "Rita"].includes(name) ? `à ${name}` : `ao ${name}`);

export const english = {
  openings: {
    great: ["What a wonderful day.", "Woke up early feeling energetic and happy.", "Today was one of those bright, joyful days."],
    good: ["A good day overall.", "Pleasant day, mostly calm.", "Nice and steady today."],
    neutral: ["An ordinary day.", "Nothing special today.", "A regular weekday, mostly routine."],
    low: ["Felt a bit down today.", "Tired and flat most of the day.", "A heavy, grey sort of day."],
    bad: ["A rough day.", "Honestly a terrible day.", "Exhausted and anxious from the moment I woke up."],
  } satisfies Record<Mood, string[]>,
  feelings: {
    great: [
      "I laughed a lot and felt grateful for the people around me.",
      "I felt proud, excited and full of energy.",
      "Everything felt light and I smiled the whole way home.",
      "So thankful for days like this one.",
    ],
    good: [
      "I felt relaxed and content.",
      "It was calm and peaceful, and I enjoyed the quiet.",
      "Grateful for a simple, good day.",
      "I felt rested and in a good mood.",
    ],
    neutral: [
      "Not much to say about how I felt; it was fine.",
      "Mood was steady, neither up nor down.",
      "I kept to the routine and that was okay.",
    ],
    low: [
      "I felt lonely and a little sad in the evening.",
      "Low energy, and I worried about too many things.",
      "I was tired and slightly irritated by small things.",
      "Missed feeling motivated.",
    ],
    bad: [
      "I felt overwhelmed, stressed and anxious about everything.",
      "I was frustrated and angry, and could not sleep well.",
      "The pressure was exhausting and I felt hopeless for a while.",
      "Cried a little tonight; it has been a hard stretch.",
    ],
  } satisfies Record<Mood, string[]>,
  activities: [
    "Went running in Monsanto park in the morning.",
    "Went running along the river before work; the best part of my day.",
    "Went climbing at the climbing gym after work.",
    "Climbing session with {person} at the climbing gym; my arms are sore.",
    "Had a coffee with {person} at the café next to the climbing gym.",
    "Spent the evening cooking, which always clears my head.",
    "Tried a new soup recipe; cooking slowly on a weeknight is relaxing.",
    "Read a few chapters of a novel before bed.",
    "Spent the afternoon reading at Cafe Aurora.",
    "Practised guitar for an hour in the evening.",
    "Finally got the chords of a new song right on the guitar.",
    "Did some gardening on the balcony; the tomatoes are growing.",
    "Had lunch with {person} at Cafe Aurora.",
    "Called {person} and we talked for an hour.",
    "{person} came over for dinner and we cooked together.",
    "Walked through Lisbon after work, up to the viewpoint.",
    "Walked through Sintra with {person}, up to the castle.",
    "Took the train to Porto for the weekend to see Miguel.",
    "Did the groceries and cleaned the flat.",
  ],
  /** Sentences about the dog, once there is one. */
  dog: ["Took Biscuit for a walk in Monsanto park.", "Took Biscuit for a long walk along the river.", "Biscuit met the dog next door and the two of them chased each other around the garden."],
  closings: [
    "Going to bed early tonight.",
    "Tomorrow I want to keep things simple.",
    "Writing this down helps me see the week more clearly.",
    "Let's see what tomorrow brings.",
  ],
  work: [
    "Work was busy with emails and a long planning meeting.",
    "Spent most of the day on reports at the office.",
    "Quiet day at work, finished a few small tasks.",
    "Long day at the office with meetings about the quarterly plan.",
  ],
};

export const portuguese = {
  openings: {
    great: ["Que dia maravilhoso.", "Acordei cedo, feliz e cheio de energia."],
    good: ["Um bom dia no geral.", "Dia tranquilo e agradável."],
    neutral: ["Um dia normal.", "Nada de especial hoje."],
    low: ["Senti-me um pouco em baixo hoje.", "Dia cansativo e cinzento."],
    bad: ["Um dia horrível.", "Acordei ansioso e cansado."],
  } satisfies Record<Mood, string[]>,
  feelings: {
    great: ["Ri muito e senti gratidão pelas pessoas à minha volta.", "Estava feliz e orgulhoso."],
    good: ["Senti-me calmo e contente.", "Foi um dia de paz, gostei do silêncio."],
    neutral: ["O humor esteve estável.", "Segui a rotina e foi suficiente."],
    low: ["Senti-me sozinho e um pouco triste à noite.", "Estava cansado e preocupado com muitas coisas."],
    bad: ["Senti muita pressão e ansiedade.", "Fiquei frustrado e com raiva, dormi mal."],
  } satisfies Record<Mood, string[]>,
  activities: [
    "Fui correr no parque de Monsanto de manhã.",
    "Fui escalar ao ginásio depois do trabalho.",
    "Passei a noite a cozinhar, o que me acalma sempre.",
    "Fiquei a ler um romance até tarde.",
    "Estive a tocar guitarra durante uma hora.",
    "Fiz jardinagem na varanda.",
    "Almocei com {person} no Cafe Aurora.",
    "Liguei {toPerson} e falámos durante uma hora.",
    "Passeei por Lisboa depois do trabalho.",
    "Jantei com {person} e cozinhámos juntos.",
    "Passeei por Sintra com {person} e subimos ao castelo.",
    "Fiz as compras e limpei a casa.",
  ],
  closings: ["Vou deitar-me cedo.", "Amanhã quero fazer as coisas com calma.", "Escrever ajuda-me a pensar."],
};

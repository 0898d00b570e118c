import { describe, expect, it } from "vitest";
import { entryTerms, namesIn } from "../src/journal/insight/entryTerms.js";
import { suggestTodos } from "../src/journal/insight/suggestTodos.js";
import { termKinds } from "../src/journal/insight/termKinds.js";
import { canBeTopic } from "../src/journal/insight/topicFilter.js";

const texts = [
  "Pleasant day, mostly calm. Had lunch with Sofia at Cafe Aurora. Went climbing at the gym in the afternoon.",
  "Sofia called in the evening. The deadline for the launch is close and I felt anxious.",
  "Walked through Sintra after work. Spent the evening gardening, which always clears my head.",
  "Almocei com Rita no escritório. O prazo da entrega está a chegar. Fui correr à tarde.",
  "Liguei ao Miguel e falámos durante uma hora. As reuniões foram longas.",
];

describe("topics of entries", () => {
  it("keeps names, places, activities and things, and leaves out feelings, adverbs and conjugated verbs", () => {
    for (const word of ["pleasant", "mostly", "enjoyed", "anxious", "spent", "grateful", "almocei", "cansado", "ajuda-me", "clearly", "early", "simple", "corri", "dormi", "escrevi"]) {
      expect(canBeTopic(word), word).toBe(false);
    }
    for (const word of ["climbing", "deadline", "office", "family", "corrida", "jardinagem", "reuniões", "launch", "novel"]) expect(canBeTopic(word), word).toBe(true);
    const names = namesIn(texts);
    // "Sofia" opens the second text: a name seen mid-sentence elsewhere is a name there too, never the word "sofia".
    expect(entryTerms(texts[1]!, [], names)).toEqual(["Sofia", "deadline", "launch"]);
    expect(entryTerms(texts[0]!, [], names)).toEqual(["Sofia", "Cafe Aurora", "lunch", "climbing"]);
  });

  it("reads a mood after its label as a feeling, not a name: 'Humor: Feliz', 'Mood: Happy'", () => {
    const labelled = ["Humor: Feliz.\n\nJoguei vôlei com Juliana na praia.", "Mood: Happy. Lunch with Rita.", "Note: Rita called."];
    const names = namesIn(labelled);
    expect([...names].sort()).toEqual(["juliana", "rita"]);
    const terms = labelled.flatMap((text) => entryTerms(text, [], names));
    for (const feeling of ["Feliz", "Happy"]) expect(terms).not.toContain(feeling);
    expect(terms).toContain("Rita");
  });

  it("reads being low or worn out as a feeling, not a topic: 'em baixo', 'o cansaço', 'fatigue'", () => {
    const texts = ["Senti-me em baixo o dia todo e o cansaço não passou.", "Fiquei muito em baixo depois do jantar com a Rita.", "The fatigue and exhaustion stayed all week."];
    const names = namesIn(texts);
    const terms = texts.flatMap((text) => entryTerms(text, [], names));
    for (const feeling of ["baixo", "cansaco", "fatigue", "exhaustion"]) expect(terms).not.toContain(feeling);
    expect(terms).toContain("Rita");
  });

  it("leaves someone's home out of the topics and keeps the someone", () => {
    const rui = [
      "Dinner at Marcus's place with Inês, then board games until late.",
      "Stayed at Beatriz’s flat in Porto; her cat and Bartolomeu ignored each other.",
      "Watched the match at the Silvas' house. Then back to my place and straight to sleep.",
      "Jantámos no apartamento do Rui e depois fomos a pé até ao rio.",
    ];
    const names = namesIn(rui);
    const terms = rui.flatMap((text) => entryTerms(text, [], names));
    expect(terms).toEqual(expect.arrayContaining(["Marcus", "Beatriz", "dinner", "games", "match"]));
    for (const home of ["place", "flat", "house", "apartamento"]) expect(terms).not.toContain(home);
    // A house written about is still a topic.
    expect(entryTerms("The house needs a new roof and the plumber is booked.", [], names)).toContain("house");
  });

  it("tells people from places, activities from things, and the Portuguese article a text uses", () => {
    const kinds = termKinds(texts, ["Sofia", "Sintra", "Cafe Aurora", "Rita", "Miguel", "climbing", "gardening", "deadline", "correr", "prazo", "reuniões"]);
    expect(Object.fromEntries([...kinds].map(([term, info]) => [term, info.kind]))).toEqual({
      Sofia: "person",
      Sintra: "place",
      "Cafe Aurora": "place",
      Rita: "person",
      Miguel: "person",
      climbing: "activity",
      gardening: "activity",
      deadline: "thing",
      correr: "activity",
      prazo: "thing",
      reuniões: "thing",
    });
    expect(kinds.get("prazo")!.article).toBe("o");
    expect(kinds.get("reuniões")!.article).toBe("as");
  });

  it("knows a person by who they are to the writer, the article after “com” and “… and I”", () => {
    const journal = [
      "Almoço com a minha irmã Beatriz em Matosinhos.",
      "Nadei no mar com a Beatriz e o Jorge.",
      "Marcus and I stayed until 11pm in the office.",
      "New colleague Priya took the project over.",
      "Fui a Braga visitar os meus pais.",
    ];
    const kinds = termKinds(journal, ["Beatriz", "Jorge", "Marcus", "Priya", "Matosinhos", "Braga"]);
    expect(Object.fromEntries([...kinds].map(([term, info]) => [term, info.kind]))).toEqual({
      Beatriz: "person",
      Jorge: "person",
      Marcus: "person",
      Priya: "person",
      Matosinhos: "place",
      Braga: "place",
    });
  });
});

describe("a place reached or run beside, named after “ao” or “the”", () => {
  it("is a place, while “liguei ao Miguel” stays a person", () => {
    const journal = [
      "Corri 5 km junto ao Mondego antes do turno.",
      "Fui correr ao Choupal, 8 km. Depois fui ao Porto com a Carla.",
      "Liguei ao Miguel à noite.",
      "Ran along the Irwell with Biscuit, then cycled across the Pennines.",
      "Called Dev about the trip.",
    ];
    const kinds = termKinds(journal, ["Mondego", "Choupal", "Porto", "Miguel", "Carla", "Irwell", "Pennines", "Biscuit", "Dev"]);
    expect(Object.fromEntries([...kinds].map(([term, info]) => [term, info.kind]))).toEqual({
      Mondego: "place",
      Choupal: "place",
      Porto: "place",
      Miguel: "person",
      Carla: "person",
      Irwell: "place",
      Pennines: "place",
      Biscuit: "person",
      Dev: "person",
    });
  });
});

describe("a project or system named like a place", () => {
  it("is a thing when the journal speaks of its rollout, its training or working on it, while the places around it stay places", () => {
    const journal = [
      "Started the Orion rollout on the ward, the new charting system. Training all day with Kwame.",
      "Trabalhei no Orion o dia todo, reuniões sem fim.",
      "Orion went live on the ward. Chaos.",
      "Orion training for the new nurses. Yoga at the studio in Cedofeita after.",
      "Rafael asked me to lead the Orion feedback group.",
      "Dinner in Cedofeita with Margarida. Then a walk in Bonfim.",
      "Food bank in Bonfim with Guida.",
    ];
    const kinds = termKinds(journal, ["Orion", "Cedofeita", "Bonfim"]);
    expect(Object.fromEntries([...kinds].map(([term, info]) => [term, info.kind]))).toEqual({ Orion: "thing", Cedofeita: "place", Bonfim: "place" });
  });
});

describe("suggestTodos", () => {
  const metrics = {
    happiness: { current: 42, previous: 55, change: -13, trend: "falling" as const },
    stress: { current: 61, previous: 50, change: 11, trend: "rising" as const },
    energy: { current: 40, previous: 48, change: -8, trend: "falling" as const },
  };
  const input = {
    metrics,
    protectiveFactors: [{ term: "Sofia", lift: 12 }, { term: "climbing", lift: 9 }],
    stressors: [{ term: "deadline", lift: 15 }, { term: "Sintra", lift: 6 }],
    entryCount: 9,
    days: 14,
    kinds: termKinds(texts, ["Sofia", "climbing", "deadline", "Sintra", "prazo", "reuniões"]),
  };

  it("writes each suggestion as a sentence about a person, place, activity or thing", () => {
    const titles = suggestTodos(input).map((todo) => todo.title);
    expect(titles).toEqual([
      "Take a real break from the pressure.",
      "Spend time with Sofia this week.",
      "Make time for climbing this week.",
      "Take one small step on the deadline today.",
      "Plan a lighter day at Sintra.",
      "Protect your sleep tonight.",
      "Reach out to someone you trust.",
    ]);
  });

  it("writes a word the entries use bare without 'the': 'sleep', not 'the sleep'", () => {
    const journal = ["Not enough sleep again, and people everywhere at the office.", "Sleep was short.", "Dinner with people from work.", "The deadline moved to Friday."];
    const kinds = termKinds(journal, ["sleep", "people", "deadline"]);
    expect([kinds.get("sleep")?.determined, kinds.get("people")?.determined, kinds.get("deadline")?.determined]).toEqual([false, false, true]);
    const titles = suggestTodos({ ...input, protectiveFactors: [{ term: "people", lift: 12 }], stressors: [{ term: "sleep", lift: 15 }, { term: "deadline", lift: 6 }], kinds }).map((todo) => todo.title);
    expect(titles).toContain("Plan more days like the ones with people.");
    expect(titles).toContain("Take one small step on sleep today.");
    expect(titles).toContain("Take one small step on the deadline today.");
  });

  it("writes them in Portuguese when asked, with the articles the entries use", () => {
    const todos = suggestTodos({ ...input, language: "pt", stressors: [{ term: "prazo", lift: 15 }, { term: "reuniões", lift: 8 }] });
    expect(todos.map((todo) => todo.title)).toEqual([
      "Fazer uma pausa verdadeira da pressão.",
      "Passar tempo com Sofia esta semana.",
      "Reservar tempo para «climbing» esta semana.",
      "Dar hoje um pequeno passo em relação ao prazo.",
      "Dar hoje um pequeno passo em relação às reuniões.",
      "Proteger o sono esta noite.",
      "Falar com alguém de confiança.",
    ]);
    expect(todos[0]!.why).toBe("O stress subiu: stress com média de 61/100 nos últimos 7 dias (+11 em relação à semana anterior).");
  });

  it("quotes the writer's English words in Portuguese, without an article: 'com «people»', not 'com o people'", () => {
    const journal = ["Not enough sleep again, and people everywhere at the office.", "Dinner with people from work.", "O prazo da entrega está a chegar."];
    const kinds = termKinds(journal, ["people", "prazo"]);
    expect([kinds.get("people")?.english, kinds.get("prazo")?.english]).toEqual([true, false]);
    const titles = suggestTodos({ ...input, language: "pt", protectiveFactors: [{ term: "people", lift: 12 }], stressors: [{ term: "prazo", lift: 15 }], kinds }).map((todo) => todo.title);
    expect(titles).toContain("Ter mais momentos como os dias com «people».");
    expect(titles).toContain("Dar hoje um pequeno passo em relação ao prazo.");
    expect(titles.join(" ")).not.toMatch(/\b(?:o|a|os|as) people\b/);
  });

  it("fills up to five with general suggestions, each a full sentence", () => {
    const calm = { current: 70, previous: 68, change: 2, trend: "steady" as const };
    const todos = suggestTodos({ metrics: { happiness: calm, stress: { ...calm, current: 20 }, energy: calm }, protectiveFactors: [], stressors: [], entryCount: 1, days: 14 });
    expect(todos).toHaveLength(5);
    for (const todo of todos) {
      expect(todo.title).toMatch(/^\p{Lu}.*\.$/u);
      expect(todo.firstStep).toMatch(/^\p{Lu}/u);
    }
    expect(todos[0]!.why).toBe("You wrote 1 entry in the last 14 days; regular entries make these readings more reliable.");
  });
});

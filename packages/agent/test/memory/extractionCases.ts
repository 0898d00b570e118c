import type { ExtractionInput, IgnoredReason, MemoryType } from "@lifeos/core";

/** Wednesday 12 March 2025, 15:00 in Lisbon (UTC+0 then). */
export const sentAt = new Date("2025-03-12T15:00:00Z");
export const timeZone = "Europe/Lisbon";

/** What one message must yield; fields left out are not checked. */
export interface ExtractionCase {
  readonly text: string;
  readonly input?: Partial<ExtractionInput>;
  /** Every memory, in order: type and triple (subject, predicate, object; null for none). */
  readonly memories?: ReadonlyArray<readonly [MemoryType, readonly [string, string, string] | null]>;
  /** When the memories happened (ISO instant and precision), in memory order; null for undated. */
  readonly occurred?: ReadonlyArray<readonly [string, string] | null>;
  /** Entities that must be among those found: name, type, relationship to the person, gender. */
  readonly entities?: ReadonlyArray<readonly [string, string, string | null, string | null]>;
  readonly tasks?: ReadonlyArray<readonly [kind: "need" | "task", owner: string, topic: string | null]>;
  readonly appointments?: ReadonlyArray<readonly [status: "past" | "upcoming", topic: string]>;
  readonly unknownPeople?: ReadonlyArray<string>;
  /** The message must yield nothing at all, for this reason. */
  readonly nothing?: IgnoredReason;
  readonly context?: ReadonlyArray<string>;
}

export const portugueseCases: ReadonlyArray<readonly [string, ExtractionCase]> = [
  [
    "the Susana scenario",
    {
      text: "A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento",
      memories: [
        ["relationship", ["Susana", "relationship_to_user", "daughter"]],
        ["task", ["Susana", "needs", "ophthalmologist"]],
        ["event", ["user", "visited", "dentist"]],
        ["task", ["user", "must_do", "fazer um tratamento"]],
      ],
      occurred: [null, null, ["2025-03-10T00:00:00.000Z", "week"], null],
      entities: [["Susana", "person", "daughter", "female"]],
      tasks: [["need", "Susana", "ophthalmologist"], ["task", "user", null]],
      appointments: [["past", "dentist"]],
      unknownPeople: [],
      context: ["family", "family", "personal", "personal"],
    },
  ],
  ["an unknown person", { text: "A Susana precisa ir ao dentista", memories: [["task", ["Susana", "needs", "dentist"]]], unknownPeople: ["Susana"], entities: [["Susana", "person", null, "female"]] }],
  ["a known person is not asked about", { text: "A Susana precisa ir ao dentista", input: { knownEntities: [{ name: "Susana", aliases: [], relationshipToUser: "daughter", gender: "female" }] }, unknownPeople: [], context: ["family"] }],
  ["a relative by relation, known by name", { text: "Minha filha precisa ir ao pediatra", input: { knownEntities: [{ name: "Susana", aliases: [], relationshipToUser: "daughter", gender: "female" }] }, memories: [["task", ["Susana", "needs", "pediatrician"]]], tasks: [["need", "Susana", "pediatrician"]] }],
  ["a relative by relation only", { text: "O meu filho precisa de óculos novos", memories: [["task", ["o meu filho", "needs", "óculos novos"]]], tasks: [["need", "o meu filho", null]], context: ["family"] }],
  ["fui ao dentista (European form)", { text: "Fui ao dentista ontem", memories: [["event", ["user", "visited", "dentist"]]], occurred: [["2025-03-11T00:00:00.000Z", "day"]] }],
  ["estive no médico", { text: "Anteontem estive no médico", memories: [["event", ["user", "visited", "doctor"]]], occurred: [["2025-03-10T00:00:00.000Z", "day"]] }],
  ["a past weekday", { text: "Na sexta passada fui ao cabeleireiro", memories: [["event", ["user", "visited", "hairdresser"]]], occurred: [["2025-03-07T00:00:00.000Z", "day"]] }],
  ["an appointment with a time", { text: "Tenho consulta no oftalmologista na próxima terça às 15h", memories: [["appointment", ["user", "appointment", "ophthalmologist"]]], occurred: [["2025-03-18T15:00:00.000Z", "minute"]], appointments: [["upcoming", "ophthalmologist"]] }],
  ["tenho dentista (a service only)", { text: "Tenho dentista sexta às 9h30", memories: [["appointment", ["user", "appointment", "dentist"]]], occurred: [["2025-03-14T09:30:00.000Z", "minute"]] }],
  ["vou ao médico amanhã", { text: "Vou ao médico amanhã de manhã", memories: [["appointment", ["user", "appointment", "doctor"]]], appointments: [["upcoming", "doctor"]] }],
  ["marquei a fisioterapia", { text: "Marquei fisioterapia para daqui a duas semanas", memories: [["appointment", ["user", "appointment", "physiotherapist"]]], occurred: [["2025-03-26T00:00:00.000Z", "day"]] }],
  ["took someone to a visit", { text: "Ontem levei a Susana ao pediatra", memories: [["event", ["Susana", "visited", "pediatrician"]]], occurred: [["2025-03-11T00:00:00.000Z", "day"]] }],
  ["tenho de renovar (European form)", { text: "Tenho de renovar o cartão de cidadão", memories: [["task", ["user", "must_do", "renovar o cartão de cidadão"]]], tasks: [["task", "user", null]] }],
  ["tenho que (Brazilian form)", { text: "Tenho que pagar o IPVA até sexta", memories: [["task", ["user", "must_do", "pagar o IPVA até"]]] }],
  ["precisa ir no oftalmologista", { text: "O Pedro precisa ir no oftalmologista", memories: [["task", ["Pedro", "needs", "ophthalmologist"]]], entities: [["Pedro", "person", null, "male"]], unknownPeople: ["Pedro"] }],
  ["relationship stated", { text: "Susana é minha filha", memories: [["relationship", ["Susana", "relationship_to_user", "daughter"]]], entities: [["Susana", "person", "daughter", "female"]], unknownPeople: [] }],
  ["the boss in passing", { text: "O meu chefe, o Rui, mora em Lisboa", memories: [["relationship", ["Rui", "relationship_to_user", "boss"]], ["fact", ["Rui", "lives_in", "Lisboa"]]], entities: [["Rui", "person", "boss", "male"], ["Lisboa", "place", null, null]], context: ["work", "work"] }],
  ["a boss's name told", { text: "O meu chefe chama-se Rui", memories: [["relationship", ["Rui", "relationship_to_user", "boss"]]], entities: [["Rui", "person", "boss", "male"]] }],
  ["a name after the relation, Brazilian", { text: "minha dentista se chama Helena", memories: [["relationship", ["Helena", "relationship_to_user", "dentist"]]] }],
  ["an allergy", { text: "Sou alérgica à penicilina", memories: [["fact", ["user", "allergic_to", "penicilina"]]] }],
  ["someone else's allergy", { text: "A Susana é alérgica a amendoins", memories: [["fact", ["Susana", "allergic_to", "amendoins"]]] }],
  ["a female boss by article", { text: "A minha chefe, a Carla, prefere reuniões à tarde", memories: [["relationship", ["Carla", "relationship_to_user", "boss"]], ["preference", ["Carla", "prefers:reunioes", "afternoon"]]], entities: [["Carla", "person", "boss", "female"]] }],
  ["a relationship between two people", { text: "A Ana, filha do Rui, mora no Porto", memories: [["fact", ["Ana", "lives_in", "Porto"]]], entities: [["Ana", "person", null, "female"], ["Rui", "person", null, "male"]] }],
  ["age", { text: "Susana tem 15 anos", memories: [["fact", ["Susana", "age", "15"]]] }],
  ["a birthday, dated", { text: "A Susana fez 16 anos ontem", memories: [["fact", ["Susana", "age", "16"]]] }],
  ["an age with no other Portuguese word", { text: "Susana fez 16 anos", memories: [["fact", ["Susana", "age", "16"]]] }],
  ["own age", { text: "Tenho 42 anos", memories: [["fact", ["user", "age", "42"]]] }],
  ["where I live", { text: "Moro em São Paulo", memories: [["fact", ["user", "lives_in", "São Paulo"]]], entities: [["São Paulo", "place", null, null]] }],
  ["a move", { text: "Mudei-me para o Porto", memories: [["fact", ["user", "lives_in", "Porto"]]] }],
  ["where I work", { text: "Trabalho na Natura", memories: [["fact", ["user", "works_at", "Natura"]]], entities: [["Natura", "organization", null, null]], context: ["work"] }],
  ["relationship status", { text: "Sou casada", memories: [["fact", ["user", "relationship_status", "married"]]] }],
  ["email", { text: "O meu email é ana.silva@exemplo.pt", memories: [["fact", ["user", "email", "ana.silva@exemplo.pt"]]] }],
  ["someone's phone", { text: "O telefone da Marta é 912 345 678", memories: [["fact", ["Marta", "phone", "912345678"]]] }],
  ["não gosto de", { text: "Não gosto de acordar cedo", memories: [["preference", ["user", "dislikes", "acordar cedo"]]] }],
  ["gosto de", { text: "Gosto muito de caminhar na praia", memories: [["preference", ["user", "likes", "caminhar na praia"]]] }],
  ["prefiro … de manhã", { text: "Prefiro reuniões de manhã", memories: [["preference", ["user", "prefers:reunioes", "morning"]]], context: ["work"] }],
  ["odeio", { text: "Odeio coentro", memories: [["preference", ["user", "dislikes", "coentro"]]] }],
  ["cunhado (in-laws)", { text: "O meu cunhado Carlos trabalha na Petrobras", entities: [["Carlos", "person", "brother-in-law", "male"]] }],
  ["deixei de (um hábito deixado)", { text: "Deixei de beber café", memories: [["preference", ["user", "quit", "beber cafe"]]] }],
  ["parei de", { text: "Parei de fumar no ano passado", memories: [["preference", ["user", "quit", "fumar"]]] }],
  ["já não (um hábito)", { text: "Já não como carne", memories: [["preference", ["user", "quit", "como carne"]]] }],
  ["lunch with someone", { text: "Almocei com a Marta hoje", memories: [["event", ["user", "met_with", "Marta"]]], unknownPeople: ["Marta"] }],
  ["two clauses joined by e", { text: "Fui ao dentista ontem e tenho consulta no oftalmologista na próxima terça às 15h", memories: [["event", ["user", "visited", "dentist"]], ["appointment", ["user", "appointment", "ophthalmologist"]]] }],
  ["a question", { text: "Quando foi a última vez que fui ao dentista?", nothing: "question" }],
  ["a question without a mark", { text: "Quem é a Susana", nothing: "question" }],
  ["do you remember (a question)", { text: "Você lembra quando fui ao médico?", nothing: "question" }],
  ["a hypothetical", { text: "Se eu for promovido, vou mudar para Lisboa", nothing: "hypothetical" }],
  ["a hedge", { text: "Talvez eu vá ao dentista na semana que vem", nothing: "hypothetical" }],
  ["a wish", { text: "Eu gostaria de visitar o Japão", nothing: "hypothetical" }],
  ["small talk", { text: "Bom dia!", nothing: "smallTalk" }],
  ["thanks", { text: "Obrigada", nothing: "smallTalk" }],
  ["an instruction", { text: "Mostra as minhas entradas da semana passada", nothing: "instruction" }],
  // Asking for a reminder is the task it names (the reminder is created from it).
  ["a request to be reminded", { text: "Me lembra de ligar para a minha mãe amanhã", memories: [["task", ["user", "must_do", "ligar para a minha mãe"]]], tasks: [["task", "user", null]] }],
  ["don't keep this", { text: "Não guarda isso: estou a pensar mudar de emprego", nothing: "command" }],
  ["forget that", { text: "Esquece isso", nothing: "command" }],
  ["nothing to keep", { text: "Hoje está a chover muito", nothing: "noMatch" }],
  ["a like of nothing in particular", { text: "Gosto disso", nothing: "noMatch" }],
  ["a request to the assistant", { text: "Preciso que você escreva um email para o meu chefe", nothing: "instruction" }],
  ["asking for help", { text: "Preciso de ajuda com o código", nothing: "instruction" }],
  ["a vague need", { text: "Preciso descansar", nothing: "noMatch" }],
  ["an interjection first", { text: "Sim, fui ao dentista ontem", memories: [["event", ["user", "visited", "dentist"]]] }],
  ["a place said with an article", { text: "Fui no mercado ontem", memories: [["event", ["user", "visited", "mercado"]]] }],
];

export const englishCases: ReadonlyArray<readonly [string, ExtractionCase]> = [
  [
    "the Susana scenario in English",
    {
      text: "My daughter Susana needs to see the eye doctor. This week I went to the dentist. I need to get a treatment.",
      memories: [
        ["relationship", ["Susana", "relationship_to_user", "daughter"]],
        ["task", ["Susana", "needs", "ophthalmologist"]],
        ["event", ["user", "visited", "dentist"]],
        ["task", ["user", "must_do", "get a treatment"]],
      ],
      occurred: [null, null, ["2025-03-10T00:00:00.000Z", "week"], null],
      entities: [["Susana", "person", "daughter", "female"]],
      tasks: [["need", "Susana", "ophthalmologist"], ["task", "user", null]],
      unknownPeople: [],
    },
  ],
  ["my wife Ana", { text: "My wife Ana works at Google", memories: [["relationship", ["Ana", "relationship_to_user", "wife"]], ["fact", ["Ana", "works_at", "Google"]]], entities: [["Ana", "person", "wife", "female"], ["Google", "organization", null, null]] }],
  ["the dentist's name", { text: "Dr. Almeida, my dentist, retired last year", memories: [["relationship", ["Dr. Almeida", "relationship_to_user", "dentist"]]], entities: [["Dr. Almeida", "person", "dentist", null]] }],
  ["a boss's name told", { text: "My boss is called Rui", memories: [["relationship", ["Rui", "relationship_to_user", "boss"]]] }],
  ["a name by its possessive", { text: "my dentist's name is Dr. Almeida", memories: [["relationship", ["Dr. Almeida", "relationship_to_user", "dentist"]]] }],
  ["an allergy", { text: "I'm allergic to penicillin", memories: [["fact", ["user", "allergic_to", "penicillin"]]] }],
  ["an allergy had", { text: "I have a peanut allergy", memories: [["fact", ["user", "allergic_to", "peanut"]]] }],
  ["someone else's allergy", { text: "Tom is allergic to cats", memories: [["fact", ["Tom", "allergic_to", "cats"]]] }],
  ["is my boss", { text: "Rui is my boss", memories: [["relationship", ["Rui", "relationship_to_user", "boss"]]], context: ["work"] }],
  ["renew my passport", { text: "I need to renew my passport", memories: [["task", ["user", "must_do", "renew my passport"]]], tasks: [["task", "user", null]] }],
  ["has to, for someone else", { text: "Susana has to get braces", memories: [["task", ["Susana", "needs", "get braces"]]], tasks: [["need", "Susana", null]], unknownPeople: ["Susana"] }],
  ["next Tuesday at 2 pm", { text: "I have a dentist appointment next Tuesday at 2 pm", memories: [["appointment", ["user", "appointment", "dentist"]]], occurred: [["2025-03-18T14:00:00.000Z", "minute"]], appointments: [["upcoming", "dentist"]] }],
  ["a noun phrase appointment", { text: "Dentist appointment on Friday at 9am", memories: [["appointment", ["user", "appointment", "dentist"]]], occurred: [["2025-03-14T09:00:00.000Z", "minute"]] }],
  ["seeing someone", { text: "I'm seeing the physio tomorrow", memories: [["appointment", ["user", "appointment", "physiotherapist"]]], occurred: [["2025-03-13T00:00:00.000Z", "day"]] }],
  ["last Friday", { text: "I went to the dentist last Friday", memories: [["event", ["user", "visited", "dentist"]]], occurred: [["2025-03-07T00:00:00.000Z", "day"]] }],
  ["yesterday", { text: "Yesterday I saw the doctor", memories: [["event", ["user", "visited", "doctor"]]], occurred: [["2025-03-11T00:00:00.000Z", "day"]] }],
  ["a past weekday alone", { text: "On Monday I had a dental checkup", memories: [["event", ["user", "visited", "dentist"]]], occurred: [["2025-03-10T00:00:00.000Z", "day"]] }],
  ["took someone", { text: "I took my son to the pediatrician last week", memories: [["event", ["my son", "visited", "pediatrician"]]], occurred: [["2025-03-03T00:00:00.000Z", "week"]] }],
  ["I prefer … in the morning", { text: "I prefer meetings in the morning", memories: [["preference", ["user", "prefers:meetings", "morning"]]], context: ["work"] }],
  ["I hate", { text: "I hate cilantro", memories: [["preference", ["user", "dislikes", "cilantro"]]] }],
  ["brother-in-law", { text: "My brother-in-law Mike works at Google", entities: [["Mike", "person", "brother-in-law", "male"]] }],
  ["I stopped (a habit given up)", { text: "I stopped drinking coffee", memories: [["preference", ["user", "quit", "drinking coffee"]]] }],
  ["I quit", { text: "I quit smoking last year", memories: [["preference", ["user", "quit", "smoking"]]] }],
  ["I don't … anymore", { text: "I don't eat meat anymore", memories: [["preference", ["user", "quit", "eat meat"]]] }],
  ["I stopped by (no habit given up)", { text: "I stopped by the bakery", nothing: "noMatch" }],
  ["I don't like", { text: "I don't like horror movies", memories: [["preference", ["user", "dislikes", "horror movies"]]] }],
  ["I love", { text: "I love hiking in the mountains", memories: [["preference", ["user", "likes", "hiking in the mountains"]]] }],
  ["someone else's preference", { text: "My wife doesn't like spicy food", memories: [["preference", ["my wife", "dislikes", "spicy food"]]], context: ["family"] }],
  ["my age", { text: "I'm 40 years old", memories: [["fact", ["user", "age", "40"]]] }],
  ["someone's age", { text: "Susana turned 16 yesterday", memories: [["fact", ["Susana", "age", "16"]]] }],
  ["where I live", { text: "I live in Lisbon", memories: [["fact", ["user", "lives_in", "Lisbon"]]], entities: [["Lisbon", "place", null, null]] }],
  ["a move", { text: "I just moved to Porto", memories: [["fact", ["user", "lives_in", "Porto"]]] }],
  ["where I work", { text: "I work at Acme Corp", memories: [["fact", ["user", "works_at", "Acme Corp"]]], context: ["work"] }],
  ["married", { text: "I got married", memories: [["fact", ["user", "relationship_status", "married"]]] }],
  ["email", { text: "My email is joe@example.com", memories: [["fact", ["user", "email", "joe@example.com"]]] }],
  ["someone's number", { text: "Ana's phone number is +351 912 000 111", memories: [["fact", ["Ana", "phone", "+351912000111"]]] }],
  ["lunch with someone", { text: "I had lunch with John yesterday", memories: [["event", ["user", "met_with", "John"]]], unknownPeople: ["John"] }],
  ["two clauses joined by and", { text: "I went to the gym today and I need to call the bank", memories: [["event", ["user", "visited", "gym"]], ["task", ["user", "must_do", "call the bank"]]] }],
  ["a question", { text: "When did I last go to the dentist?", nothing: "question" }],
  ["a question without a mark", { text: "who is Susana", nothing: "question" }],
  ["asking the assistant", { text: "Can you tell me what I did last week?", nothing: "question" }],
  ["a hypothetical", { text: "If I get the job, I'll move to Porto", nothing: "hypothetical" }],
  ["a hedge", { text: "Maybe I need a new phone", nothing: "hypothetical" }],
  ["a wish", { text: "I would love to visit Japan someday", nothing: "hypothetical" }],
  ["small talk", { text: "Hi there! Thanks a lot!", nothing: "smallTalk" }],
  ["an instruction", { text: "Summarize my journal for February", nothing: "instruction" }],
  ["a request to be reminded", { text: "Remind me to call mom tomorrow", memories: [["task", ["user", "must_do", "call mom"]]], tasks: [["task", "user", null]] }],
  ["don't remember this", { text: "Don't remember this: I'm interviewing at Acme", nothing: "command" }],
  ["off the record", { text: "Off the record, I hate my job", nothing: "command" }],
  ["forget that", { text: "Forget that", nothing: "command" }],
  ["nothing to keep", { text: "The weather was lovely", nothing: "noMatch" }],
  ["not a command: telling", { text: "I don't remember this place", nothing: "noMatch" }],
  ["an idiom, not a visit", { text: "I went to bed early", nothing: "noMatch" }],
  ["seeing a film is not a visit", { text: "I saw a movie", nothing: "noMatch" }],
  ["a vague need", { text: "I need a break", nothing: "noMatch" }],
  ["loving someone is not a preference to keep", { text: "I love you", nothing: "noMatch" }],
  ["a request to the assistant", { text: "I need you to write an email", nothing: "instruction" }],
  ["a named place", { text: "I went to Paris last year", memories: [["event", ["user", "visited", "Paris"]]], occurred: [["2024-01-01T00:00:00.000Z", "year"]], entities: [["Paris", "place", null, null]] }],
];

import type { ReflectionMood } from "@lifeos/core";

/** Fifteen varied journal entries with the mood and at least one theme a careful reader would name. */
export interface GoldenEntry {
  readonly text: string;
  readonly language: "en" | "pt";
  readonly mood: ReflectionMood;
  /** Themes of which at least one must be found. */
  readonly themes: ReadonlyArray<string>;
}

export const goldenEntries: ReadonlyArray<GoldenEntry> = [
  { language: "en", mood: "calm", themes: ["gratitude", "family"], text: "A quiet Sunday. I made coffee, read on the porch and called my mother. I feel grateful and at peace; nothing needed fixing today." },
  { language: "en", mood: "sad", themes: ["loss", "family"], text: "Grandma died on Tuesday. The funeral was this morning and I keep crying when I see her handwriting. I miss her so much and the house feels empty." },
  { language: "en", mood: "angry", themes: ["conflict", "work"], text: "I am furious. My colleague took credit for my project in the meeting and my boss said nothing. It was unfair and I am still angry hours later." },
  { language: "en", mood: "energized", themes: ["work", "change", "purpose"], text: "Best day in months! I got the new job offer and I feel excited, full of energy and proud. I went for a run and celebrated with friends." },
  { language: "en", mood: "stressed", themes: ["work", "time", "sleep"], text: "The deadline is tomorrow, three reports are late and my boss keeps emailing. I am overwhelmed and stressed, I slept four hours and there is no time." },
  { language: "en", mood: "tense", themes: ["fear", "study", "health"], text: "I am anxious about the exam results and the doctor appointment on Monday. I keep worrying and feel nervous, my chest is tight." },
  { language: "en", mood: "sad", themes: ["solitude", "relationships"], text: "Another evening alone. My friends are busy and I feel lonely and sad. I miss having someone to talk to after work." },
  { language: "en", mood: "calm", themes: ["health", "gratitude"], text: "Slow morning yoga, a long walk by the river and a calm afternoon. My body feels rested and I am thankful for the quiet." },
  { language: "pt", mood: "calm", themes: ["gratidão", "família"], text: "Um domingo tranquilo. Tomei café com a minha mãe, li no jardim e me senti em paz. Sou grata por este dia calmo." },
  { language: "pt", mood: "sad", themes: ["perda", "família"], text: "Meu avô faleceu ontem. O funeral foi hoje e não paro de chorar. Sinto muita saudade e uma tristeza enorme." },
  { language: "pt", mood: "angry", themes: ["conflito", "família"], text: "Estou com muita raiva. Discuti com meu irmão de novo, ele gritou comigo e foi injusto. Fiquei furioso o dia inteiro." },
  { language: "pt", mood: "energized", themes: ["trabalho", "mudança"], text: "Que dia incrível! Consegui o emprego novo, estou animada, cheia de energia e feliz. Comemorei com os amigos e dancei muito." },
  { language: "pt", mood: "stressed", themes: ["trabalho", "tempo"], text: "O prazo do projeto é amanhã, o chefe cobrou o relatório três vezes e estou sobrecarregado e estressado. Não tenho tempo para nada." },
  { language: "pt", mood: "tense", themes: ["preocupação", "estudos"], text: "Estou ansiosa com a prova de amanhã. Fico preocupada, nervosa, com medo de não passar, e não consigo me concentrar." },
  { language: "pt", mood: "stressed", themes: ["dinheiro", "preocupação"], text: "As contas do mês chegaram e o aluguel subiu. Estou estressado e preocupado com as dívidas, sob muita pressão." },
];

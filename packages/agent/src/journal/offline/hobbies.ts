/**
 * Pastimes a journal may speak of, each a topic of `concepts` (whose words
 * in both languages are counted) with its name in each language: "what are
 * my hobbies?" counts the entries that mention each and ranks them.
 */
export const hobbies: ReadonlyArray<{ readonly concept: string; readonly en: string; readonly pt: string }> = [
  { concept: "running", en: "running", pt: "corrida" },
  { concept: "climbing", en: "climbing", pt: "escalada" },
  { concept: "gym", en: "the gym", pt: "ginásio" },
  { concept: "swimming", en: "swimming", pt: "natação" },
  { concept: "cycling", en: "cycling", pt: "ciclismo" },
  { concept: "hiking", en: "hiking", pt: "caminhadas" },
  { concept: "yoga", en: "yoga", pt: "ioga" },
  { concept: "football", en: "football", pt: "futebol" },
  { concept: "cooking", en: "cooking", pt: "cozinhar" },
  { concept: "reading", en: "reading", pt: "leitura" },
  { concept: "guitar", en: "guitar", pt: "guitarra" },
  { concept: "piano", en: "piano", pt: "piano" },
  { concept: "garden", en: "gardening", pt: "jardinagem" },
  { concept: "meditation", en: "meditation", pt: "meditação" },
  { concept: "movie", en: "films and series", pt: "filmes e séries" },
];

/** "what are my hobbies?", "what do I do for fun?", "quais são os meus passatempos?", "o que faço nos tempos livres?" */
export const hobbiesAsked =
  /\b(?:hobbies|hobby|pastimes?|passatempos?|what do i (?:usually )?do (?:for fun|in my (?:free|spare) time)|(?:my )?free time activities|o que (?:e que )?(?:eu )?(?:faco|costumo fazer) (?:nos?|em) (?:meus? )?tempos? livres?|atividades de lazer|lazer)\b/;

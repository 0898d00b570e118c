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
  { concept: "cooking", en: "cooking and baking", pt: "cozinhar" },
  { concept: "singing", en: "singing", pt: "cantar" },
  { concept: "volunteering", en: "volunteering", pt: "voluntariado" },
  { concept: "walking", en: "walks", pt: "passeios" },
  { concept: "reading", en: "reading", pt: "leitura" },
  { concept: "guitar", en: "guitar", pt: "guitarra" },
  { concept: "piano", en: "piano", pt: "piano" },
  { concept: "garden", en: "gardening", pt: "jardinagem" },
  { concept: "meditation", en: "meditation", pt: "meditação" },
  { concept: "movie", en: "films and series", pt: "filmes e séries" },
];

/** "what do I usually do on weekends?", "o que costumo fazer ao fim de semana?": the pastimes of the weekends' entries. */
export const weekendHabitsAsked =
  /\b(?:what (?:do|did) i (?:usually |normally |typically |tend to )?do (?:on|at|during|over) (?:the )?weekends?|how do i (?:usually )?spend (?:my )?weekends?|my (?:usual )?weekends?(?: like)?\?|o que (?:e que )?(?:eu )?(?:costumo fazer|faco|fazia|costumava fazer) (?:aos?|nos?|ao|durante (?:os|o)) (?:fim|fins) de semana|como (?:e que )?(?:costumo passar|passo) (?:os|o) (?:fim|fins) de semana)\b/;

/** "what are my hobbies?", "what do I do for fun?", "quais são os meus passatempos?", "o que faço nos tempos livres?" */
export const hobbiesAsked =
  /\b(?:hobbies|hobby|pastimes?|passatempos?|what do i (?:usually )?do (?:for fun|in my (?:free|spare) time)|(?:my )?free time activities|o que (?:e que )?(?:eu )?(?:faco|costumo fazer) (?:nos?|em) (?:meus? )?tempos? livres?|atividades de lazer|lazer)\b/;

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
  /\b(?:what do i (?:usually |normally |typically |tend to )?do (?:on|at|during|over) (?:the )?weekends?|what did i (?:usually |normally |typically |tend to )do (?:on|at|during|over) (?:the )?weekends?|what did i do (?:on|at|during|over) weekends|what have i been doing (?:on|at|during|over) (?:the )?weekends|how do i (?:usually )?spend (?:my )?weekends?|my (?:usual )?weekends?(?: like)?\?|o que (?:e que )?(?:eu )?(?:costumo fazer|faco|fazia|costumava fazer|tenho feito) (?:aos?|nos?|ao|durante (?:os|o)) (?:fim|fins) de semana|como (?:e que )?(?:costumo passar|passo) (?:os|o) (?:fim|fins) de semana)\b/;

/** The end of a "most" asked alone, not of one with someone or against something. */
const alone = String.raw`(?! (?:with|than|com|do que|que)\b)`;
/**
 * What one did most, or spent most time on: "what did I do most last month?", "what do I spend most of my time on?",
 * "o que fiz mais este ano?", "em que passei mais tempo?", "a que dediquei mais tempo em outubro?" — not what was
 * done most with someone ("what did I do most with Ana?").
 */
const doneMost = String.raw`what (?:did|do) i (?:do )?(?:the )?most(?: often)?${alone}|what (?:did|do) i do the most${alone}|what (?:did|do) i spend (?:the )?most (?:of my )?time (?:on|doing)|o que (?:e que )?(?:eu )?(?:fiz|faco|fazia) mais(?: vezes)?${alone}|o que (?:e que )?(?:eu )?mais (?:fiz|faco)${alone}|(?:em que|com que|a que) (?:e que )?(?:eu )?(?:passei|passo|gastei|gasto|dediquei|dedico) mais (?:o meu )?tempo`;

/** Habits asked as what one does regularly: "what are my habits?", "my routine", "quais são os meus hábitos?", "o que costumo fazer?". */
const habitWords = String.raw`(?:my|meus|minhas?|a minha) (?:daily |usual |regular |diarios |habituais )?(?:habits|routines?|habitos|rotinas?)|what do i (?:usually|normally|regularly|typically|often) do(?! \w)|o que (?:e que )?(?:eu )?(?:costumo fazer|faco (?:normalmente|habitualmente|regularmente|muitas vezes))(?! \w)|${doneMost}`;

export const habitsAsked = new RegExp(String.raw`\b(?:${habitWords})\b`);

/** "what are my hobbies?", "what do I do for fun?", "quais são os meus passatempos?", "o que faço nos tempos livres?", and habits (`habitsAsked`). */
export const hobbiesAsked = new RegExp(
  String.raw`\b(?:${habitWords}|hobbies|hobby|pastimes?|passatempos?|what do i (?:usually )?do (?:for fun|in my (?:free|spare) time)|(?:my )?free time activities|o que (?:e que )?(?:eu )?(?:faco|costumo fazer) (?:nos?|em) (?:meus? )?tempos? livres?|atividades de lazer|lazer)\b`,
);

/** The days of the week as `count_mentions` names them, with the words each language calls them by (accent-folded). */
const weekdays: ReadonlyArray<{ readonly on: string; readonly words: RegExp }> = [
  { on: "mondays", words: /\b(?:mondays?|segundas?(?:-feiras?)?)\b/ },
  { on: "tuesdays", words: /\b(?:tuesdays?|tercas?(?:-feiras?)?)\b/ },
  { on: "wednesdays", words: /\b(?:wednesdays?|quartas?(?:-feiras?)?)\b/ },
  { on: "thursdays", words: /\b(?:thursdays?|quintas?(?:-feiras?)?)\b/ },
  { on: "fridays", words: /\b(?:fridays?|sextas?(?:-feiras?)?)\b/ },
  { on: "saturdays", words: /\b(?:saturdays?|sabados?)\b/ },
  { on: "sundays", words: /\b(?:sundays?|domingos?)\b/ },
];

/** A habit asked of a day of the week: "what do I usually do on Sundays?", "o que costumo fazer ao domingo?". */
const weekdayHabit =
  /\b(?:what do i (?:usually |normally |typically |tend to )?do (?:on|during) \w+days|what have i been doing (?:on|during) \w+days|what do i (?:usually|normally|typically|tend to) do (?:on|during) (?:a )?\w+day|how do i (?:usually )?spend (?:my )?\w+days|o que (?:e que )?(?:eu )?(?:costumo fazer|faco|costumava fazer|tenho feito) (?:aos?|as?|nas?|nos?) \w+|o que (?:e que )?(?:eu )?fazia (?:aos|as|nas|nos) \w+)/;

/** The day of the week whose habits are asked ("sundays"), or null. */
export const weekdayHabitAsked = (normalized: string): string | null => {
  const asked = weekdayHabit.exec(normalized)?.[0];
  if (asked === undefined) return null;
  return weekdays.find((day) => day.words.test(asked))?.on ?? null;
};

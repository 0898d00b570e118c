import type { TermInfo } from "./termKinds.js";

/** The languages suggestions are written in. */
export type TodoLanguage = "en" | "pt";

/** A suggestion's words: a sentence to do, its first step (a sentence too), and why. */
export interface TodoText {
  readonly title: string;
  readonly firstStep: string;
}

/** A term as a Portuguese noun phrase with its article, after "a" contracted ("ao prazo", "às reuniões"), or alone. */
const portugueseNoun = (term: string, info: TermInfo): { bare: string; withArticle: string; afterA: string; afterDe: string } => {
  // The writer's English word is quoted, with no Portuguese article: "os dias com «people»", not "com o people".
  if (info.english) return { bare: `«${term}»`, withArticle: `«${term}»`, afterA: `a «${term}»`, afterDe: `de «${term}»` };
  if (info.kind !== "thing") return { bare: term, withArticle: term, afterA: `a ${term}`, afterDe: `de ${term}` };
  const afterA = { o: "ao", a: "à", os: "aos", as: "às" }[info.article];
  const afterDe = { o: "do", a: "da", os: "dos", as: "das" }[info.article];
  return { bare: term, withArticle: `${info.article} ${term}`, afterA: `${afterA} ${term}`, afterDe: `${afterDe} ${term}` };
};

/**
 * A place after "a" and after "em" in Portuguese, with the article the texts give it ("ao Porto", "no Porto"; "a Braga",
 * "em Braga"); undefined when no Portuguese text tells whether it takes one.
 */
const portuguesePlace = (term: string, info: TermInfo): { afterA: string; afterEm: string } | undefined => {
  if (info.nameArticle === undefined) return undefined;
  if (info.nameArticle === null) return { afterA: `a ${term}`, afterEm: `em ${term}` };
  const afterA = { o: "ao", a: "à", os: "aos", as: "às" }[info.nameArticle];
  const afterEm = { o: "no", a: "na", os: "nos", as: "nas" }[info.nameArticle];
  return { afterA: `${afterA} ${term}`, afterEm: `${afterEm} ${term}` };
};

/** An English noun phrase: names as written, common nouns with "the" when the texts use them with a determiner ("the deadline", but "sleep"). */
const englishNoun = (term: string, info: TermInfo): string => (info.kind === "thing" && info.determined ? `the ${term}` : term);

/** A suggestion to make room for what went with happier days, by what kind of topic it is. */
export const moreOf = (language: TodoLanguage, term: string, info: TermInfo): TodoText => {
  if (language === "pt") {
    const noun = portugueseNoun(term, info);
    switch (info.kind) {
      case "person":
        return { title: `Passar tempo com ${term} esta semana.`, firstStep: `Enviar hoje uma mensagem a ${term} para combinar um dia.` };
      case "place": {
        // Unknown whether the place takes an article ("o Porto", "Lisboa"): named on its own, with no preposition to fit.
        const place = portuguesePlace(term, info);
        if (place === undefined) return { title: `Voltar esta semana a um lugar dos dias bons: ${term}.`, firstStep: `Escolher uma tarde para essa ida e marcá-la no calendário.` };
        return { title: `Marcar uma ida ${place.afterA} esta semana.`, firstStep: `Escolher uma tarde para ir ${place.afterA} e marcá-la no calendário.` };
      }
      case "activity":
      case "name":
        return { title: `Reservar tempo para ${noun.bare} esta semana.`, firstStep: `Bloquear 30 minutos no calendário para ${noun.bare}.` };
      default:
        return { title: `Ter mais momentos como os dias com ${noun.withArticle}.`, firstStep: `Marcar no calendário um momento para ${noun.withArticle} esta semana.` };
    }
  }
  switch (info.kind) {
    case "person":
      return { title: `Spend time with ${term} this week.`, firstStep: `Send ${term} a message today to set a day.` };
    case "place":
      return { title: `Plan a visit to ${term} this week.`, firstStep: `Pick an afternoon for ${term} and put it in your calendar.` };
    case "activity":
    case "name":
      return { title: `Make time for ${term} this week.`, firstStep: `Block 30 minutes for ${term} in your calendar.` };
    default:
      return { title: `Plan more days like the ones with ${englishNoun(term, info)}.`, firstStep: `Put one moment for ${englishNoun(term, info)} in your calendar this week.` };
  }
};

/** A suggestion to take the weight off what went with more stressful days. */
export const lessOf = (language: TodoLanguage, term: string, info: TermInfo): TodoText => {
  if (language === "pt") {
    const noun = portugueseNoun(term, info);
    switch (info.kind) {
      case "person":
        return { title: `Preparar a próxima conversa com ${term}.`, firstStep: `Escrever a única coisa que quer dizer a ${term}.` };
      case "place": {
        const place = portuguesePlace(term, info);
        if (place === undefined) return { title: `Preparar um dia mais leve num lugar dos dias difíceis: ${term}.`, firstStep: `Marcar uma pausa curta para o próximo dia nesse lugar.` };
        return { title: `Preparar um dia mais leve ${place.afterEm}.`, firstStep: `Marcar uma pausa curta para o próximo dia ${place.afterEm}.` };
      }
      case "activity":
        return { title: `Aliviar a pressão de ${noun.bare} esta semana.`, firstStep: `Escolher uma versão pequena e fácil de ${noun.bare} para a próxima vez.` };
      default:
        return { title: `Dar hoje um pequeno passo em relação ${noun.afterA}.`, firstStep: `Escrever a próxima ação sobre ${noun.withArticle} e fazer só essa.` };
    }
  }
  switch (info.kind) {
    case "person":
      return { title: `Prepare your next conversation with ${term}.`, firstStep: `Write down the one thing you want to say to ${term}.` };
    case "place":
      return { title: `Plan a lighter day at ${term}.`, firstStep: `Schedule one short break for your next day at ${term}.` };
    case "activity":
      return { title: `Take the pressure off ${term} this week.`, firstStep: `Pick a small, easy version of ${term} for next time.` };
    default:
      return { title: `Take one small step on ${englishNoun(term, info)} today.`, firstStep: `Write down the single next action on ${englishNoun(term, info)} and do only that.` };
  }
};

/** How a metric's last week reads: "stress averaged 55/100 over the last 7 days (+8 vs the week before)". */
export const describeMetric = (language: TodoLanguage, name: "happiness" | "stress" | "energy", current: number | null, change: number | null): string => {
  const signed = change === null ? "" : `${change >= 0 ? "+" : ""}${change}`;
  if (language === "pt") {
    const label = { happiness: "felicidade", stress: "stress", energy: "energia" }[name];
    if (current === null) return `sem registos de ${label} nos últimos 7 dias`;
    return `${label} com média de ${current}/100 nos últimos 7 dias${change === null ? "" : ` (${signed} em relação à semana anterior)`}`;
  }
  if (current === null) return `no ${name} readings in the last 7 days`;
  return `${name} averaged ${current}/100 over the last 7 days${change === null ? "" : ` (${signed} vs the week before)`}`;
};

/** The suggestions that do not depend on a topic, in each language. */
export const fixedTodos = {
  en: {
    pressure: { title: "Take a real break from the pressure.", firstStep: "Block 15 minutes on today's calendar for a walk without your phone." },
    sleep: { title: "Protect your sleep tonight.", firstStep: "Set an alarm 30 minutes before bedtime to start winding down." },
    reachOut: { title: "Reach out to someone you trust.", firstStep: "Send one message asking a friend for a coffee or a call." },
    checkIn: { title: "Write a short check-in today.", firstStep: "Write three lines about how today actually went." },
    goodThings: { title: "Note three good things from this week.", firstStep: "List three things from this week you are glad about." },
    move: { title: "Move your body for a while today.", firstStep: "Put on your shoes and walk around the block." },
    plan: { title: "Plan the week ahead.", firstStep: "Pick the one thing that would make next week feel good and schedule it." },
    reread: { title: "Re-read an entry from a good day.", firstStep: "Open the entry from your happiest recent day and read it again." },
  },
  pt: {
    pressure: { title: "Fazer uma pausa verdadeira da pressão.", firstStep: "Reservar hoje 15 minutos no calendário para uma caminhada sem o telefone." },
    sleep: { title: "Proteger o sono esta noite.", firstStep: "Pôr um alarme 30 minutos antes de deitar para começar a descansar." },
    reachOut: { title: "Falar com alguém de confiança.", firstStep: "Enviar uma mensagem a um amigo para combinar um café ou uma chamada." },
    checkIn: { title: "Escrever umas linhas sobre o dia de hoje.", firstStep: "Escrever três linhas sobre como o dia realmente correu." },
    goodThings: { title: "Anotar três coisas boas desta semana.", firstStep: "Fazer uma lista de três coisas boas desta semana." },
    move: { title: "Mexer o corpo um pouco hoje.", firstStep: "Calçar os sapatos e dar uma volta ao quarteirão." },
    plan: { title: "Preparar a próxima semana.", firstStep: "Escolher a coisa que tornaria a próxima semana boa e marcá-la no calendário." },
    reread: { title: "Reler uma entrada de um dia bom.", firstStep: "Abrir a entrada do dia mais feliz dos últimos tempos e lê-la de novo." },
  },
} satisfies Record<TodoLanguage, Record<string, TodoText>>;

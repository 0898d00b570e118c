import type { Corpus, CorpusItem, CorpusQuestion } from "./corpus.js";
import type { FactKind } from "./conversationFacts.js";
import { englishSpeakers, factKinds, monthNames, portugueseSpeakers, smallTalk } from "./conversationFacts.js";
import { handSessions } from "./conversationSessions.js";
import { seededRandom } from "./random.js";

/** One thing a speaker says in some session: a kind with its slot values chosen. */
interface Fact {
  readonly kind: FactKind;
  readonly speaker: string;
  readonly values: Readonly<Record<string, string>>;
  /** Which instance of a recurring kind this is for the speaker (0 for others). */
  readonly instance: number;
}

const sessionCount = 44;
const firstSession = Date.UTC(2023, 0, 7);
const dayMs = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `{slot}` is what the speaker says, `{slot:ask}` how a question names it, `{speaker}`, `{other}`, `{month}` as given. */
const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)(:ask)?\}/g, (whole, name: string, ask?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    const [say, asked] = value.split("|");
    return ask !== undefined ? (asked ?? say!) : say!;
  });

/**
 * A multi-speaker chat history (several hundred turns in 44 sessions plus the
 * hand-written ones, English and Portuguese) and questions about it: two per
 * fact, in other words than the fact's turn, plus month and recency
 * questions for the recurring kinds. A turn's id is `s<session>t<turn>`; its
 * date is its session's.
 */
export const conversationCorpus = (): Corpus => {
  const random = seededRandom(18);
  const facts: Fact[] = [];
  for (const kind of factKinds) {
    const speakers = kind.language === "en" ? englishSpeakers : portugueseSpeakers;
    for (const speaker of speakers) {
      const instances = kind.recurring ? 2 + Math.floor(random.next() * 2) : 1;
      const titles = random.shuffle(Object.values(kind.slots)[0]!);
      for (let instance = 0; instance < instances; instance++) {
        const values: Record<string, string> = {};
        for (const [slot, options] of Object.entries(kind.slots)) values[slot] = random.pick(options);
        // A recurring kind's instances differ in their first slot (another book, another race).
        values[Object.keys(kind.slots)[0]!] = titles[instance % titles.length]!;
        facts.push({ kind, speaker, values, instance });
      }
    }
  }
  // Sessions alternate languages three to one; each fact goes to a session of its language,
  // the instances of a recurring kind to successive thirds of the timeline.
  const sessions = Array.from({ length: sessionCount }, (_, index) => ({
    date: iso(firstSession + index * 11 * dayMs),
    language: (index % 4 === 3 ? "pt" : "en") as "en" | "pt",
    facts: [] as Fact[],
  }));
  for (const fact of random.shuffle(facts)) {
    const ofLanguage = sessions.map((session, index) => ({ session, index })).filter(({ session }) => session.language === fact.kind.language);
    const segment = fact.kind.recurring ? Math.floor((fact.instance / 3) * ofLanguage.length) : 0;
    const span = fact.kind.recurring ? Math.floor(ofLanguage.length / 3) : ofLanguage.length;
    ofLanguage[segment + Math.floor(random.next() * span)]!.session.facts.push(fact);
  }
  const items: CorpusItem[] = [];
  const questions: CorpusQuestion[] = [];
  const said = new Map<Fact, { id: string; date: string }>();
  sessions.forEach((session, sessionIndex) => {
    const speakers = session.language === "en" ? englishSpeakers : portugueseSpeakers;
    const present = [...new Set(session.facts.map((fact) => fact.speaker))];
    while (present.length < 2) present.push(random.pick(speakers.filter((speaker) => !present.includes(speaker))));
    const turns: string[] = [];
    const talk = smallTalk[session.language];
    const chat = () => turns.push(fill(random.pick(talk), { speaker: random.pick(present) }));
    chat();
    for (const fact of session.facts) {
      const other = random.pick(present.filter((speaker) => speaker !== fact.speaker));
      said.set(fact, { id: `s${sessionIndex}t${turns.length}`, date: session.date });
      turns.push(fill(random.pick(fact.kind.statements), { ...fact.values, speaker: fact.speaker }));
      turns.push(fill(random.pick(fact.kind.reactions), { ...fact.values, speaker: fact.speaker, other }));
      if (random.next() < 0.5) chat();
    }
    chat();
    turns.forEach((text, index) => items.push({ id: `s${sessionIndex}t${index}`, text, date: session.date }));
  });
  for (const fact of facts) {
    const turn = said.get(fact)!;
    for (const template of fact.kind.questions) {
      questions.push({ text: fill(template, { ...fact.values, speaker: fact.speaker }), language: fact.kind.language, answers: [turn.id], origin: "template" });
    }
  }
  // Recurring kinds: by month (when that month holds one instance) and the latest.
  for (const kind of factKinds.filter((candidate) => candidate.recurring)) {
    const speakers = kind.language === "en" ? englishSpeakers : portugueseSpeakers;
    for (const speaker of speakers) {
      const told = facts.filter((fact) => fact.kind === kind && fact.speaker === speaker).map((fact) => said.get(fact)!);
      const months = told.map((turn) => turn.date.slice(0, 7));
      for (const turn of told) {
        const month = turn.date.slice(0, 7);
        if (months.filter((candidate) => candidate === month).length > 1) continue;
        const name = `${monthNames[kind.language][Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
        questions.push({ text: fill(kind.recurring!.byMonth, { speaker, month: name }), language: kind.language, answers: [turn.id], origin: "template" });
      }
      const latest = [...told].sort((a, b) => (a.date < b.date ? 1 : -1))[0]!;
      questions.push({ text: fill(kind.recurring!.latest, { speaker }), language: kind.language, answers: [latest.id], origin: "template" });
    }
  }
  handSessions.forEach((session, index) => {
    const sessionIndex = sessionCount + index;
    session.turns.forEach((text, turn) => items.push({ id: `s${sessionIndex}t${turn}`, text, date: session.date }));
    for (const question of session.questions) {
      questions.push({ text: question.text, language: question.language, answers: question.turns.map((turn) => `s${sessionIndex}t${turn}`), origin: "hand" });
    }
  });
  const last = items.reduce((latest, item) => (item.date! > latest ? item.date! : latest), "");
  return { name: "conversation", source: "memory", items, questions, now: iso(Date.parse(last) + dayMs) };
};

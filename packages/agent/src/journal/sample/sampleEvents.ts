import type { Mood } from "./phrases.js";

/** A known life event of the sample journal: what happened, when, and how it is written about. */
export interface SampleEventSpec {
  readonly label: string;
  /** Years after the journal's first year. */
  readonly yearOffset: number;
  readonly month: number;
  readonly day: number;
  /** Consecutive days it lasts. */
  readonly days: number;
  readonly mood: Mood;
  /** One sentence per day (cycled); `{n}` is the day number within the event. */
  readonly sentences: ReadonlyArray<string>;
}

export const sampleEventSpecs: ReadonlyArray<SampleEventSpec> = [
  {
    label: "Trip to Japan",
    yearOffset: 0, month: 4, day: 10, days: 8, mood: "great",
    sentences: [
      "Day {n} of our trip to Japan with Ana: we landed in Tokyo and wandered around Shibuya until late.",
      "Day {n} in Japan. Ate the best ramen of my life in a tiny Tokyo bar.",
      "Day {n} of the Japan trip: took the bullet train to Kyoto and walked through the bamboo forest.",
      "Day {n} in Kyoto, visiting temples with Ana. The cherry blossoms were unreal.",
      "Day {n} of the trip: a day in Nara feeding the deer.",
      "Day {n} in Osaka, street food and neon lights.",
      "Day {n}, back in Tokyo for the last nights of the Japan trip.",
      "Last day in Japan. Flew home tired but so happy.",
    ],
  },
  {
    label: "Job interview at Northwind",
    yearOffset: 0, month: 9, day: 15, days: 1, mood: "low",
    sentences: ["Had my job interview at Northwind today. I was nervous and anxious, but I think it went well."],
  },
  {
    label: "First day at Northwind",
    yearOffset: 0, month: 10, day: 3, days: 1, mood: "good",
    sentences: ["First day at my new job at Northwind. The team seems kind and Tom showed me around."],
  },
  {
    label: "Dad in hospital",
    yearOffset: 0, month: 12, day: 3, days: 5, mood: "bad",
    sentences: [
      "Dad was taken to the hospital for heart surgery. Miguel and I waited for hours, scared.",
      "Visited Dad in the hospital again. He is weak and I am worried.",
      "Dad is still in the hospital; the doctor says recovery will be slow.",
      "Another long day at the hospital with Dad and Miguel.",
      "Dad left the hospital today. Exhausted, but relieved.",
    ],
  },
  {
    label: "Adopted Biscuit",
    yearOffset: 1, month: 2, day: 12, days: 1, mood: "great",
    sentences: ["We adopted a puppy today! His name is Biscuit and he already sleeps on Ana's feet."],
  },
  {
    label: "Helios launch crunch",
    yearOffset: 1, month: 3, day: 1, days: 21, mood: "bad",
    sentences: [
      "The Helios launch deadline is crushing me; worked late at the office again.",
      "More Helios bugs today. The pressure from the launch deadline is exhausting.",
      "Helios crunch continues, barely slept, stressed about the launch.",
    ],
  },
  {
    label: "Sofia's farewell",
    yearOffset: 1, month: 7, day: 20, days: 1, mood: "low",
    sentences: ["Farewell dinner for Sofia, who is moving to Berlin. I will miss her a lot."],
  },
  {
    label: "Lisbon half marathon",
    yearOffset: 1, month: 10, day: 16, days: 1, mood: "great",
    sentences: ["Ran the Lisbon half marathon in 1:52! Ana and Biscuit cheered at the finish line."],
  },
  {
    label: "Moving to Alfama",
    yearOffset: 2, month: 6, day: 5, days: 3, mood: "good",
    sentences: [
      "Moving day: we carried boxes into our new apartment in Alfama all day.",
      "Second day in the new Alfama apartment, unpacking boxes and finding everything.",
      "Hung the pictures in the Alfama apartment. It starts to feel like home.",
    ],
  },
  {
    label: "Miguel's wedding",
    yearOffset: 2, month: 9, day: 9, days: 1, mood: "great",
    sentences: ["Miguel's wedding in Porto! I gave a speech, everyone danced until three in the morning."],
  },
  {
    label: "Promotion to team lead",
    yearOffset: 2, month: 11, day: 20, days: 1, mood: "great",
    sentences: ["Got promoted to team lead at Northwind today. Celebrated with Ana at Cafe Aurora."],
  },
];

/** The yearly birthday entry (every year of the journal). */
export const birthday = { label: "Birthday", month: 5, day: 14, mood: "great" as Mood, sentence: "My birthday today; Ana baked a chocolate cake and Miguel called from Porto." };

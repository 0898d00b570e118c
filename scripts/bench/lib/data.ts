/**
 * Synthetic bench data: random-but-clustered unit vectors and journal-like
 * text in English and Portuguese, from a seeded generator so runs compare.
 */

/** A seeded uniform generator in [0, 1). */
export const seeded = (seed: number): (() => number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
};

/** A standard normal sample (Box-Muller). */
export const gaussian = (random: () => number): number => {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};

const normalizeInPlace = (vector: Float32Array): Float32Array => {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let index = 0; index < vector.length; index++) vector[index] = (vector[index] ?? 0) / norm;
  return vector;
};

/**
 * Unit vectors around `clusters` random centres: each is its centre plus
 * Gaussian noise of `spread` (relative to the centre's unit length).
 */
export const clusteredVectors = (random: () => number, dims: number, clusters: number, spread = 0.6) => {
  const centres = Array.from({ length: clusters }, () => normalizeInPlace(Float32Array.from({ length: dims }, () => gaussian(random))));
  const noise = spread / Math.sqrt(dims);
  return (): Float32Array => {
    const centre = centres[Math.floor(random() * clusters)] ?? centres[0]!;
    return normalizeInPlace(Float32Array.from(centre, (value) => value + noise * gaussian(random)));
  };
};

const englishWords =
  "morning coffee walk river park meeting project deadline family dinner friends running tired happy anxious grateful calm sleep rain sunshine garden book music work office email budget doctor health exercise weekend trip train station city beach mountain dog cat children school birthday weather kitchen bread market evening lunch conversation worry hope plan".split(
    " ",
  );
const portugueseWords =
  "manhã café caminhada rio parque reunião projeto prazo família jantar amigos corrida cansado feliz ansioso grato calmo sono chuva sol jardim livro música trabalho escritório orçamento médico saúde exercício fim-de-semana viagem comboio cidade praia montanha cão gato crianças escola aniversário tempo cozinha pão mercado noite almoço conversa preocupação esperança saudade coração".split(
    " ",
  );

const syllables = "ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo fu ga ge gi go gu la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu ção nh lh ão".split(" ");

/**
 * A Zipf-distributed vocabulary: the common English and Portuguese words
 * above, then 6000 rarer made-up words, so that a query word matches a small
 * share of the chunks, as in real journals.
 */
const vocabulary = (() => {
  const random = seeded(42);
  const rare = new Set<string>();
  while (rare.size < 6000) {
    const length = 2 + Math.floor(random() * 3);
    rare.add(Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)] ?? "ba").join(""));
  }
  const common = englishWords.flatMap((word, index) => [word, portugueseWords[index] ?? word]);
  return [...common, ...rare];
})();
const cumulative = (() => {
  let sum = 0;
  return vocabulary.map((_, rank) => (sum += 1 / (rank + 1)));
})();
const total = cumulative[cumulative.length - 1] ?? 1;

const zipfWord = (random: () => number): string => {
  const target = random() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low] ?? "dia";
};

/** A journal-like chunk of `words` Zipf-distributed words. */
export const journalText = (random: () => number, words: number): string =>
  `${Array.from({ length: words }, () => zipfWord(random)).join(" ")}.`;

/** A two- or three-word keyword query of content words (skipping the 50 most frequent). */
export const keywordQuery = (random: () => number): string => {
  const count = 2 + Math.floor(random() * 2);
  return Array.from({ length: count }, () => vocabulary[50 + Math.floor(random() * 1500)] ?? "dia").join(" ");
};

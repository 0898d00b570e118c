import { foldAccents } from "../../search/foldAccents.js";

/** Things people say they have, in English and Portuguese: vehicles, homes, instruments, everyday devices, pets. */
export const possessionWords =
  "cat|kitten|dog|puppy|rabbit|hamster|parrot|budgie|tortoise|turtle|horse|pony|gato|gata|gatinho|gatinha|cao|cadela|cachorro|cachorra|coelho|coelha|papagaio|periquito|tartaruga|cavalo|car|cars|motorbike|motorcycle|bike|bicycle|e-bike|scooter|van|boat|caravan|camper|truck|house|flat|apartment|cottage|country house|holiday home|garden|allotment|piano|guitar|violin|drum kit|keyboard|laptop|tablet|ipad|kindle|camera|drone|carro|carros|mota|moto|motocicleta|bicicleta|bicicleta eletrica|trotinete|patinete|carrinha|van|barco|autocaravana|caravana|casa|casa de ferias|casa de campo|apartamento|moradia|quinta|horta|jardim|piano|guitarra|violao|violino|bateria|teclado|portatil|computador|tablet|camara|camera|drone";
const things = new RegExp(`^(?:${possessionWords})$`, "u");

/** How what was had is said after the thing: "car, a blue Golf", "carro, um Golf azul", "bike called Rocket". */
const thingEnd = /\s*(?:[,:–—-]|\s(?:called|named|chamad[oa]|que se chama)\s).*$/u;

/**
 * The thing in what follows "I have a" / "tenho um" ("car, a blue Golf" → "car"; "new red bike" → "bike"), or null when
 * it names nothing of one's own ("headache", "meeting", "question"): the last word (or two) before any description.
 */
export const possessionIn = (said: string): string | null => {
  const head = foldAccents(said.toLowerCase().replace(thingEnd, "").trim());
  const words = head.split(/\s+/).filter((word) => word !== "");
  if (words.length === 0 || words.length > 4) return null;
  const two = words.slice(-2).join(" ");
  if (words.length >= 2 && things.test(two)) return two;
  return things.test(words.at(-1)!) ? words.at(-1)! : null;
};

/** Not what one learns: "I'm learning a lot", "estou a aprender imenso", "studying for the exam". */
const notLearnt = /^(?:a lot|lots|loads|so much|much|fast|quickly|slowly|muito|imenso|bastante|depressa|devagar|for|para|pra|hard|every day|todos os dias)(?![\p{L}])/iu;

/** What is being learnt ("Spanish", "to play the guitar", "piano"), or null for words that name nothing learnt. */
export const learntIn = (said: string): string | null => {
  const value = said.trim();
  if (value === "" || value.split(/\s+/).length > 6 || notLearnt.test(value)) return null;
  return value;
};

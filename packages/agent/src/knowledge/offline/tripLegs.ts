import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { WordGroup } from "./wordGroups.js";
import { holdsGroup } from "./wordGroups.js";

/*
 * A trip's legs: the way out and the way back. A question of one leg ("when do I fly back from London?", "quando é o
 * voo de ida?", "when is my flight to London?") is not answered by the other's lines, though they name the same city.
 */

/** The way back asked ("fly back", "my return flight", "quando volto", "o voo de regresso"). */
const returnAsked = /\b(?:back|return|returning|homeward|inbound|volta|volto|voltar|voltamos|voltas|regresso|regressar|regresso|regressamos|regressas)\b/;
/** The way out asked ("my outbound flight", "o voo de ida"). */
const outboundAsked = /\b(?:outbound|outward|ida)\b/;
/** A leg's heading naming the way back, or the way out ("Return flight", "Voo de regresso", "Outbound flight", "Ida"). */
const returnLeg = /\b(?:return|inbound|homeward|back|volta|regresso)\b/;
const outboundLeg = /\b(?:outbound|outward|ida)\b/;
/** A journey asked of: by air, rail or road, or a going or coming back. */
const journeyAsked = /\b(?:fly|flight|flights|flying|plane|train|trains|bus|coach|ferry|leave|depart|voo|voos|voar|aviao|comboio|autocarro|onibus|trem|barco|parto|partida|sai|saio|volto|voltar|regresso|regressar|back|return|volta|ida)\b/;
/** A place the question says the journey goes to ("to London", "para Londres") or comes from ("from London", "de Londres"). */
const placeSaid = /\b(to|para|pra|from|de|desde)\s+(?:the |o |a )?([\p{L}]+)/gu;
/** Words before a place in a line that make it the leg's end, or its start ("Arrives: London", "Departs: London Heathrow"). */
const arrivalBefore = /\b(?:arrives?|arrival|arriving|lands?|landing|to|destination|chegada|chega|chegas|destino|para)\W*$/;
const departureBefore = /\b(?:departs?|departure|departing|leaves|from|origin|partida|parte|sai|saida|origem|de)\W*$/;

/** Which leg the question asks of: "return", "outbound", or none. */
const legAsked = (question: Question): "return" | "outbound" | undefined =>
  question.has(returnAsked) ? "return" : question.has(outboundAsked) ? "outbound" : undefined;

/** The places the question goes to and comes from, each as the search's group of its words (London, Londres). */
const placesAsked = (question: Question, groups: ReadonlyArray<WordGroup>): { readonly to: WordGroup[]; readonly from: WordGroup[] } => {
  const to: WordGroup[] = [];
  const from: WordGroup[] = [];
  if (!question.has(journeyAsked)) return { to, from };
  for (const match of question.normalized.matchAll(placeSaid)) {
    const word = match[2]!;
    if (returnLeg.test(word) || outboundLeg.test(word)) continue;
    const group = groups.find((candidate) => candidate.weight >= 3 && candidate.words[0] === word);
    if (group !== undefined) (/^(?:to|para|pra)$/.test(match[1]!) ? to : from).push(group);
  }
  return { to, from };
};

/** Where in a line a place of the group is said: as where the leg ends, where it starts, or neither. */
const placeRole = (line: string, group: WordGroup): "arrival" | "departure" | undefined => {
  const folded = foldAccents(line.toLowerCase());
  for (const match of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!holdsGroup(match[0], group)) continue;
    const before = folded.slice(Math.max(0, match.index - 24), match.index);
    if (arrivalBefore.test(before)) return "arrival";
    if (departureBefore.test(before)) return "departure";
  }
  return undefined;
};

/**
 * Whether a section of an itinerary (its heading and lines) is the other leg than the question asks of: headed as the
 * way out when the way back is asked, or the other way round, or leaving the city the question goes to ("when is my flight
 * to London?" of "Departs: London Heathrow"), or reaching the one it comes from.
 */
export const otherLeg = (question: Question, groups: ReadonlyArray<WordGroup>, heading: string, lines: ReadonlyArray<string>): boolean => {
  const folded = foldAccents(heading.toLowerCase());
  const asked = legAsked(question);
  if (asked === "return" && outboundLeg.test(folded) && !returnLeg.test(folded)) return true;
  if (asked === "outbound" && returnLeg.test(folded) && !outboundLeg.test(folded)) return true;
  const { to, from } = placesAsked(question, groups);
  const roles = (group: WordGroup) => lines.map((line) => placeRole(line, group));
  const against = (group: WordGroup, wanted: "arrival" | "departure", opposite: "arrival" | "departure") => {
    const said = roles(group);
    return said.includes(opposite) && !said.includes(wanted);
  };
  return to.some((group) => against(group, "arrival", "departure")) || from.some((group) => against(group, "departure", "arrival"));
};

import { normalizeText } from "@lifeos/core";

/** Words that only place a name ("at", "em", "no", "na"): "Trabalho em Santa Maria" is said by "Trabalho como enfermeira no Santa Maria". */
const placing = new Set(["at", "in", "for", "em", "no", "na", "nos", "nas", "para"]);

const wordsOf = (text: string): ReadonlySet<string> => new Set(normalizeText(text).split(" ").filter((word) => word !== "" && !placing.has(word)));

/**
 * The items without those another one already says, word for word and more ("I work at Santa Maria" beside "I work
 * as a nurse at Santa Maria", told together): what is said back or listed is not said twice. `together` says which
 * items may stand for each other (all, when left out).
 */
export const withoutRepeats = <Item>(items: ReadonlyArray<Item>, textOf: (item: Item) => string, together: (left: Item, right: Item) => boolean = () => true): Item[] =>
  items.filter((item) => {
    const words = wordsOf(textOf(item));
    return !items.some((other) => other !== item && together(item, other) && textOf(other).length > textOf(item).length && [...words].every((word) => wordsOf(textOf(other)).has(word)));
  });

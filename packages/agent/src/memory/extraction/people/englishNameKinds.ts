import type { EntityType } from "@lifeos/core";
import { nameKey } from "@lifeos/core";
import nlp from "compromise";

/**
 * What compromise takes the proper names of an English text to be: people,
 * places or organisations, by `nameKey`. Names it does not recognise are
 * absent.
 */
export const englishNameKinds = (text: string): ReadonlyMap<string, EntityType> => {
  const document = nlp(text);
  const kinds = new Map<string, EntityType>();
  const add = (names: ReadonlyArray<string>, type: EntityType) => {
    for (const name of names) {
      const key = nameKey(name.replace(/['’]s$/, "").replace(/[,.;:!?]+$/, ""));
      if (key !== "" && !kinds.has(key)) kinds.set(key, type);
    }
  };
  add(document.people().out("array") as string[], "person");
  add(document.places().out("array") as string[], "place");
  add(document.organizations().out("array") as string[], "organization");
  return kinds;
};

const lexicon = (nlp as unknown as { model: () => { one: { lexicon: Readonly<Record<string, string | undefined>> } } }).model().one.lexicon;

/** Whether compromise knows an English word as an ordinary word ("visit", "told"), not a name or a place ("silva", "lima"). */
export const knownEnglishWord = (word: string): boolean => {
  const tag = lexicon[word.toLowerCase()];
  return tag !== undefined && !/Name|Person|Honorific|Place|City|Country|Region/u.test(tag);
};

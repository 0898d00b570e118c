/** How one tool argument reads on a chip. */
export interface ArgumentWords {
  /** What the argument is called ("search", "at most"). */
  readonly label: string;
  /** Words for each value of a fixed list ("valence" → "overall mood"). */
  readonly values?: Readonly<Record<string, string>>;
  /** A yes-or-no argument said by what yes means ("newest first"); left out when no. */
  readonly whenTrue?: string;
  /** A group of fields said as one phrase ("2025-01-01 to 2025-03-31", "every 2 weeks"). */
  readonly phrase?: (value: Readonly<Record<string, unknown>>) => string;
  /** Left off the chip: an id, a page cursor or a whole file says nothing to a person. */
  readonly hidden?: true;
}

/** An argument left off the chip, in every language. */
export const hidden: ArgumentWords = { label: "", hidden: true };

/** The words of every tool argument in one language, and the few words that join them. */
export interface ArgumentTable {
  /** Arguments that mean the same in every tool that takes them. */
  readonly shared: Readonly<Record<string, ArgumentWords>>;
  /** Arguments whose words depend on the tool (a "type" of activity is not a "type" of memory). */
  readonly byTool: Readonly<Record<string, Readonly<Record<string, ArgumentWords>>>>;
  /** A yes-or-no argument with no meaning written for yes, said as "yes" or "no". */
  readonly yes: string;
  readonly no: string;
  /** The end of a list cut short: "and 3 more". */
  readonly more: (count: number) => string;
}

/** A table of another language with words for exactly the arguments of `Table`: one left out fails to typecheck. */
export type ArgumentTableLike<Table extends ArgumentTable> = Omit<ArgumentTable, "shared" | "byTool"> & {
  readonly shared: { readonly [Name in keyof Table["shared"]]: ArgumentWords };
  readonly byTool: { readonly [Tool in keyof Table["byTool"]]: { readonly [Name in keyof Table["byTool"][Tool]]: ArgumentWords } };
};

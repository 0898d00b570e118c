/**
 * The most characters of JSON a tool result may take when it is handed back to a model
 * (`{ success, data, meta }`, serialised). Tools whose lists or series could pass it bound
 * themselves below it and say how (sampled, omitted, a cursor for the rest); the agent's kernel
 * shrinks anything still over it to valid JSON that says what was left out.
 */
export const toolResultCharBudget = 16_000;

/** The characters `value` takes as JSON. */
export const jsonLength = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

/** How many of `rows`, from the first, fit `budget` characters as a JSON list. */
export const fittingPrefix = (rows: ReadonlyArray<unknown>, budget: number): number => {
  let used = 2;
  for (let index = 0; index < rows.length; index++) {
    used += jsonLength(rows[index]) + 1;
    if (used > budget) return index;
  }
  return rows.length;
};

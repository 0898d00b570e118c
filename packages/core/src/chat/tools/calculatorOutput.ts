import { Schema } from "effect";

/** What the `calculator` tool returns. */
export const CalculatorOutput = Schema.Struct({
  expression: Schema.String,
  /** The result as written by mathjs: "14", "12.7 cm", "2i", "[2, 4, 6]", "Infinity". */
  result: Schema.String,
  /** The result as a number when it is a plain finite number, else null. */
  value: Schema.NullOr(Schema.Number),
  /** mathjs' name of the result's type: "number", "Unit", "Complex", "DenseMatrix", "boolean", ... */
  type: Schema.String,
});
export type CalculatorOutput = typeof CalculatorOutput.Type;

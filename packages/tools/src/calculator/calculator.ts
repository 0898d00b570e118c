import { CalculatorOutput, InvalidInput, RequiredString } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { describeValue, evaluateRestricted, expressionCharsMax } from "./restrictedMath.js";

export const CalculatorParameters = Schema.Struct({
  expression: RequiredString(expressionCharsMax),
});
export type CalculatorParameters = typeof CalculatorParameters.Type;

export type CalculatorData = CalculatorOutput;

/**
 * `calculator`: evaluates one arithmetic expression with mathjs in a
 * restricted scope (see `evaluateRestricted`): at most 500 characters, no
 * function definitions, ranges, objects or property access, only listed
 * functions. A bad or refused expression fails with `InvalidInput` saying
 * why; `1/0` is `Infinity`, not an error.
 */
export const calculator = defineTool({
  name: "calculator",
  description:
    "Evaluates an arithmetic expression exactly and returns the result: + - * / ^ and % (percent), parentheses, " +
    "sqrt, cbrt, exp, log (log(x, base)), round(x, digits), floor, ceil, abs, min, max, sum, mean, median, std, " +
    "sin/cos/tan (radians; '30 deg' for degrees), factorial (5!), constants pi and e, units and conversions " +
    "('5 inch to cm', '12 km/h to m/s'), variables within one expression ('rate = 0.05; 1200 * (1 + rate)^10'). " +
    "Use it for any calculation instead of working numbers out yourself. At most 500 characters.",
  parameters: CalculatorParameters,
  output: CalculatorOutput,
  readOnly: true,
  maxResults: 1,
  timeoutMs: 2000,
  run: (params) =>
    Effect.suspend(() => {
      const evaluation = evaluateRestricted(params.expression);
      if (!evaluation.ok) {
        return Effect.fail(new InvalidInput({ field: "expression", message: `Cannot evaluate "${params.expression}": ${evaluation.reason}` }));
      }
      const { text, type } = describeValue(evaluation.value);
      const value = typeof evaluation.value === "number" && Number.isFinite(evaluation.value) ? evaluation.value : null;
      const data: CalculatorData = { expression: params.expression, result: text, value, type };
      return Effect.succeed({ data, meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: {} } });
    }),
});

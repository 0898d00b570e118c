/** The calculator: a safe expression evaluator for arithmetic, units and conversions. */
export * from "./calculator.js";
export { allowedFunctions, expressionCharsMax } from "./restrictedMath.js";

import type { MathNode } from "mathjs";
import { all, create } from "mathjs";

/** The longest expression the calculator reads, in characters. */
export const expressionCharsMax = 500;

/**
 * The functions an expression may call: arithmetic, rounding, powers and
 * roots, logarithms, trigonometry, statistics over a written list, complex
 * parts, small matrix algebra and unit values. Everything else is refused
 * before evaluation, so nothing reaches a function that changes the
 * instance (`import`, `createUnit`, `config`), parses code (`evaluate`,
 * `parse`, `compile`, `simplify`, `derivative`, `resolve`), or builds data
 * from a size argument (`zeros`, `ones`, `range`, `kron`, ...).
 */
export const allowedFunctions: ReadonlySet<string> = new Set(
  `abs add subtract multiply divide pow sqrt cbrt nthRoot exp expm1 log log10 log2 log1p round floor ceil fix sign mod gcd
  lcm hypot min max sum prod mean median mode std variance cumsum sin cos tan sec csc cot asin acos atan atan2 sinh cosh
  tanh asinh acosh atanh factorial gamma re im conj arg complex det inv transpose dot cross norm unit number`.split(/\s+/),
);

/** The node types an expression may contain; function definitions, ranges, objects and property access are refused. */
const allowedNodes: ReadonlySet<string> = new Set([
  "ConstantNode",
  "SymbolNode",
  "OperatorNode",
  "ParenthesisNode",
  "FunctionNode",
  "ArrayNode",
  "ConditionalNode",
  "RelationalNode",
  "AssignmentNode",
  "BlockNode",
]);

const refusedNodes: Readonly<Record<string, string>> = {
  FunctionAssignmentNode: "defining functions is not supported",
  RangeNode: "ranges such as 1:10 are not supported",
  ObjectNode: "objects are not supported",
  AccessorNode: "property and index access is not supported",
  IndexNode: "property and index access is not supported",
};

const math = create(all!, { number: "number" });
const parse = math.parse;

const disabled = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};

// mathjs' own guidance for untrusted expressions: disable the functions that
// change the instance or parse code, after keeping `parse` for this module.
math.import(
  Object.fromEntries(
    ["import", "createUnit", "reviver", "config", "evaluate", "parse", "compile", "simplify", "derivative", "resolve"].map((name) => [name, disabled(name)]),
  ),
  { override: true },
);

/** Why an expression is refused before it runs, or null when every node and call is allowed. */
const refusal = (root: MathNode): string | null => {
  let reason: string | null = null;
  root.traverse((node) => {
    if (reason !== null) return;
    if (!allowedNodes.has(node.type)) reason = refusedNodes[node.type] ?? `${node.type} is not supported`;
    else if (node.type === "AssignmentNode" && (node as unknown as { object: MathNode }).object.type !== "SymbolNode") {
      reason = "only plain variables can be assigned";
    } else if (node.type === "FunctionNode") {
      const callee = (node as unknown as { fn: MathNode & { name?: string } }).fn;
      const name = callee.type === "SymbolNode" ? (callee.name ?? "") : "";
      if (!allowedFunctions.has(name)) reason = `the function ${name === "" ? "called" : `"${name}"`} is not available`;
    }
  });
  return reason;
};

/** A result of the restricted evaluator, or the reason the expression was refused or failed. */
export type Evaluation = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

/**
 * Evaluates `expression` with mathjs' own parser and compiler (never
 * JavaScript's `eval`), in a fresh scope, after checking every node against
 * the allowlists above. Several statements separated by ";" or new lines
 * yield the last one's value.
 */
export const evaluateRestricted = (expression: string): Evaluation => {
  try {
    const root = parse(expression);
    const reason = refusal(root);
    if (reason !== null) return { ok: false, reason };
    const value: unknown = root.compile().evaluate(new Map());
    const entries = (value as { entries?: unknown[] } | null)?.entries;
    return { ok: true, value: root.type === "BlockNode" && Array.isArray(entries) ? entries.at(-1) : value };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
};

/** The result as text (14 significant digits) and its mathjs type ("number", "Unit", "Complex", "DenseMatrix", ...). */
export const describeValue = (value: unknown): { readonly text: string; readonly type: string } => ({
  text: math.format(value, { precision: 14 }),
  type: math.typeOf(value),
});

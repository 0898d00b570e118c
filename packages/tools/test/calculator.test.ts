import type { ThreadId, UserId } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { CalculatorData } from "../src/index.js";
import { calculator, ToolRegistry } from "../src/index.js";

const context = { userId: "0190a000-0000-7000-8000-000000000001" as UserId, threadId: null as ThreadId | null, timeZone: "UTC", now: new Date(0) };
const registry = ToolRegistry.make([calculator]);
const calculate = (expression: string) =>
  Effect.runPromise(registry.execute({ id: "c", name: "calculator", arguments: JSON.stringify({ expression }) }, { allowlist: ["calculator"], context }));

const result = async (expression: string) => {
  const outcome = await calculate(expression);
  if (!outcome.success) throw new Error(`${expression} failed: ${outcome.error?.message}`);
  return outcome.data as CalculatorData;
};

const refused = async (expression: string) => {
  const outcome = await calculate(expression);
  expect({ expression, success: outcome.success, code: outcome.error?.code }).toEqual({ expression, success: false, code: "INVALID_INPUT" });
  return outcome.error!.message;
};

describe("calculator", () => {
  it("evaluates arithmetic, functions, percentages, units and variables, with { data, meta }", async () => {
    const outcome = await calculate("1200 * 1.05^10");
    expect(outcome).toMatchObject({
      success: true,
      data: { expression: "1200 * 1.05^10", result: "1954.6735521329", value: 1200 * 1.05 ** 10, type: "number" },
      meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: {} },
    });
    expect(await result("2 + 3 * 4")).toMatchObject({ result: "14", value: 14 });
    expect(await result("0.1 + 0.2")).toMatchObject({ result: "0.3", value: 0.1 + 0.2, type: "number" });
    expect(await result("round(2/3, 3)")).toMatchObject({ value: 0.667 });
    expect(await result("100 + 10%")).toMatchObject({ value: 110 });
    expect(await result("5!")).toMatchObject({ value: 120 });
    expect(await result("log(1000, 10)")).toMatchObject({ result: "3" });
    expect(await result("sin(30 deg)")).toMatchObject({ result: "0.5" });
    expect(await result("mean([2, 4, 9])")).toMatchObject({ value: 5 });
    expect(await result("5 inch to cm")).toMatchObject({ result: "12.7 cm", value: null, type: "Unit" });
    expect(await result("12 km/h to m/s")).toMatchObject({ result: "3.3333333333333 m / s" });
    expect(await result("sqrt(-4)")).toMatchObject({ result: "2i", type: "Complex" });
    expect(await result("rate = 0.05; 1000 * (1 + rate)^2")).toMatchObject({ value: 1102.5 });
    expect(await result("det([[1, 2], [3, 4]])")).toMatchObject({ value: -2 });
    expect(await result("1/0")).toMatchObject({ result: "Infinity", value: null });
  });

  it("says clearly what is wrong with a bad expression", async () => {
    expect(await refused("2 +")).toBe('Cannot evaluate "2 +": Unexpected end of expression (char 4)');
    expect(await refused("foo(3)")).toBe('Cannot evaluate "foo(3)": the function "foo" is not available');
    expect(await refused("2 * apples")).toBe('Cannot evaluate "2 * apples": Undefined symbol apples');
    expect(await refused("")).toMatch(/^Invalid arguments for calculator: .*must not be empty/);
    expect(await refused("1+".repeat(250) + "1")).toMatch(/^Invalid arguments for calculator: .*longer than 500 characters/);
  });

  it("refuses hostile expressions without running them, and the instance stays unchanged", async () => {
    const refusals: Array<[string, RegExp]> = [
      ["import({x: 1}, {override: true})", /the function "import" is not available/],
      ["import('x')", /the function "import" is not available/],
      ["createUnit('foo', '1 m')", /"createUnit" is not available/],
      ["config({number: 'BigNumber'})", /"config" is not available/],
      ["x = {number: 'BigNumber'}", /objects are not supported/],
      ["config()", /"config" is not available/],
      ["evaluate('1 + 1')", /"evaluate" is not available/],
      ["parse('1')", /"parse" is not available/],
      ["compile('1')", /"compile" is not available/],
      ["simplify('x + x')", /"simplify" is not available/],
      ["derivative('x^2', 'x')", /"derivative" is not available/],
      ["resolve('x')", /"resolve" is not available/],
      ["f(x) = f(x) + 1; f(1)", /defining functions is not supported/],
      ["g = sqrt; g(4)", /the function "g" is not available/],
      ["sum(1:1e9)", /ranges such as 1:10 are not supported/],
      ["zeros(1e5, 1e5)", /"zeros" is not available/],
      ["ones(1e4, 1e4)", /"ones" is not available/],
      ["kron([1, 2], [3, 4])", /"kron" is not available/],
      ['"x".constructor', /property and index access is not supported/],
      ['cos.constructor("return process")', /the function called is not available/],
      ['cos["constructor"]("return process")()', /Value expected|not available|not supported/],
      ["[1, 2][1]", /property and index access is not supported/],
      ["eval('1')", /"eval" is not available/],
      ["require('fs')", /"require" is not available/],
      ["process", /Undefined symbol process/],
      ["bignumber(10)^1e9", /"bignumber" is not available/],
      ["fraction(1, 3)^1e6", /"fraction" is not available/],
    ];
    for (const [expression, reason] of refusals) expect(await refused(expression)).toMatch(reason);
    // Still plain JavaScript numbers: no expression switched the instance to BigNumber.
    expect(await result("0.1 + 0.2")).toMatchObject({ type: "number", value: 0.1 + 0.2 });
  });

  it("keeps within its bounds on large exponents and factorials", async () => {
    expect(await result("factorial(1e6)")).toMatchObject({ result: "Infinity" });
    expect(await result("2^1e308")).toMatchObject({ result: "Infinity" });
    expect((await result("[[1, 1], [1, 0]]^60")).result).toMatch(/^\[\[/);
  });
});

import { describe, expect, it } from "vitest";
import { compileKernel } from "../scripts/compileKernel.js";
import { makeDotKernel } from "../src/search/vectorCodes/DotKernel.js";
import { dotKernelBinary } from "../src/search/vectorCodes/dotKernelBinary.js";
import { queryCodeLimit } from "../src/search/vectorCodes/quantize.js";
import { random } from "./randomVectors.js";

describe("int8 dot kernel", () => {
  it("is the checked-in compilation of dotKernel.wat", async () => {
    const compiled = Buffer.from(await compileKernel()).toString("base64");
    expect(compiled).toBe(dotKernelBinary);
  });

  it("stays exact at the largest sums the query code limit allows", () => {
    const stride = 1536;
    const limit = queryCodeLimit(stride);
    const kernel = makeDotKernel(1);
    new Int8Array(kernel.memory.buffer, 0, stride).fill(127);
    new Int16Array(kernel.memory.buffer, stride, stride).fill(-limit);
    new Int32Array(kernel.memory.buffer, 3 * stride, 1).set([0]);
    kernel.dots(0, stride, stride, 3 * stride, 1, 3 * stride + 4);
    expect(new Int32Array(kernel.memory.buffer, 3 * stride + 4, 1)[0]).toBe(-127 * limit * stride);
    expect(127 * limit * stride).toBeGreaterThan(2 ** 31 - 2 * 127 * stride);
  });

  it("computes exact integer dot products for any row list, stride and count", () => {
    const next = random(7);
    for (const [rowCount, stride] of [
      [1, 16],
      [7, 32],
      [64, 48],
      [33, 1536],
    ] as const) {
      const queryAt = rowCount * stride;
      const rowsAt = queryAt + 2 * stride;
      const kernel = makeDotKernel(Math.ceil((rowsAt + 8 * 2 * rowCount) / 65536));
      const codes = new Int8Array(kernel.memory.buffer, 0, rowCount * stride);
      const code = () => Math.round(next() * 254) - 127;
      // The first row is all 127 and the first case's query all -127: the largest magnitude there is.
      codes.forEach((_, index) => (codes[index] = index < stride ? 127 : code()));
      const query = new Int16Array(kernel.memory.buffer, queryAt, stride);
      query.forEach((_, index) => (query[index] = rowCount === 1 ? -127 : code()));
      // Every row, then a shuffled list with repeats, of a length that is not a multiple of 4.
      const lists = [Array.from({ length: rowCount }, (_, row) => row), Array.from({ length: 2 * rowCount + 1 }, () => Math.floor(next() * rowCount))];
      for (const list of lists) {
        const outAt = rowsAt + 4 * list.length;
        new Int32Array(kernel.memory.buffer, rowsAt, list.length).set(list);
        kernel.dots(0, stride, queryAt, rowsAt, list.length, outAt);
        const out = Array.from(new Int32Array(kernel.memory.buffer, outAt, list.length));
        const expected = list.map((row) => {
          let sum = 0;
          for (let index = 0; index < stride; index++) sum += codes[row * stride + index]! * query[index]!;
          return sum;
        });
        expect(out).toEqual(expected);
      }
    }
  });
});

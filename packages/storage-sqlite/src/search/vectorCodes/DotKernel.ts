import { dotKernelBinary } from "./dotKernelBinary.js";

/** The parts of WebAssembly used here (lib "dom" is not in this project's compilation). */
export interface KernelMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Memory: new (descriptor: { initial: number }) => KernelMemory;
  readonly Instance: new (module: object, imports: object) => { readonly exports: Record<string, unknown> };
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

/** Scores stored int8 codes against a widened query code; see `dotKernel.wat` for the memory layout. */
export interface DotKernel {
  readonly memory: KernelMemory;
  /**
   * For each of `count` int32 row numbers at byte `rows`, writes the exact
   * integer dot product of that row (at `codes + row * stride`) with the int16
   * query at `query` to the int32 array at `out`. All arguments are byte
   * offsets into `memory`; `stride` is a multiple of 16.
   */
  readonly dots: (codes: number, stride: number, query: number, rows: number, count: number, out: number) => void;
}

let compiled: object | undefined;

/** A kernel over its own growable memory of `pages` 64 KiB pages (compiled once per process). */
export const makeDotKernel = (pages: number): DotKernel => {
  compiled ??= new wasm.Module(Buffer.from(dotKernelBinary, "base64"));
  const memory = new wasm.Memory({ initial: pages });
  const instance = new wasm.Instance(compiled, { env: { memory } });
  return { memory, dots: instance.exports["dots"] as DotKernel["dots"] };
};

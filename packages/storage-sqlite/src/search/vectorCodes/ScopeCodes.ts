import type { DotKernel } from "./DotKernel.js";
import { makeDotKernel } from "./DotKernel.js";
import type { StoredFactors } from "./quantize.js";
import { boundMargin, quantizeQuery, quantizeStored, queryCodeLimit, refinedBounds } from "./quantize.js";

/** Which slots a scan considers: a date range on `YYYYMMDD` keys and an optional source-id mask. */
export interface SlotFilter {
  /** True when a date bound is given: undated slots never match. */
  readonly dated: boolean;
  readonly fromKey: number;
  readonly toKey: number;
  /** Indexed by the scope's source-id number; null means every source. */
  readonly sourceMask: Uint8Array | null;
}

/** `YYYY-MM-DD` as the integer YYYYMMDD (ordered like the text); -1 for no date. */
export const dateKey = (date: string | null): number => (date === null ? -1 : Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10)));

const pageBytes = 65_536;
/** Above this a scope's memory would overflow the kernel's signed 32-bit offsets. */
export const maxScopeBytes = 2 ** 31 - pageBytes;
/** Bytes per slot besides its two codes: seq, four factors, date key, source number, liveness. */
const metadataBytesPerSlot = 8 + 4 * 8 + 4 + 4 + 1;

const strideOf = (dimensions: number): number => Math.ceil(dimensions / 16) * 16;

/** WebAssembly memory for `capacity` slots: codes, residual codes, one query, the row list and the results. */
const memoryBytes = (stride: number, capacity: number): number => 2 * capacity * stride + 2 * stride + 8 * capacity;

/** The memory a scope of `capacity` slots of this length takes: about 2d + 57 bytes a vector. */
export const scopeBytes = (dimensions: number, capacity: number): number =>
  Math.ceil(memoryBytes(strideOf(dimensions), capacity) / pageBytes) * pageBytes + capacity * metadataBytesPerSlot;

/** Thrown by `append` when one more vector would take the scope past its byte limit. */
export class ScopeTooLarge extends Error {
  constructor() {
    super("The vector scope outgrew its memory limit");
  }
}

/**
 * The int8 codes of one user's vectors of one source and model, in
 * WebAssembly memory laid out for `dotKernel.wat`: `capacity` code rows of
 * `stride` bytes, then as many residual code rows, then scratch space for one
 * query (int16), the row list and the results. Slots are kept in ascending
 * `seq` order (rows are appended in seq order, which only grows); deleted
 * slots are marked dead and squeezed out once they are a quarter of the scope.
 */
export class ScopeCodes {
  readonly stride: number;
  private readonly kernel: DotKernel;
  private capacity: number;
  /** Slots in use, alive or dead. */
  private length = 0;
  private dead = 0;
  private seqs: Float64Array;
  private scaleOverNorm: Float64Array;
  private residualOverNorm: Float64Array;
  private residualScaleOverNorm: Float64Array;
  private finalResidualOverNorm: Float64Array;
  private dateKeys: Int32Array;
  private sourceNumbers: Int32Array;
  private alive: Uint8Array;
  private readonly sourceIds: Array<string> = [];
  private readonly sourceNumberById = new Map<string, number>();

  /**
   * Room for `expected` vectors and some more to start with; never more than
   * `maxBytes` in all (else `ScopeTooLarge`).
   */
  constructor(
    readonly model: string,
    readonly dimensions: number,
    expected: number,
    private readonly maxBytes: number = maxScopeBytes,
  ) {
    this.stride = strideOf(dimensions);
    this.capacity = this.fittingCapacity(Math.max(16, expected + Math.ceil(expected / 8)), expected);
    this.kernel = makeDotKernel(Math.ceil(memoryBytes(this.stride, this.capacity) / pageBytes));
    this.seqs = new Float64Array(this.capacity);
    this.scaleOverNorm = new Float64Array(this.capacity);
    this.residualOverNorm = new Float64Array(this.capacity);
    this.residualScaleOverNorm = new Float64Array(this.capacity);
    this.finalResidualOverNorm = new Float64Array(this.capacity);
    this.dateKeys = new Int32Array(this.capacity);
    this.sourceNumbers = new Int32Array(this.capacity);
    this.alive = new Uint8Array(this.capacity);
  }

  /** The newest `seq` held, 0 when empty. */
  get lastSeq(): number {
    return this.length === 0 ? 0 : this.seqs[this.length - 1]!;
  }

  /** Bytes held: WebAssembly memory plus metadata. */
  get bytes(): number {
    return this.kernel.memory.buffer.byteLength + this.capacity * metadataBytesPerSlot;
  }

  /** Where the residual code rows start. */
  private get residualsAt(): number {
    return this.capacity * this.stride;
  }

  /** `wanted` slots, or fewer (but at least `needed`) to stay within the byte limit. */
  private fittingCapacity(wanted: number, needed: number): number {
    const limit = Math.min(this.maxBytes, maxScopeBytes);
    let capacity = Math.max(wanted, needed);
    while (capacity > needed && scopeBytes(this.dimensions, capacity) > limit) capacity = Math.max(needed, Math.floor(capacity * 0.95));
    if (scopeBytes(this.dimensions, capacity) > limit) throw new ScopeTooLarge();
    return capacity;
  }

  private grow(needed: number): void {
    const capacity = this.fittingCapacity(Math.ceil(this.capacity * 1.25), needed);
    const pages = Math.ceil(memoryBytes(this.stride, capacity) / pageBytes) - this.kernel.memory.buffer.byteLength / pageBytes;
    if (pages > 0) this.kernel.memory.grow(pages);
    // The residual rows move up to make room for more code rows.
    new Uint8Array(this.kernel.memory.buffer).copyWithin(capacity * this.stride, this.residualsAt, this.residualsAt + this.length * this.stride);
    const widen = <T extends Float64Array | Int32Array | Uint8Array>(old: T, make: (size: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.length) as never);
      return next;
    };
    this.seqs = widen(this.seqs, (size) => new Float64Array(size));
    this.scaleOverNorm = widen(this.scaleOverNorm, (size) => new Float64Array(size));
    this.residualOverNorm = widen(this.residualOverNorm, (size) => new Float64Array(size));
    this.residualScaleOverNorm = widen(this.residualScaleOverNorm, (size) => new Float64Array(size));
    this.finalResidualOverNorm = widen(this.finalResidualOverNorm, (size) => new Float64Array(size));
    this.dateKeys = widen(this.dateKeys, (size) => new Int32Array(size));
    this.sourceNumbers = widen(this.sourceNumbers, (size) => new Int32Array(size));
    this.alive = widen(this.alive, (size) => new Uint8Array(size));
    this.capacity = capacity;
  }

  /** Adds a vector; `seq` must exceed every seq held. */
  append(seq: number, sourceId: string, date: string | null, vector: ArrayLike<number>): void {
    if (seq <= this.lastSeq) throw new RangeError("vector codes must be appended in seq order");
    if (this.length === this.capacity) this.grow(this.length + 1);
    const slot = this.length;
    const buffer = this.kernel.memory.buffer;
    const codes = new Int8Array(buffer, slot * this.stride, this.stride).fill(0);
    const residualCodes = new Int8Array(buffer, this.residualsAt + slot * this.stride, this.stride).fill(0);
    const factors = quantizeStored(vector, codes, residualCodes, 0);
    let sourceNumber = this.sourceNumberById.get(sourceId);
    if (sourceNumber === undefined) {
      sourceNumber = this.sourceIds.push(sourceId) - 1;
      this.sourceNumberById.set(sourceId, sourceNumber);
    }
    this.seqs[slot] = seq;
    this.scaleOverNorm[slot] = factors.scaleOverNorm;
    this.residualOverNorm[slot] = factors.residualOverNorm;
    this.residualScaleOverNorm[slot] = factors.residualScaleOverNorm;
    this.finalResidualOverNorm[slot] = factors.finalResidualOverNorm;
    this.dateKeys[slot] = dateKey(date);
    this.sourceNumbers[slot] = sourceNumber;
    this.alive[slot] = 1;
    this.length = slot + 1;
  }

  /**
   * Keeps only the slots whose seq is in `present` (ascending; seqs above
   * `lastSeq` are ignored). Returns how many slots died.
   */
  retainOnly(present: ReadonlyArray<number>): number {
    let removed = 0;
    let cursor = 0;
    for (let slot = 0; slot < this.length; slot++) {
      const seq = this.seqs[slot]!;
      while (cursor < present.length && present[cursor]! < seq) cursor++;
      if (this.alive[slot] === 1 && present[cursor] !== seq) {
        this.alive[slot] = 0;
        removed++;
      }
    }
    this.dead += removed;
    if (this.dead > Math.max(64, this.length / 4)) this.compact();
    return removed;
  }

  /** Moves the live slots down over the dead ones, keeping their order. */
  private compact(): void {
    const bytes = new Uint8Array(this.kernel.memory.buffer);
    const residualsAt = this.residualsAt;
    let next = 0;
    for (let slot = 0; slot < this.length; slot++) {
      if (this.alive[slot] !== 1) continue;
      if (slot !== next) {
        bytes.copyWithin(next * this.stride, slot * this.stride, (slot + 1) * this.stride);
        bytes.copyWithin(residualsAt + next * this.stride, residualsAt + slot * this.stride, residualsAt + (slot + 1) * this.stride);
        this.seqs[next] = this.seqs[slot]!;
        this.scaleOverNorm[next] = this.scaleOverNorm[slot]!;
        this.residualOverNorm[next] = this.residualOverNorm[slot]!;
        this.residualScaleOverNorm[next] = this.residualScaleOverNorm[slot]!;
        this.finalResidualOverNorm[next] = this.finalResidualOverNorm[slot]!;
        this.dateKeys[next] = this.dateKeys[slot]!;
        this.sourceNumbers[next] = this.sourceNumbers[slot]!;
        this.alive[next] = 1;
      }
      next++;
    }
    this.alive.fill(0, next, this.length);
    this.length = next;
    this.dead = 0;
  }

  /** A mask over this scope's source ids with the given ones set (unknown ids match nothing). */
  sourceMask(sourceIds: ReadonlyArray<string>): Uint8Array {
    const mask = new Uint8Array(this.sourceIds.length);
    for (const id of sourceIds) {
      const number = this.sourceNumberById.get(id);
      if (number !== undefined) mask[number] = 1;
    }
    return mask;
  }

  private storedFactors(slot: number): StoredFactors {
    return {
      scaleOverNorm: this.scaleOverNorm[slot]!,
      residualOverNorm: this.residualOverNorm[slot]!,
      residualScaleOverNorm: this.residualScaleOverNorm[slot]!,
      finalResidualOverNorm: this.finalResidualOverNorm[slot]!,
    };
  }

  /**
   * The seqs of every live slot passing `filter` whose cosine upper bound
   * reaches the k-th largest lower bound among them: a superset of the exact
   * top-k under any tie-break. Two rounds, each with bounds from quantize.ts
   * and each with the SIMD kernel: coarse bounds over every slot
   * (`coarseBounds`, written out inline for speed), then refined bounds over
   * the coarse candidates. A query whose bounds are unknown keeps every slot
   * that passes the filter.
   */
  candidates(query: ArrayLike<number>, filter: SlotFilter, k: number): Array<number> {
    const buffer = this.kernel.memory.buffer;
    const queryAt = 2 * this.capacity * this.stride;
    const rowsAt = queryAt + 2 * this.stride;
    const outAt = rowsAt + 4 * this.capacity;
    const rows = new Int32Array(buffer, rowsAt, this.capacity);
    const dots = new Int32Array(buffer, outAt, this.capacity);
    let count = 0;
    for (let slot = 0; slot < this.length; slot++) {
      if (this.alive[slot] !== 1) continue;
      if (filter.dated) {
        const key = this.dateKeys[slot]!;
        if (key < 0 || key < filter.fromKey || key > filter.toKey) continue;
      }
      if (filter.sourceMask !== null && filter.sourceMask[this.sourceNumbers[slot]!] !== 1) continue;
      rows[count++] = slot;
    }
    const seqsOf = (slots: ArrayLike<number>) => Array.from(slots, (slot) => this.seqs[slot]!);
    if (count <= k) return seqsOf(rows.subarray(0, count));

    const queryCodes = new Int16Array(buffer, queryAt, this.stride).fill(0);
    const factors = quantizeQuery(query, queryCodeLimit(this.stride), queryCodes, 0);
    if (!Number.isFinite(factors.codeNormOverNorm)) return seqsOf(rows.subarray(0, count));

    // Coarse round.
    this.kernel.dots(0, this.stride, queryAt, rowsAt, count, outAt);
    const scale = factors.scaleOverNorm;
    const errorOf = (slot: number) => factors.codeNormOverNorm * this.residualOverNorm[slot]! + factors.residualOverNorm + boundMargin;
    const coarseBest = new KthLargest(k);
    for (let index = 0; index < count; index++) {
      const slot = rows[index]!;
      coarseBest.offer(scale * this.scaleOverNorm[slot]! * dots[index]! - errorOf(slot));
    }
    const coarseSlots: Array<number> = [];
    const codeDots: Array<number> = [];
    for (let index = 0; index < count; index++) {
      const slot = rows[index]!;
      if (scale * this.scaleOverNorm[slot]! * dots[index]! + errorOf(slot) < coarseBest.value) continue;
      coarseSlots.push(slot);
      codeDots.push(dots[index]!);
    }
    if (coarseSlots.length <= k) return seqsOf(coarseSlots);

    // Refined round: the same query code against the candidates' residual codes.
    rows.set(coarseSlots);
    this.kernel.dots(this.residualsAt, this.stride, queryAt, rowsAt, coarseSlots.length, outAt);
    const refined = coarseSlots.map((slot, index) => refinedBounds(factors, this.storedFactors(slot), codeDots[index]!, dots[index]!));
    const refinedBest = new KthLargest(k);
    for (const bounds of refined) refinedBest.offer(bounds.lower);
    return seqsOf(coarseSlots.filter((_, index) => !(refined[index]!.upper < refinedBest.value)));
  }
}

/** The k-th largest of the numbers offered (-∞ until k have been), kept as a min-heap of the k largest. */
class KthLargest {
  private readonly heap: Float64Array;

  constructor(k: number) {
    this.heap = new Float64Array(k).fill(Number.NEGATIVE_INFINITY);
  }

  get value(): number {
    return this.heap[0]!;
  }

  offer(value: number): void {
    if (!(value > this.heap[0]!)) return;
    const heap = this.heap;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && heap[right]! < heap[left]! ? right : left;
      if (heap[child]! >= value) break;
      heap[index] = heap[child]!;
      index = child;
    }
    heap[index] = value;
  }
}

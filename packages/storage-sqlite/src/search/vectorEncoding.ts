/** The vector as little-endian float64 bytes: stored next to the chunk so it reads back unchanged. */
export const encodeVector = (vector: ReadonlyArray<number>): Buffer => Buffer.from(Float64Array.from(vector).buffer);

/** Reads a vector written by `encodeVector` (copied, since driver buffers need not be 8-byte aligned). */
export const decodeVector = (bytes: Uint8Array): Array<number> => {
  const copy = new Uint8Array(bytes.byteLength - (bytes.byteLength % 8));
  copy.set(bytes.subarray(0, copy.byteLength));
  return Array.from(new Float64Array(copy.buffer));
};

/** The vector as float32 bytes, the format sqlite-vec's vec0 tables take. */
export const float32Bytes = (vector: ReadonlyArray<number>): Buffer => Buffer.from(Float32Array.from(vector).buffer);

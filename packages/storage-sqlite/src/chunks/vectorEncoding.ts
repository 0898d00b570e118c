/** The vector as little-endian float64 bytes: stored next to the chunk so it reads back unchanged. */
export const encodeVector = (vector: ReadonlyArray<number>): Buffer => {
  const bytes = Buffer.allocUnsafe(vector.length * 8);
  vector.forEach((value, index) => bytes.writeDoubleLE(value, index * 8));
  return bytes;
};

export const decodeVector = (bytes: Uint8Array): Array<number> => {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: Math.floor(view.byteLength / 8) }, (_, index) => view.readDoubleLE(index * 8));
};

/** The vector as float32 bytes, the format sqlite-vec's vec0 tables take. */
export const float32Bytes = (vector: ReadonlyArray<number>): Buffer => Buffer.from(Float32Array.from(vector).buffer);

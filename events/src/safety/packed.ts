/**
 * How a linear model's sparse weights are stored in `guard-model.json`: the feature buckets that have a
 * weight, ascending, as base64 of their gaps in LEB128 varints (most gaps fit one byte), and their
 * weights, one signed byte per class per bucket in the same order, as one base64 string. About 3x smaller
 * than a JSON record of bucket -> weights, which kept the file under biome's 1 MiB limit only by pruning
 * weights the model needs. Pure.
 */

/** Non-negative integers -> base64 of their LEB128 varints (one byte each under 128). */
export function packVarints(values: readonly number[]): string {
  const bytes: number[] = [];
  for (let v of values) {
    if (!Number.isInteger(v) || v < 0) throw new Error(`cannot store ${v} as a varint`);
    while (v >= 0x80) {
      bytes.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 0x80);
    }
    bytes.push(v);
  }
  return Buffer.from(bytes).toString("base64");
}

export function unpackVarints(packed: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (const b of Buffer.from(packed, "base64")) {
    value += (b & 0x7f) * scale;
    scale *= 0x80;
    if (b & 0x80) continue;
    values.push(value);
    value = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error("packed numbers end inside a number");
  return values;
}

/** Ascending bucket ids -> base64 of their varint-coded gaps. */
export function packIds(ids: readonly number[]): string {
  let last = 0;
  const gaps = ids.map((id) => {
    if (!Number.isInteger(id) || id < last) throw new Error(`bucket ids must ascend: ${id} after ${last}`);
    const gap = id - last;
    last = id;
    return gap;
  });
  return packVarints(gaps);
}

export function unpackIds(packed: string): number[] {
  let last = 0;
  return unpackVarints(packed).map((gap) => (last += gap));
}

/** Signed bytes (one per class per bucket) <-> base64. */
export function packBytes(values: Int8Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64");
}

export function unpackBytes(packed: string): Int8Array {
  const bytes = Buffer.from(packed, "base64");
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * How a linear model's sparse weights are stored in `guard-model.json`: the feature buckets that have a
 * weight, ascending, as base64 of their gaps in LEB128 varints (most gaps fit one byte), and their
 * weights, one signed byte per class per bucket in the same order, as one base64 string. About 3x smaller
 * than a JSON record of bucket -> weights, which kept the file under biome's 1 MiB limit only by pruning
 * weights the model needs. Pure.
 */

/** Ascending bucket ids -> base64 of their varint-coded gaps. */
export function packIds(ids: readonly number[]): string {
  const bytes: number[] = [];
  let last = 0;
  for (const id of ids) {
    if (!Number.isInteger(id) || id < last) throw new Error(`bucket ids must ascend: ${id} after ${last}`);
    let gap = id - last;
    last = id;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Buffer.from(bytes).toString("base64");
}

export function unpackIds(packed: string): number[] {
  const bytes = Buffer.from(packed, "base64");
  const ids: number[] = [];
  let last = 0;
  let gap = 0;
  let shift = 0;
  for (const b of bytes) {
    gap += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b & 0x80) continue;
    last += gap;
    ids.push(last);
    gap = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error("packed bucket ids end inside a number");
  return ids;
}

/** Signed bytes (one per class per bucket) <-> base64. */
export function packBytes(values: Int8Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64");
}

export function unpackBytes(packed: string): Int8Array {
  const bytes = Buffer.from(packed, "base64");
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * The guard's memory of the requests it was trained on: the hand-written training requests' feature
 * vectors and labels, and a nearest-neighbour vote over them that the input score blends with the linear
 * models' (`GuardClassifier`). A linear model adds up word weights learned across every example, so a
 * word that is mostly harmless ("kill" a process, "virus" on a laptop) pulls a blunt request down
 * however close it is to harmful requests it was trained on; the nearest requests by cosine over the same
 * features carry what the whole request resembles. Pure.
 */
import { CONCEPT_WEIGHT, type FeatureVector } from "./features.ts";
import { packVarints, unpackVarints } from "./packed.ts";

/** How the neighbours are stored in `guard-model.json` (`packNeighbours`). */
export type NeighbourData = {
  /** How many nearest requests vote. */
  k: number;
  /** The input score is (1 - blend) x the linear models' + blend x the harmful share of the k nearest. */
  blend: number;
  /** Per request, how many features it has: base64 of LEB128 varints. */
  sizes: string;
  /**
   * Each request's feature buckets, ascending within it, as varints of (gap from the previous bucket of the
   * same request) x 2 + 1 where the feature is a concept (weighs `CONCEPT_WEIGHT`, half a word), base64.
   */
  features: string;
  /** One bit per request, 1 where it is harmful, base64. */
  harmful: string;
};

/**
 * A feature shared by more requests than this is not looked up (its requests are not gathered as
 * candidates; it still counts in each request's length): "how", "to", "a" find half the set, and the
 * candidates the rarer features find are the near ones. Keeps a lookup to a few thousand additions.
 */
const MAX_POSTINGS = 3000;

export type StoredRequest = { vector: FeatureVector; harmful: boolean };

export function packNeighbours(requests: StoredRequest[], k: number, blend: number): NeighbourData {
  const sizes: number[] = [];
  const features: number[] = [];
  const bits = new Uint8Array(Math.ceil(requests.length / 8));
  requests.forEach((r, i) => {
    const top = Math.max(...r.vector.values);
    sizes.push(r.vector.ids.length);
    let last = 0;
    r.vector.ids.forEach((id, j) => {
      // A request's values are its features' weights over one norm: the smaller ones are its concepts.
      const concept = r.vector.values[j]! < (top * (1 + CONCEPT_WEIGHT)) / 2 ? 1 : 0;
      features.push((id - last) * 2 + concept);
      last = id;
    });
    if (r.harmful) bits[i >> 3]! |= 1 << (i & 7);
  });
  return {
    k,
    blend,
    sizes: packVarints(sizes),
    features: packVarints(features),
    harmful: Buffer.from(bits).toString("base64"),
  };
}

/**
 * The decoded neighbours: an inverted index from feature bucket to the requests that have it, in flat
 * typed arrays (one posting list after another), ~8,800 requests x ~50 features.
 */
export class Neighbours {
  readonly k: number;
  readonly blend: number;
  /** Bucket -> its posting list's index; list `p` is `requests[starts[p]..starts[p + 1])`. */
  private readonly lists = new Map<number, number>();
  private readonly starts: Int32Array;
  private readonly requests: Int32Array;
  private readonly weights: Float32Array;
  private readonly norms: Float64Array;
  private readonly harmful: Uint8Array;
  private readonly dots: Float64Array;

  constructor(data: NeighbourData) {
    this.k = data.k;
    this.blend = data.blend;
    const unpack = (field: "sizes" | "features") => {
      try {
        return unpackVarints(data[field]);
      } catch (e) {
        throw new Error(`guard neighbours: ${field}: ${(e as Error).message}`);
      }
    };
    const sizes = unpack("sizes");
    const features = unpack("features");
    if (sizes.reduce((a, b) => a + b, 0) !== features.length)
      throw new Error(`guard neighbours: ${features.length} features for sizes adding to another count`);
    this.harmful = new Uint8Array(Buffer.from(data.harmful, "base64"));
    if (this.harmful.length !== Math.ceil(sizes.length / 8))
      throw new Error(`guard neighbours: ${this.harmful.length} label bytes for ${sizes.length} requests`);
    // Two passes over the stored features: count each bucket's requests, then fill the lists.
    const decoded = (visit: (request: number, id: number, weight: number) => void) => {
      let at = 0;
      sizes.forEach((size, r) => {
        let id = 0;
        for (let j = 0; j < size; j++) {
          const v = features[at++]!;
          id += Math.floor(v / 2);
          visit(r, id, v % 2 === 1 ? CONCEPT_WEIGHT : 1);
        }
      });
    };
    const counts: number[] = [];
    decoded((_, id) => {
      const p = this.lists.get(id);
      if (p === undefined) {
        this.lists.set(id, counts.length);
        counts.push(1);
      } else counts[p]!++;
    });
    this.starts = new Int32Array(counts.length + 1);
    counts.forEach((c, p) => {
      this.starts[p + 1] = this.starts[p]! + c;
    });
    this.requests = new Int32Array(features.length);
    this.weights = new Float32Array(features.length);
    this.norms = new Float64Array(sizes.length);
    this.dots = new Float64Array(sizes.length);
    const filled = this.starts.slice(0, counts.length);
    decoded((r, id, weight) => {
      const at = filled[this.lists.get(id)!]!++;
      this.requests[at] = r;
      this.weights[at] = weight;
      this.norms[r]! += weight * weight;
    });
    for (let r = 0; r < this.norms.length; r++) this.norms[r] = Math.sqrt(this.norms[r]!);
  }

  get size(): number {
    return this.norms.length;
  }

  /** The share of the `k` requests nearest `f` (cosine) that are harmful; requests sharing no looked-up feature do not vote. */
  harmfulShare(f: FeatureVector): number {
    const touched: number[] = [];
    f.ids.forEach((id, i) => {
      const p = this.lists.get(id);
      if (p === undefined) return;
      const start = this.starts[p]!;
      const end = this.starts[p + 1]!;
      if (end - start > MAX_POSTINGS) return;
      const v = f.values[i]!;
      for (let j = start; j < end; j++) {
        const r = this.requests[j]!;
        if (this.dots[r] === 0) touched.push(r);
        this.dots[r]! += v * this.weights[j]!;
      }
    });
    // The k largest cosines among the touched requests (a small sorted list: k is 9).
    const best: Array<{ cos: number; r: number }> = [];
    for (const r of touched) {
      const cos = this.dots[r]! / this.norms[r]!;
      this.dots[r] = 0;
      if (best.length === this.k && cos <= best[best.length - 1]!.cos) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.cos < cos) at--;
      best.splice(at, 0, { cos, r });
      if (best.length > this.k) best.pop();
    }
    let harmful = 0;
    for (const { r } of best) if (this.harmful[r >> 3]! & (1 << (r & 7))) harmful++;
    return harmful / this.k;
  }
}

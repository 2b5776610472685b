/** Seeded randomness for the fleet simulator: the simulator's generator, so a run is repeatable from its seed. */
export { seededRandom } from "@chat/gpu-worker/sim";

export function exponential(random: () => number, mean: number): number {
  return -Math.log(1 - random()) * mean;
}

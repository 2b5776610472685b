/**
 * How the streams bench spreads its streams over users and sockets, as real clients would, within the door's
 * limits (DOOR_LIMITS, README "Limits"): no bench stream is refused for holding more than a user may.
 */
import { DOOR_LIMITS } from "../../src/http/door-limits.ts";

/** Streams one bench user watches at once: under the per-user cap, SSE and WebSocket counted together. */
export const STREAMS_PER_USER = 50;

/**
 * Streams per WebSocket. A socket's `resume` frames are all sent when it opens, so they must fit at once in
 * its requests in flight (opsPerSocket, 8), its replay burst (replayBurst, 10; then 30 a minute) and its
 * streams (streamsPerSocket, 16). One user then holds ceil(50 / 8) = 7 sockets, under socketsPerUser (16).
 */
export const STREAMS_PER_SOCKET = Math.min(
  DOOR_LIMITS.opsPerSocket,
  DOOR_LIMITS.replayBurst,
  DOOR_LIMITS.streamsPerSocket,
);

if (
  STREAMS_PER_USER > DOOR_LIMITS.streamsPerUser ||
  Math.ceil(STREAMS_PER_USER / STREAMS_PER_SOCKET) > DOOR_LIMITS.socketsPerUser
)
  throw new Error("the streams bench's spread no longer fits the door's limits (door-spread.ts)");

/** `items` cut into runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

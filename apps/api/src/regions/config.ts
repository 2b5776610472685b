/**
 * The api's regions from its environment:
 *   REGION        this deployment's region (its users' home), e.g. "eu"; default "local"
 *   REGION_PEERS  JSON list of the other regions new conversations may spill to, e.g.
 *                 [{"name":"us","namespace":"us","databaseUrl":"postgres://.../chat_us","distanceMs":80}]
 *                 (natsUrl defaults to this api's NATS_URL: regions on one NATS server, as `npm run dev`
 *                 runs them; in production each region has its own). Unset or []: one region, as before.
 * Bad values stop the api at start with a message naming the variable.
 */
import { z } from "zod";

const RegionName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, "a lower-case region name of at most 32 characters");

export const RegionPeer = z
  .object({
    name: RegionName,
    /** Its NATS namespace (CHAT_NAMESPACE there); "" for none. */
    namespace: z
      .string()
      .regex(/^[A-Za-z0-9_]{0,32}$/)
      .default(""),
    natsUrl: z.string().url().optional(),
    databaseUrl: z.string().url(),
    /** Round-trip time from this region, ms: spill-over goes to the nearest region with headroom. */
    distanceMs: z.number().nonnegative().default(100),
  })
  .strict();
export type RegionPeer = z.infer<typeof RegionPeer>;

export type RegionsConfig = { home: string; peers: RegionPeer[] };

export function regionsFromEnv(env: Record<string, string | undefined>): RegionsConfig | null {
  const home = RegionName.safeParse(env.REGION ?? "local");
  if (!home.success) throw new Error(`REGION: ${home.error.issues[0]?.message} (got "${env.REGION}")`);
  const raw = env.REGION_PEERS?.trim();
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      'REGION_PEERS: not JSON; expected e.g. [{"name":"us","namespace":"us","databaseUrl":"postgres://..."}]',
    );
  }
  const peers = z.array(RegionPeer).max(16).safeParse(json);
  if (!peers.success) {
    const i = peers.error.issues[0]!;
    throw new Error(`REGION_PEERS: ${i.path.join(".") || "(list)"}: ${i.message}`);
  }
  if (peers.data.length === 0) return null;
  const names = [home.data, ...peers.data.map((p) => p.name)];
  if (new Set(names).size !== names.length)
    throw new Error(`REGION_PEERS: region names repeat (${names.join(", ")})`);
  return { home: home.data, peers: peers.data };
}

/**
 * Five regions of the ten-times scenario (DESIGN section 10: 100 M daily users, ~15,000 GPUs, five regions)
 * and the daily load curve their users follow in local time, so the regions peak at different hours.
 *
 * The curve is the load relative to the evening peak (21:00 local = 1): a trough of ~10% before dawn, a
 * working-day plateau of ~75%, the evening peak; the shape of published daily traffic of consumer web
 * services (e.g. the day curves of internet exchanges). Its daily mean is ~0.58 of the peak (peak ~1.7x the mean).
 * The users' split and the round trips are round figures of where such a service's users are (North America
 * and Europe largest) and of public inter-region latencies between cloud regions.
 */

/** Load by local hour (0..23) relative to the peak hour. */
export const LOCAL_HOUR_LOAD: readonly number[] = [
  0.55, 0.35, 0.22, 0.14, 0.1, 0.1, 0.14, 0.24, 0.4, 0.55, 0.65, 0.72, 0.76, 0.75, 0.73, 0.73, 0.75, 0.78,
  0.82, 0.88, 0.95, 1, 0.92, 0.75,
];

/** The curve at a local time in hours (any real number), linear between the hours. */
export function localLoad(localHour: number): number {
  const h = ((localHour % 24) + 24) % 24;
  const i = Math.floor(h);
  const f = h - i;
  return LOCAL_HOUR_LOAD[i]! * (1 - f) + LOCAL_HOUR_LOAD[(i + 1) % 24]! * f;
}

export type RegionSpec = {
  name: string;
  /** Hours from UTC where most of its users live (their evening peak is at 21:00 there). */
  utcOffsetHours: number;
  /** Daily users whose home region this is. */
  users: number;
  largeReplicas: number;
  smallReplicas: number;
};

/** Users' shares and time zones of the default five regions; the fleet is split like the users. */
export const DEFAULT_REGION_SHARES: readonly { name: string; utcOffsetHours: number; share: number }[] = [
  { name: "americas", utcOffsetHours: -5, share: 0.3 },
  { name: "europe", utcOffsetHours: 1, share: 0.25 },
  { name: "east-asia", utcOffsetHours: 8, share: 0.2 },
  { name: "south-asia", utcOffsetHours: 5.5, share: 0.15 },
  { name: "south-america", utcOffsetHours: -3, share: 0.1 },
];

/** Round trips between the regions, ms (symmetric; read either way). */
export const DEFAULT_DISTANCE_MS: Record<string, Record<string, number>> = {
  americas: { europe: 80, "south-america": 120, "east-asia": 160, "south-asia": 200 },
  europe: { "south-asia": 120, "south-america": 190, "east-asia": 220 },
  "east-asia": { "south-asia": 70, "south-america": 260 },
  "south-asia": { "south-america": 300 },
};

/**
 * The default regions: `dailyUsers` split by share, and a fleet of `largeReplicas` + `smallReplicas` (the
 * planner's routed fleet for those users) split the same way, each region planned for its own evening peak.
 */
export function defaultRegions(
  dailyUsers: number,
  largeReplicas: number,
  smallReplicas: number,
): RegionSpec[] {
  return DEFAULT_REGION_SHARES.map((r) => ({
    name: r.name,
    utcOffsetHours: r.utcOffsetHours,
    users: Math.round(dailyUsers * r.share),
    largeReplicas: Math.max(1, Math.round(largeReplicas * r.share)),
    smallReplicas: Math.max(1, Math.round(smallReplicas * r.share)),
  }));
}

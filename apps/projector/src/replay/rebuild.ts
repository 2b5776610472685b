/**
 * Rebuilding the read models from the log: replay into fresh tables in a schema of their own (copies of
 * the live tables' definitions), then swap them in with one transaction of renames.
 *
 * The swap first locks every read-model table (position table first, the order the live projector
 * touches them), reads the live projector's position and replays into the new tables whatever the live
 * one applied meanwhile; a live transaction waiting on the lock then runs against the new tables
 * (Postgres looks the names up again), so nothing is lost or applied twice.
 *
 * A rebuild that does not start at the log's very first event (sequence 1) would drop older history
 * (the log keeps 30 days; Postgres keeps everything), so it is not swapped in unless `allowPartial`.
 */
import type { Database } from "@chat/platform";
import { READ_MODEL_TABLES } from "@chat/platform";
import { type Kysely, sql } from "kysely";
import { UNREAD_KINDS } from "../fold.ts";
import { applyEvents, applyEventsIn, lockPosition, type Positioned, projectionOf } from "../store.ts";
import {
  batches,
  type LogDeps,
  type LogEntry,
  type LogRange,
  logEntries,
  progressReporter,
  readLog,
} from "./log.ts";

export type RebuildOptions = LogDeps &
  LogRange & {
    db: Kysely<Database>;
    /** Events per transaction (default 500). */
    batchSize?: number;
    /** Swap the rebuilt tables in (default true); false leaves them in `schema` for inspection. */
    swap?: boolean;
    /** Swap in tables rebuilt from part of the log only (older rows are lost). */
    allowPartial?: boolean;
    progress?: boolean;
  };

export type RebuildResult = {
  schema: string;
  events: number;
  malformed: number;
  /** Entries passed unread, as the live projector passes them (deltas: no read model needs them). */
  unread: number;
  /** The last sequence replayed in partition 0 (the whole log when it has one partition). */
  position: number;
  /** The last sequence replayed in each partition. */
  positions: number[];
  seconds: number;
  swapped: boolean;
  /** The first sequence replayed (1 when the rebuild covers the whole history; the highest partition's). */
  firstSeq: number;
  /** Why the rebuilt tables were not swapped in, when they were not. */
  notSwapped?: string;
};

export async function rebuildReadModels(opts: RebuildOptions): Promise<RebuildResult> {
  const { db, names } = opts;
  // Refused before anything is made: a refused rebuild leaves no schema behind.
  if (opts.partition !== undefined) {
    throw new RangeError(
      "a rebuild replays every partition of the log (it swaps in all read models at once)",
    );
  }
  if (opts.fromSeq !== undefined && names.log.partitions > 1) {
    throw new RangeError(
      `a sequence is one partition's and the log has ${names.log.partitions}: start a partial rebuild from a time instead`,
    );
  }
  const began = performance.now();
  const schema = `rebuild_${Date.now()}`;
  await sql`create schema ${sql.id(schema)}`.execute(db);
  for (const t of READ_MODEL_TABLES) {
    await sql`create table ${sql.id(schema, t)} (like ${sql.id("public", t)} including all)`.execute(db);
  }
  const target = db.withSchema(schema);
  const progress = opts.progress ? progressReporter("rebuild", await logEntries(opts)) : null;

  let events = 0;
  let malformed = 0;
  let unread = 0;
  // Per partition: the last sequence replayed and the first (1 when it covers the partition's whole history).
  const position = new Array<number>(names.log.partitions).fill(0);
  const firstSeq = new Array<number>(names.log.partitions).fill(0);
  const apply = async (tx: Kysely<Database>, entries: LogEntry[], inTx: boolean) => {
    const p = entries[0]?.partition ?? 0;
    // A malformed or unread entry only moves the position, as in the live projector (which dead-letters
    // the malformed one).
    const batch: Positioned[] = entries.map((e) => ({ event: e.event, seq: e.seq }));
    for (const e of entries) {
      if ("error" in e) malformed++;
      else if ("unread" in e) unread++;
    }
    const projection = projectionOf(names, p);
    const r = inTx ? await applyEventsIn(tx, batch, projection) : await applyEvents(tx, batch, projection);
    events += entries.length;
    firstSeq[p] ||= entries[0]?.seq ?? 0;
    position[p] = Math.max(position[p]!, entries.at(-1)?.seq ?? 0);
    progress?.tick(events, position[p]!);
    return r;
  };
  for (let p = 0; p < names.log.partitions; p++) {
    const range = { ...opts, partition: p, unreadKinds: UNREAD_KINDS };
    // A batch never spans two partitions: each is applied with its partition's position row.
    for await (const entries of batches(readLog(opts, range), opts.batchSize ?? 500)) {
      await apply(target, entries, false);
    }
  }
  progress?.tick(events, Math.max(...position), true);

  const result = (swapped: boolean, notSwapped?: string): RebuildResult => ({
    schema,
    events,
    malformed,
    unread,
    position: position[0]!,
    positions: position,
    firstSeq: Math.max(...firstSeq),
    seconds: (performance.now() - began) / 1_000,
    swapped,
    ...(notSwapped ? { notSwapped } : {}),
  });
  if (opts.swap === false) return result(false, "not asked to swap");
  const partial = firstSeq.findIndex((seq) => seq > 1);
  if (partial >= 0 && !opts.allowPartial) {
    return result(
      false,
      `the replay${names.log.partitions > 1 ? ` of partition ${partial}` : ""} started at sequence ${firstSeq[partial]}, not 1: swapping would drop older rows (allow a partial rebuild to swap anyway)`,
    );
  }
  const old = `${schema}_old`;
  await db.transaction().execute(async (tx) => {
    // projection_positions first: the order the live projector takes them, so the two cannot deadlock.
    const order = ["projection_positions", ...READ_MODEL_TABLES.filter((t) => t !== "projection_positions")];
    await sql`lock table ${sql.join(order.map((t) => sql.id("public", t)))} in access exclusive mode`.execute(
      tx,
    );
    for (let p = 0; p < names.log.partitions; p++) {
      const live = await lockPosition(tx, projectionOf(names, p));
      if (live <= position[p]!) continue;
      for await (const entries of batches(
        readLog(opts, { partition: p, fromSeq: position[p]! + 1, toSeq: live, unreadKinds: UNREAD_KINDS }),
        500,
      )) {
        await apply(tx.withSchema(schema), entries, true);
      }
    }
    await sql`create schema ${sql.id(old)}`.execute(tx);
    for (const t of READ_MODEL_TABLES) {
      await sql`alter table ${sql.id("public", t)} set schema ${sql.id(old)}`.execute(tx);
      await sql`alter table ${sql.id(schema, t)} set schema public`.execute(tx);
    }
    await sql`drop schema ${sql.id(old)} cascade`.execute(tx);
    await sql`drop schema ${sql.id(schema)}`.execute(tx);
  });
  return result(true);
}

/**
 * Rebuilding the read models from the log: replay into fresh tables in a schema of their own (copies of
 * the live tables' definitions), then swap them in with one transaction of renames. While swapping, the
 * live projector's position row is locked and the rebuild catches up to it, so no event the live
 * projector already applied is missing afterwards; its in-flight transaction fails and is redelivered.
 */

import type { Database } from "@chat/infra/db";
import { READ_MODEL_TABLES } from "@chat/infra/db";
import { type Kysely, sql } from "kysely";
import { applyEvents, applyEventsIn, lockPosition, type Positioned, PROJECTION } from "../store.ts";
import {
  batches,
  type LogDeps,
  type LogEntry,
  type LogRange,
  logBounds,
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
    progress?: boolean;
  };

export type RebuildResult = {
  schema: string;
  events: number;
  malformed: number;
  position: number;
  seconds: number;
  swapped: boolean;
};

export async function rebuildReadModels(opts: RebuildOptions): Promise<RebuildResult> {
  const { db } = opts;
  const began = performance.now();
  const schema = `rebuild_${Date.now()}`;
  await sql`create schema ${sql.id(schema)}`.execute(db);
  for (const t of READ_MODEL_TABLES) {
    await sql`create table ${sql.id(schema, t)} (like ${sql.id("public", t)} including all)`.execute(db);
  }
  const target = db.withSchema(schema);
  const { last } = await logBounds(opts);
  const progress = opts.progress ? progressReporter("rebuild", last) : null;

  let events = 0;
  let malformed = 0;
  let position = 0;
  const apply = async (tx: Kysely<Database>, entries: LogEntry[], inTx: boolean) => {
    const batch: Positioned[] = [];
    for (const e of entries) {
      if (e.event) batch.push({ event: e.event, seq: e.seq });
      else malformed++;
    }
    const r = inTx ? await applyEventsIn(tx, batch) : await applyEvents(tx, batch);
    events += entries.length;
    position = Math.max(position, entries.at(-1)?.seq ?? 0);
    progress?.tick(events, position);
    return r;
  };
  for await (const entries of batches(readLog(opts, opts), opts.batchSize ?? 500)) {
    await apply(target, entries, false);
  }
  progress?.tick(events, position, true);

  if (opts.swap === false) {
    return {
      schema,
      events,
      malformed,
      position,
      seconds: (performance.now() - began) / 1_000,
      swapped: false,
    };
  }
  const old = `${schema}_old`;
  await db.transaction().execute(async (tx) => {
    const live = await lockPosition(tx, PROJECTION);
    if (live > position) {
      for await (const entries of batches(readLog(opts, { fromSeq: position + 1, toSeq: live }), 500)) {
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
  return { schema, events, malformed, position, seconds: (performance.now() - began) / 1_000, swapped: true };
}

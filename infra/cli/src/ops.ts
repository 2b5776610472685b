/**
 * Ops commands over the log (DESIGN section 7):
 *
 *   npm run ops -- unfinished [--min-age SECONDS]
 *       generations that started (or were queued) but never finished: user, replica, age, and how far the
 *       answer got: its last delta's `seq` on the log, by one point read per row (the read models no longer
 *       fold deltas: at a region's peak they are ~95% of the log), at most POINT_READS_AT_ONCE at a time
 *   npm run ops -- resubmit MESSAGE_ID... | --all [--min-age SECONDS] [--force]
 *       queues them again on a live replica, continuing from the text already sent. Idempotent: a
 *       generation already resubmitted and not yet started is left alone; one that finished is refused;
 *       one whose replica is still heartbeating is refused unless --force.
 *   npm run ops -- rollout status | rollout POOL --candidate V --stage shadow|1|10|50|100 | --rollback | --promote
 *       moves a pool's model rollout (see rollout.ts beside this file)
 */
import { parseArgs } from "node:util";
import { requeueGeneration } from "@chat/dispatcher";
import {
  connectNats,
  EventPublisher,
  LoadReport,
  lastEventOf,
  readGeneration,
  names as topologyNames,
} from "@chat/events";
import { mapLimit } from "@chat/gate";
import { openDatabase } from "@chat/platform";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import { ROLLOUT_USAGE, runRollout } from "./rollout.ts";

/** Point reads in flight at once: enough to list thousands of rows in seconds, few enough for NATS. */
const POINT_READS_AT_ONCE = 16;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    "min-age": { type: "string", default: "30" },
    candidate: { type: "string" },
    stage: { type: "string" },
    "shadow-share": { type: "string" },
    rollback: { type: "boolean", default: false },
    promote: { type: "boolean", default: false },
  },
});
const [command, ...ids] = positionals;
if (command === "rollout") {
  const nc = await connectNats(undefined, "ops");
  try {
    process.exitCode = await runRollout(nc, topologyNames(), {
      pool: ids[0],
      candidate: values.candidate,
      stage: values.stage,
      shadowShare: values["shadow-share"],
      rollback: values.rollback,
      promote: values.promote,
    });
  } finally {
    await nc.close();
  }
  process.exit();
}
const minAgeS = Number(values["min-age"]);
if (!["unfinished", "resubmit"].includes(command ?? "") || !(minAgeS >= 0)) {
  console.error(
    `usage: npm run ops -- unfinished [--min-age S] | resubmit ID... | resubmit --all [--min-age S] [--force]\n${ROLLOUT_USAGE}`,
  );
  process.exit(2);
}
if (command === "resubmit" && !values.all && ids.length === 0) {
  console.error("resubmit: name message ids, or --all");
  process.exit(2);
}

const db = await openDatabase();
const nc = await connectNats(undefined, "ops");
const names = topologyNames();
try {
  const rows = await db
    .selectFrom("generations")
    .select(["message_id", "user_id", "replica_id", "status", "attempt", "submitted_at"])
    .where("status", "!=", "finished")
    .where("submitted_at", "<", new Date(Date.now() - minAgeS * 1000))
    .orderBy("submitted_at")
    .execute();

  if (command === "unfinished") {
    const jsm = await jetstreamManager(nc);
    // The last delta's seq counts the answer's deltas so far (1, 2, 3... across attempts): 0 when none.
    const deltas = await mapLimit(rows, POINT_READS_AT_ONCE, async (r) => {
      const last = await lastEventOf(jsm, names, r.message_id, "generation.delta");
      return last?.seq ?? 0;
    });
    console.log(["message", "user", "replica", "status", "attempt", "age s", "deltas on the log"].join("\t"));
    rows.forEach((r, i) => {
      const age = Math.round((Date.now() - r.submitted_at.getTime()) / 1000);
      console.log(
        [r.message_id, r.user_id, r.replica_id ?? "-", r.status, r.attempt, age, deltas[i]].join("\t"),
      );
    });
    console.log(`${rows.length} unfinished generation(s) older than ${minAgeS} s`);
  } else {
    const js = jetstream(nc);
    const publisher = new EventPublisher(js, names);
    const kv = await new Kvm(nc).open(names.buckets.replicas);
    const reports: LoadReport[] = [];
    for await (const key of await kv.keys()) {
      const e = await kv.get(key);
      const r = e?.operation === "PUT" ? LoadReport.safeParse(e.json()) : null;
      // Only serving replicas take work (not one starting, nor one whose engine is down).
      if (r?.success && (r.data.status ?? "serving") === "serving") reports.push(r.data);
    }
    const alive = (id: string | null) => reports.some((r) => r.replicaId === id && Date.now() - r.at < 2_000);
    const targets = values.all ? rows.map((r) => r.message_id) : ids;
    let refused = 0;
    for (const id of targets) {
      const state = await readGeneration(js, names, id);
      let line: string;
      if (!state.submitted) line = "refused: no such message on the log";
      else if (state.finished) line = `refused: already finished (${state.finished.finish})`;
      else if (state.pending)
        line = `skipped: already queued (attempt ${state.attempt} on ${state.replicaId})`;
      else if (alive(state.replicaId) && !values.force)
        line = `refused: still running on ${state.replicaId} (use --force)`;
      else {
        const o = await requeueGeneration(
          state,
          { replicaId: state.replicaId, reason: "ops resubmit" },
          {
            names,
            publisher,
            replicas: () => reports,
            now: () => Date.now(),
          },
        );
        line =
          o.kind === "moved"
            ? `resubmitted: attempt ${o.attempt} on ${o.replicaId}, continuing after ${state.tokens} tokens`
            : `${o.kind}: ${"detail" in o ? o.detail : "a stop was asked for; ended as stopped"}`;
      }
      if (line.startsWith("refused")) refused++;
      console.log(`${id}\t${line}`);
    }
    if (refused > 0 && !values.all) process.exitCode = 1;
  }
} finally {
  await nc.close();
  await db.destroy();
}

/**
 * How fast this machine is at the two things the api's per-event cost is made of, so benches run on
 * different machines (sessions, CI, a laptop) can be compared: JSON work in this process, and small writes
 * over loopback (the kernel's send, and on loopback the receiver's TCP work in the same call). Takes ~2 s;
 * run it on a quiet machine, before the load starts.
 *
 *   const speed = await machineSpeed();
 *   console.log(machineSpeedLine(speed));
 */
import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import { cpuUsage } from "node:process";

export type MachineSpeed = {
  /** CPU microseconds for one JSON.stringify + JSON.parse of a delta-sized event. */
  jsonUs: number;
  /** CPU microseconds (user + system) of this process per 200-byte socket write over loopback. */
  loopbackWriteUs: number;
};

const EVENT = {
  id: "m0123456789abcdef0123456789abcdef-a:d:42",
  type: "generation.delta",
  v: 1,
  time: "2026-12-04T12:00:00.000Z",
  userId: "u_0123456789abcdef",
  conversationId: "c_0123456789abcdef0123",
  messageId: "m0123456789abcdef0123456789abcdef",
  seq: 42,
  text: " the next two words",
  tokens: 2,
  attempt: 1,
};

const cpuUs = () => {
  const u = cpuUsage();
  return u.user + u.system;
};

/** The faster of two measurements (the first pays for compiling the loops). */
export async function machineSpeed(): Promise<MachineSpeed> {
  const a = await measure();
  const b = await measure();
  return {
    jsonUs: Math.min(a.jsonUs, b.jsonUs),
    loopbackWriteUs: Math.min(a.loopbackWriteUs, b.loopbackWriteUs),
  };
}

async function measure(): Promise<MachineSpeed> {
  const rounds = 100_000;
  let sink = 0;
  for (let i = 0; i < 10_000; i++) sink += (JSON.parse(JSON.stringify(EVENT)) as { seq: number }).seq;
  let t = cpuUs();
  for (let i = 0; i < rounds; i++) sink += (JSON.parse(JSON.stringify(EVENT)) as { seq: number }).seq;
  const jsonUs = (cpuUs() - t) / rounds;
  if (sink < 0) throw new Error("unreachable");

  // A peer in this process that reads and drops, and one socket writing to it, a write per turn (as the
  // api writes an event per stream per NATS message): each write is its own system call.
  const server = createServer((s) => s.resume());
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const socket: Socket = connect({ host: "127.0.0.1", port });
  await once(socket, "connect");
  socket.setNoDelay(true);
  const line = `${"x".repeat(199)}\n`;
  const writes = 20_000;
  const writeOne = () =>
    new Promise<void>((resolve) => {
      if (socket.write(line)) setImmediate(resolve);
      else socket.once("drain", resolve);
    });
  for (let i = 0; i < 1_000; i++) await writeOne();
  t = cpuUs();
  for (let i = 0; i < writes; i++) await writeOne();
  const loopbackWriteUs = (cpuUs() - t) / writes;
  socket.destroy();
  server.close();
  return { jsonUs, loopbackWriteUs };
}

export function machineSpeedLine(s: MachineSpeed): string {
  return `machine speed (quiet, before the load): ${s.jsonUs.toFixed(2)} us per JSON round trip of a delta, ${s.loopbackWriteUs.toFixed(1)} us of CPU per 200-byte loopback write (both sides' work in this process; compare across machines before comparing the figures below)`;
}

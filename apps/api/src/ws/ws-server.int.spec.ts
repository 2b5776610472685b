/**
 * The WebSocket door against hostile clients (issue 15), on a real api with real NATS and Postgres: a frame
 * over the limit, bad UTF-8, a bad opcode and a reset during the upgrade's auth each close one socket and
 * nothing else; sockets, streams, requests, frames and replays per client are bounded; a peer that stops
 * answering pings is closed; a `?token=` never reaches a log line.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { type DoorApi, startDoorApi, until } from "../fixtures/door-api.ts";

let door: DoorApi;
let token: string;
const logged: string[] = [];

beforeAll(async () => {
  for (const level of ["log", "error", "warn", "info"] as const) {
    const real = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
      real(...args);
    });
  }
  door = await startDoorApi({
    limits: {
      socketsPerUser: 3,
      replayBurst: 3,
      replaysPerMinute: 1,
      frameBurst: 20,
      framesPerSecond: 5,
      pingIntervalMs: 300,
    },
  });
  token = (await door.user()).token;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await door?.close();
});

const wsUrl = () => `${door.api.url.replace("http", "ws")}/v1/ws`;

async function open(t = token, opts: { query?: boolean; autoPong?: boolean } = {}): Promise<Client> {
  const ws = opts.query
    ? new WebSocket(`${wsUrl()}?token=${t}`, { autoPong: opts.autoPong ?? true })
    : new WebSocket(wsUrl(), { headers: { authorization: `Bearer ${t}` }, autoPong: opts.autoPong ?? true });
  const c = new Client(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => {
      c.refusedStatus = res.statusCode ?? 0;
      resolve();
    });
  });
  return c;
}

class Client {
  frames: Array<Record<string, unknown>> = [];
  closed: { code: number } | null = null;
  refusedStatus = 0;
  constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => this.frames.push(JSON.parse(raw.toString())));
    ws.on("close", (code) => {
      this.closed = { code };
    });
    ws.on("error", () => {});
  }
  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame));
  }
  async frame(pred: (f: Record<string, unknown>) => boolean, what: string) {
    await until(() => this.frames.some(pred), 10_000, what);
    return this.frames.find(pred)!;
  }
  async closedWith(): Promise<number> {
    await until(() => this.closed !== null, 10_000, "the socket to close");
    return this.closed!.code;
  }
}

async function healthy(): Promise<void> {
  const res = await fetch(`${door.api.url}/healthz`);
  expect(res.status).toBe(200);
}

/** A socket that still works: a bad frame is answered with an error frame. */
async function works(c: Client): Promise<void> {
  c.send({ type: "nope" });
  const f = await c.frame((f) => f.type === "error" && f.status === 400, "an error frame");
  expect(f.code).toBe("invalid_request");
}

describe("frames that kill a socket close that socket only", () => {
  it("a frame over 1 MiB: 1009 for that socket, the api and other sockets keep serving", async () => {
    const other = await open();
    const c = await open();
    c.ws.send("x".repeat((1 << 20) + 1));
    expect(await c.closedWith()).toBe(1009);
    await healthy();
    await works(other);
    other.ws.close();
  });

  it("invalid UTF-8 in a text frame: 1007", async () => {
    const c = await open();
    c.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await c.closedWith()).toBe(1007);
    await healthy();
  });

  it("a reserved opcode: 1002", async () => {
    const c = await open();
    // FIN + opcode 3 (reserved), masked, empty payload: written below the ws client's own checks.
    (c.ws as unknown as { _socket: { write(b: Buffer): void } })._socket.write(
      Buffer.from([0x83, 0x80, 1, 2, 3, 4]),
    );
    expect(await c.closedWith()).toBe(1002);
    await healthy();
  });

  it("a binary frame and malformed JSON get error frames, and the socket stays open", async () => {
    const c = await open();
    c.ws.send(Buffer.from("{}"), { binary: true });
    await c.frame((f) => f.type === "error" && String(f.message).includes("text frame"), "binary refused");
    c.ws.send("{not json");
    await c.frame((f) => f.type === "error" && String(f.message).includes("malformed JSON"), "JSON refused");
    await works(c);
    c.ws.close();
  });

  it("connections reset during the upgrade's auth do not take the process down", async () => {
    const { port } = new URL(door.api.url);
    for (let i = 0; i < 30; i++) {
      const s = connect(Number(port), "127.0.0.1");
      s.on("error", () => {});
      await new Promise<void>((r) => s.once("connect", () => r()));
      s.write(
        `GET /v1/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nAuthorization: Bearer sk-unknown-${i}\r\n\r\n`,
      );
      s.resetAndDestroy();
    }
    await new Promise((r) => setTimeout(r, 300));
    await healthy();
    await works(await open());
  });
});

describe("what one client may hold is bounded", () => {
  it("sockets per user: the one past the limit is refused 429 with a JSON body", async () => {
    const u = (await door.user()).token;
    const held = [await open(u), await open(u), await open(u)];
    const extra = await open(u);
    expect(extra.refusedStatus).toBe(429);
    held[0]!.ws.close();
    await held[0]!.closedWith();
    await until(
      async () => {
        const c = await open(u);
        c.ws.close();
        return c.refusedStatus === 0;
      },
      5_000,
      "a slot",
    );
    for (const c of held) c.ws.close();
  });

  it("resumes per socket are budgeted (each replays an answer from the log)", async () => {
    const c = await open();
    for (let i = 0; i < 5; i++) c.send({ type: "resume", messageId: `unknown${i}`, lastEventId: 0 });
    const refused = await c.frame((f) => f.code === "too_many_replays", "a replay refusal");
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // The first three were served (and found nothing): budgeted, not blocked.
    expect(c.frames.filter((f) => f.code === "not_found")).toHaveLength(3);
    c.ws.close();
  });

  it("a frame flood is refused, then closed with 1008", async () => {
    const c = await open();
    for (let i = 0; i < 100; i++) c.send({ type: "stop", messageId: `m${i}` });
    await c.frame((f) => f.code === "too_many_frames", "a frame refusal");
    expect(await c.closedWith()).toBe(1008);
    await healthy();
  });

  it("a peer that stops answering pings is closed (half-open sockets do not live forever)", async () => {
    const silent = await open(token, { autoPong: false });
    const normal = await open();
    await silent.closedWith();
    expect(normal.closed).toBeNull();
    await works(normal);
    normal.ws.close();
  });
});

describe("tokens", () => {
  it("an unknown token is refused 401 with a JSON body", async () => {
    const c = await open("sk-nobody");
    expect(c.refusedStatus).toBe(401);
  });

  it("a ?token= query string works and never reaches a log line", async () => {
    const c = await open(token, { query: true });
    await works(c);
    c.send({ type: "resume", messageId: "x".repeat(80), lastEventId: 0 });
    await c.frame((f) => f.status === 400 && f !== c.frames[0], "a second error");
    c.ws.close();
    const bad = await open("sk-secret-query-token", { query: true });
    expect(bad.refusedStatus).toBe(401);
    expect(logged.join("\n")).not.toContain(token);
    expect(logged.join("\n")).not.toContain("sk-secret-query-token");
  });
});

/**
 * `npm run chat`: a terminal chat client over WebSocket. Streams answers as they are written.
 * Uses CHAT_TOKEN (or --token), else creates a local free user. API at API_URL (default ws://127.0.0.1:8080).
 * Type a message and press Enter; `/stop` stops the answer in progress; `/regenerate` answers the last
 * question again (a sibling answer; the conversation continues from it); `/new` starts a new conversation;
 * `/quit` leaves.
 */
import { randomBytes } from "node:crypto";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { WebSocket } from "ws";

const { values } = parseArgs({
  options: {
    token: { type: "string" },
    url: { type: "string" },
    model: { type: "string", default: "auto" },
    tier: { type: "string", default: "free" },
  },
});
const base = values.url ?? process.env.API_URL ?? `ws://127.0.0.1:${process.env.API_PORT ?? 8080}`;
let token = values.token ?? process.env.CHAT_TOKEN;
if (!token) {
  const { openDatabase } = await import("@chat/platform");
  const { createUser } = await import("../auth.ts");
  const db = await openDatabase();
  token = (await createUser(db, values.tier === "plus" ? "plus" : "free")).token;
  await db.destroy();
  console.log(`(signed in as a new ${values.tier} user; set CHAT_TOKEN=${token} to keep it)`);
}

const ws = new WebSocket(`${base.replace(/^http/, "ws")}/v1/ws`, {
  headers: { authorization: `Bearer ${token}` },
});
const rl = readline.createInterface({ input: process.stdin, output: process.stdout, prompt: "you> " });
let conversationId: string | null = null;
let parentId: string | null = null;
let current: string | null = null;
let inputClosed = false;
const prompt = () => inputClosed || rl.prompt();
/** Lines typed (or piped) before the conversation exists or while an answer streams wait their turn. */
const pending: string[] = [];
const sendNext = () => {
  if (!conversationId || current || pending.length === 0) return;
  const text = pending.shift()!;
  current = newId();
  ws.send(
    JSON.stringify({
      type: "send",
      conversationId,
      messageId: current,
      content: text,
      parentId,
      model: values.model,
    }),
  );
};
const newId = () => `m_${randomBytes(10).toString("hex")}`;

ws.on("error", (err) => {
  console.error(`cannot reach the api at ${base}: ${err.message}. Is \`npm run dev\` running?`);
  process.exit(1);
});
ws.on("open", () => ws.send(JSON.stringify({ type: "create_conversation", title: "Terminal chat" })));
ws.on("close", () => {
  console.log("\n(connection closed)");
  process.exit(0);
});
ws.on("message", (raw) => {
  const f = JSON.parse(raw.toString());
  if (f.type === "conversation") {
    conversationId = f.id;
    console.log(`conversation ${f.id}. Type a message; /stop, /regenerate, /new, /quit.`);
    prompt();
    sendNext();
  } else if (f.type === "event" && f.event === "meta") {
    process.stdout.write(`${f.data.model ?? "assistant"}> `);
  } else if (f.type === "event" && f.event === "delta") {
    process.stdout.write(f.data.text);
  } else if (f.type === "event" && f.event === "done") {
    const u = f.data.usage;
    // A refusal's text comes in `done`, never in deltas (a safety refusal also names its hazard).
    if (f.data.finish === "refused" && f.data.detail) {
      console.log(`\n  ${f.data.detail}${f.data.category ? ` [${f.data.category}]` : ""}`);
    }
    console.log(`\n  [${f.data.finish}; ${u.input} in (${u.cached} cached), ${u.output} out]`);
    parentId = f.messageId;
    current = null;
    prompt();
    sendNext();
  } else if (f.type === "error") {
    console.log(`\n  ! ${f.code}: ${f.message}`);
    current = null;
    prompt();
    sendNext();
  }
});

rl.on("line", (line) => {
  const text = line.trim();
  if (text === "/quit") return ws.close();
  if (text === "/stop" && current) return ws.send(JSON.stringify({ type: "stop", messageId: current }));
  if (text === "/regenerate") {
    if (!parentId || current) {
      console.log(current ? "  (wait for the answer, or /stop it)" : "  (nothing to regenerate yet)");
      return prompt();
    }
    current = newId();
    return ws.send(
      JSON.stringify({ type: "regenerate", targetId: parentId, messageId: current, model: values.model }),
    );
  }
  if (text === "/new") {
    parentId = null;
    return ws.send(JSON.stringify({ type: "create_conversation", title: "Terminal chat" }));
  }
  if (!text) return prompt();
  pending.push(text);
  sendNext();
});
// Piped input ends before the answers do: leave once everything sent has been answered.
rl.on("close", () => {
  inputClosed = true;
  const leave = setInterval(() => {
    if (!current && pending.length === 0) {
      clearInterval(leave);
      ws.close();
    }
  }, 100);
});

// Entry of a simulated server's worker thread: module hooks (tsx) do not cross from the main thread into a
// worker, so the worker registers tsx itself before loading the TypeScript that serves (as fleet/worker-entry.mjs).
import { register } from "tsx/esm/api";

register();
await import("./servers.ts");

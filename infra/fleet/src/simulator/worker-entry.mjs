// Entry of a fleet-simulation worker thread: module hooks (tsx) do not cross from the main thread into a
// worker, so the worker registers tsx itself before loading the TypeScript that runs the simulation.
import { register } from "tsx/esm/api";

register();
await import("./run-in-worker.ts");

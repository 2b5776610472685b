import { Counter, Gauge, type Registry } from "prom-client";

export type ProjectorMetrics = ReturnType<typeof projectorMetrics>;

export function projectorMetrics(registry: Registry) {
  return {
    events: new Counter({
      name: "chat_projector_events_total",
      help: "Events handled by the projector, by type and result (applied, or skipped as already seen)",
      labelNames: ["type", "result"] as const,
      registers: [registry],
    }),
    unread: new Counter({
      name: "chat_projector_unread_total",
      help: "Log entries passed unread (no parse; they only move the position), by subject kind: deltas",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    deadLetters: new Counter({
      name: "chat_projector_dead_letters_total",
      help: "Malformed or poisoned events set aside on the dead-letter subject",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    errors: new Counter({
      name: "chat_projector_errors_total",
      help: "Handler failures (the event is redelivered)",
      registers: [registry],
    }),
    position: new Gauge({
      name: "chat_projector_position",
      help: "Stream sequence of the last event applied to Postgres, per partition of the log",
      labelNames: ["partition"] as const,
      registers: [registry],
    }),
    lag: new Gauge({
      name: "chat_projector_lag_events",
      help: "Entries of the chat log not yet projected, per partition",
      labelNames: ["partition"] as const,
      registers: [registry],
    }),
  };
}

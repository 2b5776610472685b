/** Connection settings from the environment, with the local defaults of DESIGN section 11. */
export const serviceUrls = () => ({
  nats: process.env.NATS_URL ?? "nats://127.0.0.1:4222",
  database: process.env.DATABASE_URL ?? "postgres://127.0.0.1:5432/chat",
  redis: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
});
export type ServiceUrls = ReturnType<typeof serviceUrls>;

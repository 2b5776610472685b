/** Token limits by tier: the public surface for the api's wiring (http, ws, settlement consumer, repair job). */

export type { LimitView, RateLimitFields } from "./headers.ts";
export { rateLimitFields, rateLimitHeaders } from "./headers.ts";
export { LocalAllowance } from "./local-allowance.ts";
export type { Refund, RefundRetrierOptions } from "./refund-retrier.ts";
export { RefundRetrier } from "./refund-retrier.ts";
export { actualCost, settlementOf } from "./settlement.ts";
export type { BucketConfig, BucketState, ReserveDecision } from "./token-bucket.ts";
export { refill, reserve, settle } from "./token-bucket.ts";
export type {
  RepairReport,
  ReservationFate,
  ReserveCode,
  ReserveResult,
  SettleResult,
  StaleReservation,
  TokenLimiterOptions,
} from "./token-limiter.ts";
export {
  createLimiterRedis,
  LimitsUnavailableError,
  limiterRedisOptions,
  TokenLimiter,
} from "./token-limiter.ts";

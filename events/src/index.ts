export { connectNats, DEFAULT_NATS_URL, NatsUnavailableError, serverAtLeast } from "./connection.ts";
export type { ConsumeOptions, ConsumerHandle, MessageContext } from "./consumer.ts";
export { AbandonMessage, consumeLog, consumeValidated, setAside } from "./consumer.ts";
export { checkLogPartitions, ensureTopology, LogPartitionsMismatchError } from "./ensure.ts";
export { FleetEvent, FleetKind, LadderMoved, MessageShed, RolloutStaged } from "./fleet.ts";
export type { GenerationState } from "./generation-log.ts";
export { foldGeneration, readGeneration, readGenerationEvents } from "./generation-log.ts";
export * from "./judge/index.ts";
export {
  isScopedMessageId,
  logShard,
  newConversationId,
  scopedMessageId,
  userShardHex,
} from "./message-ids.ts";
export type { GenerationProbe, PointRead } from "./point-read.ts";
export { jsonOf, lastEventOf, lastJsonOn, probeGeneration } from "./point-read.ts";
export type { PublishOptions } from "./publisher.ts";
export { EventPublisher, InvalidEventError, sleep } from "./publisher.ts";
export * from "./regions/index.ts";
export {
  chooseVersion,
  DEFAULT_VERSION,
  noRollout,
  PinnedVersions,
  pinnedOrCurrent,
  Rollout,
  RolloutStage,
  replicasForVersions,
  STAGE_SHARE,
  shadowsCandidate,
  stableUnit,
  versionOf,
} from "./rollout.ts";
export { RolloutView, readRollout, stageRollout } from "./rollout-store.ts";
export type { AnswerEnding, ChatEventType, EventOf, ParseResult } from "./schemas.ts";
export {
  answerEnding,
  assertNever,
  BranchSelected,
  ChatEvent,
  ChatMessage,
  ConversationCreated,
  ConversationDeleted,
  ConversationRenamed,
  ConversationSummarized,
  EventKind,
  eventIds,
  FinishReason,
  formatZodError,
  GenerationDelta,
  GenerationFinished,
  GenerationInterrupted,
  GenerationResubmitted,
  GenerationRouted,
  GenerationStarted,
  HazardCode,
  Id,
  isStorableText,
  MessageSubmitted,
  ModelVersion,
  Pool,
  parseEvent,
  RequestedModel,
  SafetyVerdict,
  StopRequested,
  StoredText,
  Tier,
  toStorableText,
  Usage,
  UsageSettled,
  UserSettingsChanged,
} from "./schemas.ts";
export {
  buildRolloutPair,
  buildShadowPair,
  PairedAnswer,
  RolloutPair,
  RolloutShadowRequested,
  rolloutShadowId,
  ShadowEvent,
  ShadowKind,
  ShadowPair,
  ShadowPublisher,
  ShadowRequested,
  shadowEventIds,
  shadowGenerationId,
} from "./shadow.ts";
export type { Names } from "./subjects.ts";
export { logPartitionsFromEnv, MAX_LOG_PARTITIONS, names, TopologyConfigError } from "./subjects.ts";
export type { StreamDef } from "./topology.ts";
export { bucketConfigs, consumerConfigs, durableConsumer, MAX_DELIVER, streamConfigs } from "./topology.ts";
export { ApiInstanceReport, LoadReport, WorkItem } from "./work.ts";

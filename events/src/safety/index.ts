/**
 * Safety policy shared by the api (input check), the gpu-worker (output check, sentence by sentence) and
 * the simulated guard model: hazard categories, the guard classifier and its training, thresholds, the
 * lexical baseline, the sentence splitter and the guard protocol. Pure, except `data.ts` (reads the
 * labelled set) and `guard-client.ts` (calls a guard server).
 */
export { baselineVerdict } from "./baseline.ts";
export type { DecidedBy, Hazard, SafetyStage, Verdict } from "./categories.ts";
export { HAZARD_CODES, HAZARDS, isHazard } from "./categories.ts";
export type { ClassName, GuardModel, GuardModelData, GuardTurns, Scores, Thresholds } from "./classifier.ts";
export {
  BINARY_CLASSES,
  CLASSES,
  GuardClassifier,
  NEWEST_TURN_GATE,
  SHORT_REQUEST,
  wordCount,
} from "./classifier.ts";
export type { SafetySet } from "./data.ts";
export { inSplit, loadNotTrained, loadSafetySet, loadTranslatedSet } from "./data.ts";
export type { Split } from "./dataset.ts";
export { inputText, isChat, isGenerated, parseExamples, SafetyExample, splitOf, turnsOf } from "./dataset.ts";
export { featurize, fnv1a } from "./features.ts";
export { trainingFingerprint } from "./fingerprint.ts";
export type { Checker, CheckResult, GuardClientOptions } from "./guard-client.ts";
export { DEFAULT_GUARD_MODEL, GuardClient } from "./guard-client.ts";
export type { GuardMessage, GuardReply } from "./guard-protocol.ts";
export {
  guardOnePassBody,
  guardRequestBody,
  guardStageOf,
  guardTextOf,
  guardTurnsOf,
  ONE_PASS_PREFIX,
  parseCategoryReply,
  parseGuardReply,
  parseOnePassReply,
} from "./guard-protocol.ts";
export { withoutRefusedTurns } from "./history.ts";
export { normalizeText } from "./normalize.ts";
export type { BuildOptions, BuiltGuard } from "./pipeline.ts";
export { buildGuard, DEFAULT_BUDGETS, trainingPool, trainModel } from "./pipeline.ts";
export { inputRefusal, refusalMessage } from "./refusal.ts";
export type { Flagged } from "./score.ts";
export { scoreWithBaseline, scoreWithGuard } from "./score.ts";
export { SentenceSplitter, splitSentences } from "./sentences.ts";
export { SHIPPED_THRESHOLDS } from "./shipped.ts";
export type { TrainingExample, TrainOptions } from "./train.ts";
export { augment, augmentSentence, trainGuard } from "./train.ts";
export type { CategoryReport, Evaluation, ScoredExample } from "./tune.ts";
export { evaluate, tuneThresholds } from "./tune.ts";

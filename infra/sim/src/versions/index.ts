/** Simulated model versions and the simulated judge, for the release gate (`npm run gate`). */
export type { Fact } from "./answers.ts";
export { BODY_SENTENCES, FACTS, VERSION_REFUSAL, versionAnswer } from "./answers.ts";
export type { Category } from "./categories.ts";
export { CATEGORIES, categoryOf, isCategory } from "./categories.ts";
export type { JudgeOptions } from "./judge.ts";
export { answerScore, DEFAULT_JUDGE, judgeCase, judgeReply } from "./judge.ts";
export type { VersionProfile } from "./profiles.ts";
export { CURRENT_VERSION, DEMO_CANDIDATE, versionNames, versionProfile } from "./profiles.ts";
export type { VersionServerOptions } from "./version-server.ts";
export { createJudgeServer, createVersionServer, JUDGE_MODEL, versionComposer } from "./version-server.ts";

export type {
  RegionChoice,
  RegionChoiceInput,
  RegionHeadroom,
  RegionReason,
  RegionRung,
  SpillConfig,
} from "./choose-region.ts";
export { chooseRegion, DEFAULT_SPILL, hasHeadroom, isRegionUp } from "./choose-region.ts";
export { HEADROOM_KEY, parseHeadroom, RegionHeadroomRecord, UNBOUNDED_WAIT_S } from "./headroom.ts";

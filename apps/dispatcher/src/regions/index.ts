export type {
  RegionChoice,
  RegionChoiceInput,
  RegionHeadroom,
  RegionReason,
  SpillConfig,
} from "./choose-region.ts";
export { chooseRegion, DEFAULT_SPILL, hasHeadroom, isRegionUp } from "./choose-region.ts";

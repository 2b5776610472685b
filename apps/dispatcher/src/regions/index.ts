// The spill-over rule is shared with the api (which places conversations): it lives in @chat/events.
export type {
  RegionChoice,
  RegionChoiceInput,
  RegionHeadroom,
  RegionReason,
  SpillConfig,
} from "@chat/events";
export { chooseRegion, DEFAULT_SPILL, hasHeadroom, isRegionUp } from "@chat/events";
export { publishHeadroom, regionHeadroom } from "./headroom.ts";

// The spill-over rule itself (chooseRegion) is shared with the api, which places conversations: @chat/events.
export { publishHeadroom, regionHeadroom } from "./headroom.ts";

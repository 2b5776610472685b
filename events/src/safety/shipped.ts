/** The thresholds the tuner wrote (small; the services load them, not the weights). */

import type { Thresholds } from "./classifier.ts";
import thresholds from "./guard-thresholds.json" with { type: "json" };

export const SHIPPED_THRESHOLDS: Thresholds = thresholds as Thresholds;

/** The stream protocol: one event union and its two framings. */
export * from "./StreamEvent.js";
export * from "./framing.js";
export * from "./invariants.js";
export * from "./appendEvent.js";

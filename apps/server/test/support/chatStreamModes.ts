/**
 * The ways the server writes a chat's events (LIFEOS_CHAT_STREAM): every
 * chat stream test runs on each, so the direct writer cannot drop a header
 * or an event the plain one sends.
 */
export const chatStreamModes = ["direct", "web"] as const;

export type ChatStreamMode = (typeof chatStreamModes)[number];

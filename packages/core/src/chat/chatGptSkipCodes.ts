/**
 * Why an import of ChatGPT's conversations left one out, as stable codes (each with the values it names): what a
 * client writes in its own words in place of the import's English `reason`.
 * - `CHATGPT_TOO_MANY_MESSAGES` `{ max }`; `CHATGPT_MESSAGE_TOO_LONG` `{ characters }`;
 *   `CHATGPT_MISSING_MESSAGE` and `CHATGPT_MALFORMED_MESSAGE` `{ id }` (the message's id in the export);
 * - the others name no value.
 */
export const chatGptSkipCodes = [
  "CHATGPT_NOT_A_CONVERSATION",
  "CHATGPT_NO_MAPPING",
  "CHATGPT_NO_CURRENT_NODE",
  "CHATGPT_MESSAGE_LOOP",
  "CHATGPT_TOO_MANY_MESSAGES",
  "CHATGPT_MISSING_MESSAGE",
  "CHATGPT_MALFORMED_MESSAGE",
  "CHATGPT_MESSAGE_TOO_LONG",
  "CHATGPT_NO_TIMES",
  "CHATGPT_NO_TEXT_MESSAGES",
  "CHATGPT_UNSTORABLE_TEXT",
  "CHATGPT_ALREADY_IMPORTED",
] as const;
export type ChatGptSkipCode = (typeof chatGptSkipCodes)[number];

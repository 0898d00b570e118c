import type { ConversationView } from "@lifeos/core";
import { Link } from "../../router.js";
import { useAnswerLanguage } from "../../language/AnswerLanguage.js";
import { cardWords } from "./cardWords.js";

/** Earlier conversations: each a link to it, with the day it was last active and its first question. */
export const ConversationListCard = ({ conversations }: { conversations: ReadonlyArray<ConversationView> }) => {
  const words = cardWords[useAnswerLanguage()];
  return conversations.length === 0 ? (
    <p className="card-empty">{words.noConversation}</p>
  ) : (
    <ul className="conversation-list">
      {conversations.map((conversation) => (
        <li key={conversation.threadId}>
          <Link href={`/chat/${conversation.threadId}`}>{conversation.title}</Link> <span className="when">({conversation.lastActive})</span>
          {conversation.asked !== null && <div>{conversation.asked}</div>}
        </li>
      ))}
    </ul>
  );
};

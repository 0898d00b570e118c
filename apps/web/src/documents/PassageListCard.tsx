import { citationLabel, documentHref, type PassageJson } from "../api/documents.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { Link } from "../router.js";
import { documentsWords } from "./documentsWords.js";

/** The passages a knowledge-base search returned, each linked to the viewer at its page; its words follow the answer's language. */
export const PassageListCard = ({ passages }: { passages: ReadonlyArray<PassageJson> }) => {
  const words = documentsWords[useAnswerLanguage()];
  return passages.length === 0 ? (
    <p className="card-empty">{words.nothingMatched}</p>
  ) : (
    <ol className="passages">
      {passages.map((passage, index) => (
        <li key={index}>
          <Link href={documentHref(passage.documentId, passage.page, passage.text)} className="citation" title={passage.citation}>
            {citationLabel(passage.name, passage.page, passage.heading)}
          </Link>
          <p>{passage.text.length > 300 ? `${passage.text.slice(0, 300)}…` : passage.text}</p>
        </li>
      ))}
    </ol>
  );
};

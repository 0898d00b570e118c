import { useState, type FormEvent } from "react";
import { api, query } from "../api/client.js";
import { citationLabel, documentHref, type PassageJson } from "../api/documents.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { Link } from "../router.js";
import { documentsWords } from "./documentsWords.js";
import { errorText } from "../language/problemWords.js";

/** "Test retrieval": the passages a question would retrieve from the documents, with their scores. */
export const RetrievalTest = () => {
  const [question, setQuestion] = useState("");
  const [passages, setPassages] = useState<ReadonlyArray<PassageJson> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = useAnswerLanguage();
  const words = documentsWords[language];
  const locale = useAnswerLocale();
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    setError(null);
    try {
      const result = await api<{ items: PassageJson[] }>(`/documents/search${query({ q: question.trim(), limit: 5 })}`);
      setPassages(result.items);
    } catch (reason) {
      setError(errorText(reason, language));
    }
  };
  return (
    <section className="retrieval-test" aria-label={words.testRetrieval}>
      <h2>{words.testRetrieval}</h2>
      <form onSubmit={search} className="retrieval-form">
        <input
          type="search"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={words.askPlaceholder}
          aria-label={words.question}
        />
        <button type="submit" className="button">
          {words.search}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {passages !== null && passages.length === 0 && <p>{words.noPassageForQuestion}</p>}
      {passages !== null && passages.length > 0 && (
        <ol className="passages">
          {passages.map((passage, index) => (
            <li key={index} data-testid="passage">
              <Link href={documentHref(passage.documentId, passage.page, passage.text)} className="citation" title={passage.citation}>
                {citationLabel(passage.name, passage.page, passage.heading)}
              </Link>{" "}
              <span className="passage-score">{words.score(passage.score.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }))}</span>
              <p>{passage.text.length > 400 ? `${passage.text.slice(0, 400)}…` : passage.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

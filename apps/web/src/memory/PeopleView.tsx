import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import type { EntityDetail, EntityJson } from "./memoryApi.js";
import { memoryDate } from "./memoryApi.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";
import { dateText } from "../language/dateText.js";

/** People, places and things, most mentioned first: who they are to you, how they relate to each other (a small graph), and what is remembered about them. */
export const PeopleView = () => {
  const [entities, setEntities] = useState<ReadonlyArray<EntityJson>>([]);
  const [selected, setSelected] = useState<EntityDetail | null>(null);
  const words = memoryWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  useEffect(() => {
    api<{ items: EntityJson[] }>("/entities")
      .then((page) => setEntities(page.items))
      .catch(() => setEntities([]));
  }, []);
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const open = (id: string) => void api<EntityDetail>(`/entities/${id}`).then(setSelected);
  return (
    <section aria-label={words.tabs.people} className="people">
      {entities.length === 0 && <p className="muted">{words.noPeople}</p>}
      <ul className="people-graph">
        {entities.map((entity) => (
          <li key={entity.id}>
            <button type="button" className="button button-quiet" onClick={() => open(entity.id)}>
              <strong>{entity.name}</strong>
              {entity.relationshipToUser && <span className="muted">{words.yourRelation(entity.relationshipToUser)}</span>}
            </button>
            {entity.relationships.length > 0 && (
              <ul>
                {entity.relationships.map((relationship) => (
                  <li key={`${relationship.targetId}/${relationship.kind}`} className="muted">
                    {relationship.kind} → {byId.get(relationship.targetId)?.name ?? words.someone}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {selected && (
        <div className="panel" aria-label={words.about(selected.name)}>
          <h3>{selected.name}</h3>
          {selected.aliases.length > 0 && <p className="muted">{words.alsoCalled(selected.aliases.join(", "))}</p>}
          <ul>
            {selected.memories.map((memory) => (
              <li key={memory.id}>
                <span className="muted">{dateText(memoryDate(memory), locale)}</span> {memory.content}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

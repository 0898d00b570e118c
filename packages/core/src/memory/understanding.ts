/**
 * The memory domain's understanding: records with time, the extractor port
 * and what extractors return, and the pure logic that decides how a new
 * memory joins the stored ones (duplicates, contradictions, entity
 * resolution) and what habits and nudges the history shows.
 */
export * from "./memoryProvenance.js";
export * from "./memoryTriple.js";
export * from "./predicates.js";
export * from "./newMemoryRecord.js";
export * from "./newEntityRecord.js";
export * from "./newReminderRecord.js";
export * from "./newMemorySummaryRecord.js";
export * from "./normalizeText.js";
export * from "./contentTokens.js";
export * from "./textSimilarity.js";
export * from "./validity.js";
export * from "./findDuplicate.js";
export * from "./findContradictions.js";
export * from "./planMemoryWrite.js";
export * from "./resolveEntity.js";
export * from "./importance.js";
export * from "./serviceTopics.js";
export * from "./occurrences.js";
export * from "./recurringPatterns.js";
export * from "./timeNudges.js";
export * from "./describeHabits.js";
export * from "./extraction.js";
export * from "./toNewMemory.js";
export * from "./MemoryExtractor.js";
export * from "./storeMemory.js";
export * from "./retrieveMemories.js";
export * from "./indexMemorySummary.js";
export * from "./memoryContext.js";
export * from "./memoryOff.js";
export * from "./secrets.js";
export * from "./followUps.js";
export * from "./lexicon/relations.js";
export * from "./lexicon/occupations.js";
export * from "./lexicon/possessions.js";
export * from "./lexicon/factAttributes.js";
export * from "./lexicon/aboutSomeoneElse.js";
export * from "./forgetByMeaning.js";
export * from "./findMemoriesToForget.js";
export * from "./forgetMemories.js";
export * from "./lexicon/everydayWords.js";

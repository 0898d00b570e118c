/**
 * Papers the user must bring, hand in or show ("what documents do I need to hand in for school?", "which documents
 * must I bring to the appointment?", "que documentos tenho de entregar na escola?", "quais documentos preciso de
 * levar?"): what a letter asks for, searched in the documents, not the list of those uploaded. Matches the normalised
 * question (lower case, accent-folded).
 */
export const documentsNeeded =
  /\b(?:which|what) (?:documents|papers|files) (?:do |does |will |would |must |should )?(?:i |we |you )?(?:need to |have to |must |should |got to )?(?:bring|take|submit|hand in|send|show|present|deliver|provide|give)\b|\b(?:que|quais) (?:documentos|papeis) (?:e que )?(?:eu )?(?:(?:tenho|temos|devo|devemos|preciso|precisamos) (?:de |que )?(?:entregar|levar|apresentar|enviar|mostrar|trazer)|preciso|precisamos|e preciso|sao precisos|sao necessarios)\b/;

/** The words of the papers themselves, which a letter's section on them is named by ("Documentos a entregar"). */
export const papersWord = /^(?:documents?|documentos?|papers|papeis)$/;

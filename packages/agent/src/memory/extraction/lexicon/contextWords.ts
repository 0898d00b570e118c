import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * Words that put a memory in the work context, per language (whole folded
 * words or phrases). Family comes from the people involved (see
 * `relationKinds`); everything else is personal.
 */
export const workWords: Record<ExtractionLanguage, ReadonlyArray<string>> = {
  en: ["work", "job", "office", "meeting", "meetings", "client", "clients", "project", "deadline", "boss", "colleague", "colleagues", "team", "manager", "salary", "promotion", "interview", "calls", "emails", "presentation"],
  pt: ["trabalho", "emprego", "escritório", "escritorio", "reunião", "reuniao", "reuniões", "reunioes", "cliente", "clientes", "projeto", "projecto", "prazo", "chefe", "colega", "colegas", "equipe", "equipa", "gerente", "salário", "salario", "promoção", "promocao", "entrevista", "chamadas", "emails", "apresentação"],
};

/** Words that put a memory in the family context even without a named relative. */
export const familyWords: Record<ExtractionLanguage, ReadonlyArray<string>> = {
  en: ["family", "kids", "children", "wedding", "anniversary"],
  pt: ["família", "familia", "filhos", "crianças", "casamento", "aniversário de casamento"],
};

/**
 * Preference qualifiers: a preference ending in one of these is about a
 * topic and a value ("meetings" → "morning"), so a later "in the afternoon"
 * replaces it. Each maps its words to a language-neutral value.
 */
export const preferenceQualifiers: Record<ExtractionLanguage, ReadonlyArray<readonly [pattern: string, value: string]>> = {
  en: [
    ["in the mornings?|mornings|early in the day", "morning"],
    ["in the afternoons?|afternoons", "afternoon"],
    ["in the evenings?|evenings", "evening"],
    ["at night|late at night", "night"],
    ["on weekends|at the weekend|on the weekend", "weekends"],
    ["on weekdays|during the week", "weekdays"],
    ["online|by video|over video|remotely", "online"],
    ["in person|face to face", "in person"],
    ["by email", "email"],
    ["by phone|over the phone", "phone"],
  ],
  pt: [
    ["de manhã|pela manhã|na parte da manhã|logo cedo|cedo", "morning"],
    ["à tarde|de tarde|pela tarde|na parte da tarde", "afternoon"],
    ["à noite|de noite|pela noite", "evening"],
    ["de madrugada", "night"],
    ["aos fins de semana|ao fim de semana|no fim de semana|nos fins de semana", "weekends"],
    ["durante a semana|em dias úteis|nos dias úteis", "weekdays"],
    ["online|por vídeo|por videochamada|remotas?|remotos?", "online"],
    ["presenciais?|pessoalmente|ao vivo", "in person"],
    ["por e-?mail", "email"],
    ["por telefone", "phone"],
  ],
};

/** Relationship-status words and the value stored. */
export const statusWords: Record<ExtractionLanguage, ReadonlyArray<readonly [pattern: string, value: string]>> = {
  en: [
    ["married|just married", "married"],
    ["single", "single"],
    ["divorced", "divorced"],
    ["separated", "separated"],
    ["widowed|a widow|a widower", "widowed"],
    ["engaged", "engaged"],
    ["in a relationship|dating someone", "in a relationship"],
  ],
  pt: [
    ["casad[oa]|me casei|casei", "married"],
    ["solteir[oa]", "single"],
    ["divorciad[oa]|me divorciei|divorciei", "divorced"],
    ["separad[oa]|me separei", "separated"],
    ["viúv[oa]|viuv[oa]", "widowed"],
    ["noiv[oa]|fiquei noiv[oa]", "engaged"],
    ["namorando|a namorar", "in a relationship"],
  ],
};

/** Needs too vague to keep ("I need to go", "preciso descansar"), as whole folded actions. */
export const vagueActions: Record<ExtractionLanguage, ReadonlyArray<string>> = {
  en: ["go", "leave", "sleep", "rest", "a break", "a nap", "think", "to think", "think about it", "eat", "a minute", "a moment", "a second", "time", "more time", "some time", "help", "some help", "coffee", "a coffee", "a drink", "to go", "go now", "run"],
  pt: ["ir", "ir embora", "sair", "dormir", "descansar", "pensar", "pensar nisso", "comer", "um tempo", "tempo", "mais tempo", "uma pausa", "pausa", "ajuda", "um minuto", "um momento", "um café", "café", "ir agora", "correr"],
};

/** Objects of a like or dislike that only point back ("I like it", "gosto disso"): nothing to keep. */
export const vagueObjects: Record<ExtractionLanguage, ReadonlyArray<string>> = {
  en: ["it", "that", "this", "them", "you", "him", "her", "these", "those", "it a lot", "that a lot", "you too", "so", "too", "very much", "it very much"],
  pt: ["isso", "isto", "disso", "disto", "você", "voce", "ti", "te", "ele", "ela", "dele", "dela", "deles", "delas", "muito", "bastante", "demais", "você também"],
};

/** How close or how old a relationship is, said before it and kept with it ("an old friend", "uma grande amiga"). */
export const fondWords: Record<ExtractionLanguage, string> = {
  en: "old|best|close|good|dear|childhood|oldest|closest",
  pt: "grande|boa|bom|velha|velho|melhor|querida|querido",
};

/**
 * The words that carry a day's mood in English and Portuguese (pt-PT and pt-BR), folded (lower case, no accents): what
 * a day ranked by its mood is shown by. A short hand-made list, not a mood reading: it only says where in an entry the
 * mood it was ranked by is written.
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Words of a glad, calm or lively day. */
export const brightWords = words(`
happy happier happiest glad joy joyful cheerful delighted delightful thrilled pleased content grateful thankful blessed
love loved lovely loving enjoy enjoyed enjoying enjoyable fun funny great wonderful amazing awesome fantastic excellent
brilliant beautiful perfect proud excited exciting laugh laughed laughing laughter smile smiled smiling celebrate
celebrated relaxed relaxing peaceful calm cosy cozy favourite favorite best nice magical incredible fabulous
feliz felizes alegre alegres alegria contente contentes adorei adoramos adorou amei amamos gostei gostamos divertido
divertida divertidos diverti divertimos diversao otimo otima maravilhoso maravilhosa maravilha incrivel fantastico
fantastica excelente lindo linda lindos lindas perfeito perfeita orgulhoso orgulhosa grato grata agradecido agradecida
animado animada entusiasmado entusiasmada rimos ri sorri sorrimos sorriso celebramos festejamos relaxado relaxada
relaxante tranquilo tranquila tranquilidade calmo calma melhor delicioso deliciosa aproveitei aproveitamos curti
curtimos espetacular especial`);

/** Words of a sad, stressed or worn-out day. */
export const darkWords = words(`
sad sadder saddest unhappy upset angry annoyed annoying irritated frustrated frustrating stress stressed stressful
anxious anxiety worried worry worrying worries nervous tense tension pressure panic panicked scared afraid fear
overwhelmed tired exhausted drained burnt burned awful terrible horrible bad worse worst miserable lonely hate hated
cried crying tears argument argued fight fought sick ill pain hurt hurting disappointed disappointing difficult rough
deadline deadlines struggle struggled struggling fail failed failure
triste tristes tristeza chateado chateada chateados irritado irritada zangado zangada frustrado frustrada frustrante
stress stressado stressada estresse estressado estressada stressante ansioso ansiosa ansiedade preocupado preocupada
preocupacao preocupacoes nervoso nervosa tenso tensa tensao pressao panico medo assustado assustada sobrecarregado
sobrecarregada cansado cansada exausto exausta esgotado esgotada pessimo pessima horrivel terrivel mau ma pior
sozinho sozinha odiei chorei chorar discussao discutimos discuti briga brigamos doente dor magoado magoada
desiludido desiludida decepcionado decepcionada dificil prazo prazos falhei`);

/** Words that turn the mood word after them around ("not happy", "não gostei"). */
export const moodNegators = words("not no never nothing hardly didn't wasn't isn't don't nao nunca nem");

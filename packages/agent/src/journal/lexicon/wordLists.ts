/**
 * Hand-made English and Portuguese word lists for offline mood scoring.
 * Words are accent-folded and lower case; a trailing "*" matches any ending
 * ("stress*" matches "stressed", "stressful").
 */

const list = (text: string): ReadonlyArray<string> => text.split(/\s+/).filter((word) => word !== "");

export const emotionWords = {
  joy: list(`happy happier happiest happiness joy joyful glad delighted delight cheerful excited exciting thrilled wonderful
    fantastic amazing great fun laugh* smile* smiling celebrate* celebration love* loved lovely awesome beautiful proud
    elated ecstatic blissful grin* yay enjoy* enjoyed
    feliz felizes alegre alegria contente animad* encantad* maravilhos* otimo otima divertid* rir ri riso sorri* celebr*
    adorei adoro amei orgulhos* incrivel fantastico lindo linda
    born newborn engaged engagement promoted promotion graduated nasceu nasceram noivos noivado noivei noivou promovid* formei`),
  sadness: list(`sad sadder saddest sadness unhappy down depressed depressing gloomy lonely alone cry crying cried tears
    miserable heartbroken grief grieving mourn* miss missed missing lost loss hopeless empty disappointed disappointing
    hurt regret* blue melancholy sorrow
    triste tristeza chorei chorar choro sozinh* solidao saudade* perdi perda desanimad* deprimid* decepcionad* magoad*
    vazio vazia infeliz luto baixo`),
  anxiety: list(`anxious anxiety worried worry worrying worries nervous nerves panic* afraid scared fear fearful uneasy
    restless overthink* dread* tense tension insecure uncertain jittery apprehensive
    ansios* ansiedade preocupad* preocupacao nervos* medo panico inseguro insegura receio angusti* apreensiv* tens*`),
  anger: list(`angry anger mad furious irritated irritating annoyed annoying frustrated frustrating frustration rage
    resent* hate hated bitter fight fought argued argument yelled shouting pissed outraged
    raiva irritad* irritante chatead* frustrad* furios* odio odeio discuti* discussao briga brigamos gritei zangad* revoltad*`),
  gratitude: list(`grateful gratitude thankful thanks thank appreciate* appreciated blessed lucky fortunate
    grato grata gratidao agradecid* agradeco obrigad* sortud* abencoad*`),
  calm: list(`calm calmer peaceful peace relaxed relaxing relax serene quiet rested content comfortable cozy gentle
    slow meditat* breathe breathing still balanced centered
    calmo calma tranquil* paz relaxad* relaxar sereno serena descansad* sossegad* meditei meditar equilibrad*`),
} as const;

export type EmotionWordList = keyof typeof emotionWords;

export const stressWords = list(`stress* deadline* pressure overwhelm* overload* busy exhausting burnout burned burnt rush*
  hectic swamped chaos chaotic behind urgent crisis conflict demanding workload overtime late
  estress* prazo* pressao sobrecarregad* exaust* correria caos urgente atrasad* crise cobranca`);

export const highEnergyWords = list(`energetic energized energy active motivated productive alive refreshed strong vibrant
  ran run running workout gym hike hiking swim* cycling danced dance bike
  energia energetic* motivad* produtiv* disposto disposta corri corrida treino academia caminhada nadei pedal* dancei`);

export const lowEnergyWords = list(`tired exhausted sleepy drained fatigue fatigued lethargic sluggish weary worn sick ill
  insomnia nap napped lazy couch slept badly
  cansad* exaust* sono sonolent* esgotad* doente fraco fraca preguica insonia`);

/**
 * Words that are a feeling only when they follow a word of feeling or degree: "felt a bit down", "I was so blue",
 * but not "writing this down", "neither up nor down" or "a blue door"; "estou meio pra baixo", but not "olhei para baixo".
 */
export const feelingOnlyWords: ReadonlySet<string> = new Set(list(`down blue baixo`));

export const feelingCues: ReadonlySet<string> = new Set(
  list(`feel feels felt feeling am im was were is been being seem seems seemed looked so very quite really pretty bit little kinda
    rather too getting got
    sinto senti sentia sentindo estou estava estive ando andei andava fiquei fico meio muito tao`),
);

export const negators: ReadonlySet<string> = new Set(
  list(`not no never without hardly barely isn't wasn't don't didn't doesn't can't couldn't won't nao nunca nem sem jamais`),
);

/**
 * Good news of a life that AFINN does not score (a birth, an engagement, a promotion), in both languages,
 * scored -5..5 like AFINN: "my niece was born" is a happy day even when the entry says you cried.
 */
export const lifeEventValence: Readonly<Record<string, number>> = {
  born: 3, newborn: 3, engaged: 3, engagement: 2, promoted: 3, promotion: 2, graduated: 3,
  nasceu: 3, nasceram: 3, noivos: 3, noivado: 2, noivei: 3, noivou: 3, promovido: 3, promovida: 3, formei: 3,
};

/** A few Portuguese valence words (AFINN covers English only), scored -5..5 like AFINN. */
export const portugueseValence: Readonly<Record<string, number>> = {
  bom: 2, boa: 2, otimo: 3, otima: 3, feliz: 3, alegre: 3, lindo: 3, linda: 3, maravilhoso: 4, maravilhosa: 4,
  incrivel: 3, adorei: 3, amei: 3, gostei: 2, tranquilo: 2, tranquila: 2, calmo: 2, calma: 2, grato: 2, grata: 2,
  divertido: 2, divertida: 2, sucesso: 2, vitoria: 3, paz: 2, amor: 3, mau: -2, ma: -2, ruim: -2, pessimo: -3,
  pessima: -3, triste: -2, horrivel: -3, terrivel: -3, cansado: -1, cansada: -1, ansioso: -2, ansiosa: -2,
  preocupado: -2, preocupada: -2, medo: -2, raiva: -3, chateado: -2, chateada: -2, frustrado: -2, frustrada: -2,
  sozinho: -2, sozinha: -2, doente: -2, chorei: -2, problema: -2, problemas: -2, dificil: -1, stress: -2, estresse: -2,
};

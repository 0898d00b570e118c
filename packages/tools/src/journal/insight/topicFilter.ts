import { foldWord } from "../text.js";

const set = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter((word) => word !== "").map(foldWord));

/**
 * Words that describe how a day felt or went rather than what it was
 * about: feelings, judgements, common adverbs and the verbs of telling a
 * day, in English and Portuguese. A mood lifted "by grateful" or weighed
 * on "by anxious" says nothing, so they are never topics.
 */
const notTopics = set(`
  happy happier happiest unhappy sad sadder glad joyful cheerful content contented calm calmer relaxed relaxing peaceful rested
  grateful thankful proud excited exciting energetic energised energized motivated inspired hopeful optimistic pleasant lovely
  wonderful amazing awesome fantastic great good nice fine okay alright better worse best worst bad terrible horrible awful
  rough tough hard difficult easy simple small little large big whole entire overall several another every together quiet
  light heavy bright dark grey gray flat steady ordinary regular normal usual special different strange weird crazy busy
  early late long short quick slow full empty ready sure real true free close open tired exhausted exhausting drained sleepy lonely
  alone anxious anxiety worried worry worries nervous scared afraid frustrated frustrating angry annoyed irritated upset
  overwhelmed stressed stress stressful pressure hopeless helpless miserable depressed down low fed guilty ashamed
  embarrassed jealous bored boring confused mood moods feeling feelings emotion emotions energy happiness sadness joy fear
  anger calmness gratitude laughed laughing smiled smiling cried crying sighed worried enjoyed loved hated liked wanted
  needed tried started finished managed decided realised realized noticed practised practiced spent called talked walked
  cooked cleaned watched played worked visited helped helps brings clears makes keeps takes gives feels seems looks
  slept woke went took came made left felt thought told found kept met read wrote bought brought caught taught sat saw got
  gave lost began became ran drove flew rode ate drank sang swam grew knew heard held stood understood spoke broke
  maybe probably perhaps honestly basically actually really truly totally completely finally mostly slightly barely hardly
  nearly almost quite rather pretty enough instead anyway though although whatever whenever wherever everything
  something nothing anything everyone someone anyone nobody everybody somebody today tonight tomorrow yesterday morning
  afternoon evening night weekend week month year minutes hours while moment moments thing things stuff lots plenty
  feliz felizes triste tristes alegre contente calmo calma tranquilo tranquila relaxado relaxada descansado descansada
  grato grata orgulhoso orgulhosa animado animada motivado motivada cansado cansada cansativo exausto exausta sozinho
  sozinha ansioso ansiosa ansiedade preocupado preocupada nervoso nervosa frustrado frustrada irritado irritada chateado
  chateada zangado zangada triste tristeza alegria raiva medo calma gratidao pressao stress stressado stressada
  estressado estressada sobrecarregado horrivel maravilhoso maravilhosa agradavel otimo otima bom boa mau ma melhor pior
  cinzento cinzenta estavel suficiente especial normal rotina humor silencio muito pouco bastante sempre nunca talvez
  realmente finalmente simplesmente hoje amanha ontem manha tarde noite semana mes ano vez vezes coisa coisas momento
  momentos durante depois antes ainda think thinking making coming taking going doing again around later other might must
  which there their about after before because first last next since until still always never would could should
  along across through towards toward within without against between among amongst behind beyond beside besides upon
  senti sentir estava fiquei tinha baixo baixa baixos baixas cansaco exaustao fadiga desanimo tiredness fatigue exhaustion
  corri comi bebi dormi vivi parti subi desci escrevi perdi vendi aprendi conheci recebi decidi assisti abri sofri ouvi
  pedi servi consegui segui vesti mexi esqueci percebi escolhi cozinhei`);

/** Nouns with a suffix that usually marks another kind of word ("family", "table", "mercado", "corrida"). */
const keepDespiteSuffix = set(`family rally belly jelly supply reply assembly butterfly july italy ally bully holy lily
  table vegetable cable fable stable bible hundred speed breed seed
  mercado estado lado feriado advogado cunhado cunhada namorado namorada jornada entrada chegada comida vida bebida partida
  saida estrada escada almofada salada temporada morada corrida caminhada festa`);

/** Endings of adverbs, participles, adjectives and conjugated verbs in English and Portuguese. */
const otherWordEndings =
  /(?:ly|ed|ful|less|ous|ish|able|ible|mente|ei|ou|amos|emos|imos|aram|eram|iram|ava|avam|iam|ando|endo|indo|ado|ada|ados|adas|ido|ida|idos|idas)$/;

/**
 * Whether a folded word can name what a day was about (a thing, a place,
 * an activity): not a feeling or judgement, not an adverb, participle or
 * conjugated verb by its ending (with the common nouns that share those
 * endings kept), and not a verb with a Portuguese clitic ("ajuda-me").
 */
export const canBeTopic = (word: string): boolean => {
  const folded = foldWord(word);
  if (notTopics.has(folded) || /-(?:me|te|se|lhe|nos|vos|o|a|los|las)$/.test(folded) || folded.includes("'")) return false;
  return keepDespiteSuffix.has(folded) || !otherWordEndings.test(folded);
};

/**
 * What people say they are, in English and Portuguese, that is never a name even typed with a capital ("I'm Vegan", "sou
 * Católica", "I'm Brazilian"): ways of eating, beliefs, nationalities and conditions, each in every gender, plurals
 * added ("veganas", "católicos"). Words that are also names or places ("Frances",
 * "Argentina", "Indiana", "Russo") are left out: a capital there may well be the name.
 */
const diets = "vegan vegana vegano vegetarian vegetariana vegetariano pescatarian pescetarian pescatariana pescatariano pescetariana pescetariano celiac coeliac celiaca celiaco flexitarian flexitariana flexitariano teetotal teetotaller teetotaler abstemia abstemio kosher halal";

const beliefs =
  "catholic catolica catolico protestant protestante evangelical evangelica evangelico muslim muculmana muculmano jewish judia judeu hindu buddhist budista atheist atheistic ateia ateu agnostic agnostica agnostico " +
  "mormon mormona orthodox ortodoxa ortodoxo sikh anglican anglicana anglicano lutheran luterana luterano baptist batista methodist metodista spiritist espirita pagan pagao religious religiosa religioso";

const nationalities =
  "portuguese portuguesa portugues brazilian brasileira brasileiro spanish spaniard espanhola espanhol french francesa english inglesa ingles british britanica britanico scottish escocesa escoces irish irlandesa irlandes " +
  "american americana americano canadian canadiana canadiano canadense german alema alemao italian italiana italiano dutch holandesa holandes swiss suica suico belgian belga austrian austriaca austriaco " +
  "angolan angolana angolano mozambican mocambicana mocambicano cape verdean caboverdiana caboverdiano chinese chinesa chines japanese japonesa japones indian indiano russian russa ukrainian ucraniana ucraniano " +
  "polish polaca polaco polonesa polones romanian romena romeno greek grega grego turkish turca turco mexican mexicana mexicano argentinian argentine argentino venezuelan venezuelana venezuelano " +
  "colombian colombiana colombiano chilean chilena chileno peruvian peruana peruano cuban cubana cubano moroccan marroquina marroquino australian australiana australiano swedish sueca sueco norwegian norueguesa noruegues " +
  "danish dinamarquesa dinamarques finnish finlandesa finlandes galician galega galego basque basca basco catalan catala catalao welsh galesa gales";

const conditions =
  "diabetic diabetica diabetico asthmatic asmatica asmatico epileptic epileptica epileptico autistic autista dyslexic dislexica dislexico deaf surda surdo blind cega cego hypertensive hipertensa hipertenso bipolar " +
  "anaemic anemic anemica anemico allergic alergica alergico insomniac insone pregnant gravida lactose intolerant intolerante disabled deficiente paraplegic paraplegica paraplegico";

const plural = (word: string): ReadonlyArray<string> => (/[ao]$/u.test(word) ? [word, `${word}s`] : [word]);

const words: ReadonlySet<string> = new Set([diets, beliefs, nationalities, conditions].flatMap((list) => list.split(" ").flatMap(plural)));

const fold = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a word, in any case and with or without its accents, says what someone is ("Vegan", "Católica", "Brazilian"). */
export const isSelfDescription = (word: string): boolean => words.has(fold(word));

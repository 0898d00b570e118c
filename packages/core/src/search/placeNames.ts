import type { Concept } from "./concepts.js";
import { pairedConcepts } from "./concepts.js";

/**
 * Cities and countries whose names differ between English and Portuguese
 * (and the local form a journal may use): "o que fiz em Berlim?" finds
 * "Flew to Berlin", "Lisbon" finds "Lisboa". A name spelt alike in both
 * ("Paris", "Madrid", "Barcelona") needs no pair, and accents are folded
 * ("México" is "Mexico"). Only the word that differs is paired in a name
 * of several words: "Iorque" and "York" for New York, "Deli" and "Delhi",
 * never "nova" and "new". Names that are mostly an ordinary word in one
 * language ("Nice", "Reading", "Turkey") are left out, and so is Wales:
 * its "Gales" shares a stem with "gala".
 */
const pairs = `
berlin berlim | london londres | lisbon lisboa | york iorque | rome roma | munich munique münchen munchen |
geneva genebra genève geneve | brussels bruxelas bruxelles | prague praga praha | vienna viena wien | warsaw varsóvia varsovia warszawa |
athens atenas | copenhagen copenhaga copenhague københavn | stockholm estocolmo | edinburgh edimburgo | seville sevilha sevilla |
florence florença firenze | venice veneza venezia | milan milão milano | naples nápoles napoli | cologne colónia colônia köln koln |
hamburg hamburgo | beijing pequim peking | tokyo tóquio tokio | amsterdam amesterdão amsterdão | moscow moscovo moscou |
istanbul istambul | dublin dublim | zurich zurique zürich | basel basileia | antwerp antuérpia antwerpen | hague haia |
krakow cracóvia kraków cracow | budapest budapeste | bucharest bucareste | belgrade belgrado | marseille marselha marseilles |
turin turim torino | genoa génova genova | bologna bolonha | delhi deli | singapore singapura | seoul seul | shanghai xangai |
philadelphia filadélfia | orleans orleães | johannesburg joanesburgo | jerusalem jerusalém | frankfurt francoforte |
strasbourg estrasburgo | bordeaux bordéus | luxembourg luxemburgo | oslo | helsinki helsínquia |
germany alemanha | england inglaterra | spain espanha | france frança | italy itália | switzerland suíça suica |
scotland escócia | ireland irlanda | netherlands holland holanda | belgium bélgica | greece grécia |
sweden suécia | norway noruega | denmark dinamarca | finland finlândia | poland polónia polônia | hungary hungria |
croatia croácia | morocco marrocos | egypt egipto egito | brazil brasil | japan japão | korea coreia | thailand tailândia |
russia rússia | usa eua
`;

export const placeNames: ReadonlyArray<Concept> = pairedConcepts("place", pairs);

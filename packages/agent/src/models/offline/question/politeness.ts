/**
 * The wrapping of a polite request, in normalised text: "could you please
 * tell me", "would you mind telling me", "I was wondering", "podes dizer-me
 * por favor", "você poderia me dizer", "gostaria de saber", "do you think", "você acha que" — or of a
 * correction ("I meant", "queria dizer"). Its words ask; what follows is the
 * question.
 */
const politeRequest =
  /\b(?:would you mind (?:telling|showing|reminding) me|(?:could|can|would|will) you(?: please| kindly)?(?: (?:tell|show|remind|let) me)?|(?:i was|i am|i'm|just) wondering(?: if you could tell me)?|i(?: would|'d) like to know|kindly|(?:do|would) you (?:think|reckon|say)(?: that)?|(?:voce|tu) (?:acha|achas|diria|dirias)(?: que)?|achas que|(?:(?:sera que )?(?:voce |tu )?(?:podes|podias|poderias|pode|podia|poderia|consegues|consegue|conseguias|conseguirias|conseguiria))(?: por favor)?(?: me)? (?:dizer|mostrar|contar|lembrar|explicar)(?:-me)?(?: por favor)?|gostaria de saber|queria saber|quero saber|por favor|faz favor|se faz favor|i meant(?: to say)?|i mean|i was asking about|queria dizer|quis dizer|quero dizer)\b/g;

/** The words of every polite wrapping in `normalized` (see `politeRequest`): never topic words. */
export const politeWords = (normalized: string): ReadonlySet<string> =>
  new Set([...normalized.matchAll(politeRequest)].flatMap((match) => match[0].split(" ")));

/**
 * The words that only ask how something works, what it means, what it is for or how two things differ ("how does
 * backpropagation work?", "como funcionam as redes neuronais?", "o que significa sobreajuste?", "para que serve o
 * dropout?", "the difference between dropout and regularisation"): the thing asked of is the topic, the asking no part
 * of it. Each match is the asking word alone, so the words around it stay topics.
 */
const askingVerbPatterns: ReadonlyArray<RegExp> = [
  // "how does X work?", "how do X work in practice?", "how did the interview work out?" — not "how do I get to work?",
  // nor "how is work?", where nothing is asked of but the work; "what do my notes say about how X works?" too.
  /(?<=(?<![\p{L}])how (?:(?:do|does|did|can|could|would|will|should|is|are)\s+|(?!(?:is|are|was|were|much|many|often|long|far|hard|late|early|well|fast|about|to|do|does|did)(?![\p{L}])))[^?!.\s][^?!.]*?\s)(?<!(?:^|[^\p{L}])(?:to|at|from|for|my|your|our|his|her|their|the|a|of|no|after|before|about) )(?<![\p{L}])work(?:s|ed|ing)?(?: out)?(?![\p{L}])(?=\s*(?:[?!.,;]|$)|\s+(?:in|according|for|with|on|at|under|exactly|again|together|here|there|now|today)(?![\p{L}]))/giu,
  // "como funciona X?", "como é que X funciona?", "como funcionavam as X?" (not "funcionário").
  /(?<=(?<![\p{L}])como(?![\p{L}])[^?!.]*?)(?<![\p{L}])funcion(?:a|am|ou|aram|ava|avam|ar|aria|ariam)(?![\p{L}])/giu,
  // "o que significa X?", "what is the meaning of X?", "qual o significado de X?", "the definition of X".
  /(?<![\p{L}])(?:significa|significam|significava|significavam|significar)(?![\p{L}])/giu,
  /(?<![\p{L}])(?:meaning|meanings|definition|definitions|significado|significados|definição|definicao|definições|definicoes)(?=\s+(?:of|de|do|da|dos|das)(?![\p{L}]))/giu,
  // "para que serve X?", "pra que servem as X?", "para que é que serve X?".
  /(?<=(?<![\p{L}])(?:para|pra) (?:que|quê|que é que|que e que) )(?:serve|servem|servia|serviam)(?![\p{L}])/giu,
  // "what's the difference between X and Y?", "qual é a diferença entre X e Y?".
  /(?<![\p{L}])(?:difference|differences|diferença|diferenca|diferenças|diferencas)(?=\s+(?:between|entre)(?![\p{L}]))/giu,
  // "where do I talk about dropout?", "what did I write about X?": talking of something names no topic.
  /(?<![\p{L}])(?:talk|talks|talked|talking)(?=\s+(?:about|of)(?![\p{L}]))/giu,
  // "what time does my exam start?", "when will the course begin?": asked as "what time is my exam?" is, the start no
  // part of the thing.
  /(?<=(?<![\p{L}])(?:(?:at )?what time|when)\s+(?:does|do|will)\s+(?:my|our|your|the|\p{L}+['’]s)\s+(?:\p{L}+\s+){0,3}?)(?:start|begin|kick off)(?=\s*[?!.]*\s*$)/giu,
  // "a que horas começa o meu exame?", "quando é que começa a minha consulta?", "que horas inicia minha prova?".
  /(?<=(?<![\p{L}])(?:quando|(?:a |às |as )?que horas?)\s+(?:(?:é|e) que\s+)?)(?:começa|comeca|começam|comecam|inicia|iniciam|principia|arranca|vai começar|vai comecar|vai iniciar)(?=\s+(?:(?:o|a|os|as)\s+)?(?:(?:meu|minha|meus|minhas|nosso|nossa)\s+)?\p{L})/giu,
];

/** The spans of `text` that only ask (see `askingVerbPatterns`), where each starts. */
export const askingVerbSpans = (text: string): Array<{ index: number; text: string }> =>
  askingVerbPatterns.flatMap((pattern) => Array.from(text.matchAll(pattern), (match) => ({ index: match.index, text: match[0] })));

/**
 * How to make or do something ("how do I make pão de queijo?", "recipe for brigadeiro", "como se faz o bacalhau à Brás?",
 * "how do I reset the boiler?"): the person's recipes, manuals and instructions may say; the journal, and then plainly
 * nothing, when they do not.
 */
export const howToQuestion =
  /\b(?:how (?:do|can|should|to) (?:i |you |we )?(?:make|cook|prepare|bake|set up|install|configure|use|clean|reset|cancel|renew|claim|apply for|replace|fix|solve|resolve|repair|avoid|prevent|reduce|get rid of|deal with|handle|treat|stop)|recipes? (?:for|of)|ingredients? (?:for|of)|(?:the )?ingredients|what (?:can|could|should|do) (?:i|we) do (?:about|to (?:fix|solve|avoid|prevent|reduce|stop|cancel|treat))|o que (?:e que )?(?:eu )?(?:(?:posso|devo|podemos|devemos|tenho de|tenho que) )?(?:faco|fazer|fazemos) (?:para|quanto ao|quanto a|com o|com a) (?:(?:resolver|corrigir|evitar|prevenir|reduzir|tratar|cancelar|consertar|reparar) )?|como (?:e que )?(?:(?:eu )?(?:posso|devo|podemos|devemos|faco para|fazer para|tenho de|tenho que) )?(?:se )?(?:faz|faco|fazer|prepara|preparo|preparar|cozinha|cozinho|cozinhar|configura|configuro|configurar|instala|instalo|instalar|cancela|cancelo|cancelar|renova|renovo|renovar|limpa|limpo|limpar|resolve|resolvo|resolver|corrige|corrijo|corrigir|conserta|conserto|consertar|repara|reparo|reparar|evita|evito|evitar|previne|previno|prevenir|reduz|reduzo|reduzir|trata|trato|tratar)|receitas? d[aeo]s?|ingredientes)\b/;

/**
 * The verbs that only ask how to put something right ("fix", "resolvo", "evitar"): searched for the thing itself, which
 * a note or a manual names however it says the remedy ("O sobreajuste resolve-se com…", "Overfitting is reduced by…").
 */
export const remedyVerb =
  /^(?:fix|fixing|solve|solving|resolve|resolving|avoid|avoiding|prevent|preventing|reduce|reducing|get|rid|deal|handle|treat|stop|resolve|resolvo|resolver|corrige|corrijo|corrigir|conserta|conserto|consertar|evita|evito|evitar|previne|previno|prevenir|reduz|reduzo|reduzir|trato|tratar)$/;

/**
 * How much of something a recipe or an instruction puts in ("how many eggs go in the carrot cake?", "how much flour does
 * the bread need?", "quantos ovos leva o bolo?", "quanta farinha vai no pão?"): the amount a document lists, not how
 * often the journal mentions it.
 */
export const amountInRecipe =
  /\b(?:how (?:many|much) (?:[\w-]+ ){1,3}(?:go(?:es)? (?:in|into)|(?:do|does) (?:the |a |my )?(?:[\w-]+ ){1,3}(?:need|take|call for|use)|(?:do|should) (?:i|you|we) (?:need|use|put|add) (?:in|for|to))|quant[oa]s? (?:[\w-]+ ){1,3}(?:leva|levam|vai|vao|precisa|precisam|preciso|precisamos|se poe|se usa|ponho|coloco|uso)(?: (?:no|na|nos|nas|o|a|os|as|para|pro|pra)\b| \?|$))/;

/** The verbs that ask how much a recipe puts in ("leva", "vai", "need"): searched, no passage need hold them. */
export const recipeVerb = /^(?:leva|levam|vai|vao|precisa|precisam|preciso|precisamos|ponho|coloco|uso|usa|go|goes|need|needs|take|takes|use|uses)$/;

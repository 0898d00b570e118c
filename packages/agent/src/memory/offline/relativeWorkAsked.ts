/**
 * The work of one's relative asked ("what's my husband's job?", "what does my wife do for a living?", "where does my
 * brother work?", "qual é a profissão do meu marido?", "em que trabalha a minha irmã?", "o que faz o meu pai na vida?"):
 * a fact told of them ("Rui is a teacher", "o Rui é professor"), never the journal's words. Matches the normalised
 * question.
 */
export const relativeWorkAsked =
  /\b(?:(?:what's|whats|what is) (?:my|our) [\p{L}-]+'s (?:job|profession|occupation|work|line of work)|what does (?:my|our) [\p{L}-]+ do(?: for (?:a )?(?:living|work))?(?= \?|$)|where does (?:my|our) [\p{L}-]+ work|(?:qual|que) (?:e )?(?:a )?(?:profissao|ocupacao) d[oa] (?:meu|minha|nosso|nossa) \p{L}+|(?:qual|que) (?:e )?o (?:trabalho|emprego) d[oa] (?:meu|minha|nosso|nossa) \p{L}+|em que (?:e que )?(?:o |a )?(?:meu|minha|nosso|nossa) \p{L}+ trabalha|em que trabalha (?:o |a )?(?:meu|minha|nosso|nossa) \p{L}+|o que (?:e que )?(?:o |a )?(?:meu|minha|nosso|nossa) \p{L}+ faz|o que faz (?:o |a )?(?:meu|minha|nosso|nossa) \p{L}+(?: (?:na vida|da vida|profissionalmente))?(?= \?|$))/u;

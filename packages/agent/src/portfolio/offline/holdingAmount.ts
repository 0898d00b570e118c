/**
 * Money held in something named right after, asked as such ("how much do I have in EDP?", "how much money is in my
 * Apple?", "quanto tenho em EDP?", "quanto tenho na EDP?", "quanto é que tenho no BCP?", "quanto dinheiro tenho nas
 * ações da Galp?"): with a holding named, its line of the holdings (what it is worth), or that it is not held. Money
 * put in ("quanto tenho investido em…") is its cost instead, asked by other words.
 */
export const holdingAmountAsked =
  /\b(?:how much (?:money |cash )?(?:do i (?:still )?(?:have|hold|own)|have i got|is there|is) (?:left |still )?in (?:my |the )?(?:shares of |stock of )?|quanto (?:dinheiro )?(?:e que )?(?:eu )?(?:ainda )?(?:tenho|possuo|detenho) (?:ainda )?(?:em|n[ao]s?)(?: (?:minhas?|meus?))?(?: acoes d[aoe]s?)? )\S/;

/** Words that carry no topic: question words, function words, and words about the journal itself. */
export const nonTopicWords = new Set(
  (
    "a an the i me my mine myself we our you your it its is am are was were be been being do does did done doing have has had " +
    "what when where which who whom why how that this these those there here of in on at by for with about from to into since during " +
    "and or but if then than so just ever last latest recent recently most any anything something some all tell show find search look " +
    "write wrote written writing say said mention mentioned journal journals entry entries diary note notes day days please can could would " +
    "should will time times happened happen going went summary summarise summarize review recap overview month year week like feel felt " +
    "give get let know remind read see tell explain describe list hey hi hello thanks thank " +
    "o a os as um uma uns umas eu me meu minha meus minhas nós você que quê quando onde qual quais quem como porque por para com sem sobre " +
    "de do da dos das em no na nos nas num numa ao aos à às desde durante e ou mas se então é foi era são estava estive tenho tive fiz " +
    "escrevi escrever escrito disse falei mencionei diário entrada entradas nota notas dia dias mostra mostrar procura procurar diz diga " +
    "alguma algum coisa coisas última últimas ultimo último vez vezes aconteceu acontecer resumo mês ano semana sinto senti " +
    "dá dê dar faz faça resume resumir lembra lembras ler olá obrigado obrigada"
  ).split(/\s+/),
);

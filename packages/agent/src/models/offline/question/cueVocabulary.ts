const list = (text: string): string[] => text.split(/\s+/).filter((word) => word !== "");

/**
 * The words the engine's patterns and the skills' phrases are made of, in
 * English and Portuguese, lower case without accents: what a misspelt
 * word is corrected to (see `correctWord`). A skill whose patterns need
 * another word adds it here.
 */
export const cueVocabulary: ReadonlySet<string> = new Set(
  list(`what when where which while who whom whose why how have has had been being does doing done did
  write wrote written writing entry entries journal diary diaries note notes record records read show tell find search look
  yesterday today tonight tomorrow morning afternoon evening night week weeks weekend weekends month months year years
  daily weekly monthly yearly lately recently recent latest last first oldest newest earliest previous past since during
  between before after ago this that these those
  happy happier happiest happiness unhappy sad sadder saddest sadness mood moods feel feeling feelings felt emotion emotions
  stress stressed stressful stressing anxious anxiety worried worry calm relaxed energy energetic tired exhausted
  tiredness motivated motivation positive negative good better best great bad worse worst joyful joy cheerful
  compare compared comparing comparison versus than more less higher lower
  summary summarise summarize summaries recap overview review highlights trend trends change changed changes graph chart
  plot evolution average level levels often many much times count
  remember remind reminder forget hello thanks thank please help capable able can could would should advice suggest
  suggestion suggestions recommend todo todos
  january february march april june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday spring summer autumn winter
  escrevi escreveu escrever escrito escritos entrada entradas diario registo registos registro registros nota notas
  ontem anteontem hoje amanha manha tarde noite semana semanas fim mes meses ano anos ultimamente recentemente recente
  ultimo ultima ultimos ultimas primeiro primeira primeiros primeiras passado passada passados passadas anterior desde durante
  feliz felizes felicidade infeliz triste tristeza humor sentimento sentimentos senti sinto sentia emocao emocoes
  stress stressado stressada estresse estressado estressada ansioso ansiosa ansiedade preocupado preocupada calmo calma
  preocupa preocupava preocupou preocupar preocupacao preocupacoes incomoda incomodava incomodou animava stressava estressava
  energia energetico cansado cansada cansaco exausto exausta motivado motivada positivo negativo bom boa melhor
  pior otimo alegre alegria comparar compara comparado comparacao versus mais menos
  compra compras comprei comprou comprado comprados comprar venda vendas vendi vendeu vendido vender carteira acoes
  resumo resumir resume resumos balanco destaques tendencia evolucao mudou mudanca grafico media nivel vezes quantas
  quantos lembra lembrar lembrete esquecer obrigado obrigada ajuda ajudar consegues consegue podes pode sabes fazer
  conselho conselhos sugestao sugestoes recomenda tarefas
  janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro
  segunda terca quarta quinta sexta sabado domingo primavera verao outono inverno
  dormir dormi dormindo durmo dormido dormiu sono sentir
  frequency frequently usually regularly people person friends places frequencia frequente frequentes frequentemente costumo pessoas amigos lugares sitios
  stressa estressa stressam estressam stressou estressou stressaram estressaram stressei estressei cansa cansam chateia irrita
  sentient conscious alive feelings opinion opinions useless stupid love consciente sentimentos opiniao inutil
  nome nomes chama chamo morada idade aniversario profissao trabalho chefe colega vizinho vizinha mae pai irmao irma filho filha
  alergia alergias alergico alergica alergicos alergicas allergy allergies allergic saude health vegetariano vegetariana vegano vegana
  celiaco celiaca intolerante dieta alcunha apelido
  escrevo escreves escreve escrevemos escrevia escrevias escreveste
  bons maus mau ruins ruim dificeis pessimos otimos rough tough awful terrible turno turnos noturno
  christmas easter carnival fortnight quarter early middle beginning natal consoada pascoa carnaval reveillon quinzena
  trimestre semestre retrasada retrasado penultimo penultima meados
  gastei gastaste gastou gastamos gasto gastos gastar
  focus focar focar-me concentrar concentrar-me priorizar
  everything anything something nothing everyone anyone someone
  open opens opening close closes closing abre abrem abrir aberto aberta fecha fecham fechar fechado fechada horario`),
);

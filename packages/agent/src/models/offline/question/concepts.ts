/**
 * Everyday topics of a life, each a set of words that mean the same thing
 * in English and Portuguese (synonyms and translations), with the topics
 * they include ("pet" includes "dog" and "cat"). A question about a topic
 * also finds its words and the words of the topics it includes, never
 * those of neighbouring topics: "dog" finds "puppy" and "cão", "violin"
 * does not find "guitar". Word vectors would blur exactly that line
 * (their nearest neighbour of "violin" is "cello", of "sister"
 * "daughter"), so the list is written by hand.
 */
export interface Concept {
  readonly name: string;
  readonly words: string;
  readonly includes?: ReadonlyArray<string>;
}

export const concepts: ReadonlyArray<Concept> = [
  { name: "dog", words: "dog dogs puppy puppies pup pups doggy doggo cão cães cao caes cachorro cachorros cachorrinho cadela cadelinha" },
  { name: "cat", words: "cat cats kitten kittens kitty gato gatos gata gatinho gatinha" },
  { name: "pet", words: "pet pets animal animals mascote mascotes animais", includes: ["dog", "cat"] },
  { name: "flight", words: "flight flights flew fly flying landed airport plane voo voos voei voar aeroporto avião aviao aterrámos aterrissamos" },
  {
    name: "trip",
    words: "trip trips travel travels travelled traveled travelling traveling journey journeys vacation vacations holiday holidays getaway abroad tour viagem viagens viajar viajei viajámos viajamos férias ferias",
    includes: ["flight"],
  },
  { name: "mother", words: "mother mom mum mommy mummy mama mãe mae mamã mamae" },
  { name: "father", words: "father dad daddy papa pai papá papai" },
  { name: "parents", words: "parents pais progenitores", includes: ["mother", "father"] },
  { name: "sister", words: "sister sisters sis irmã irma irmãs irmas" },
  { name: "brother", words: "brother brothers bro irmão irmao irmãos irmaos" },
  { name: "siblings", words: "siblings sibling", includes: ["sister", "brother"] },
  { name: "grandparents", words: "grandparents grandmother grandma granny grandfather grandpa avós avos avó avo avô vovó vovô" },
  { name: "children", words: "kids kid children child son sons daughter daughters baby filhos filho filha filhas bebé bebe criança crianças crianca criancas" },
  { name: "family", words: "family families relatives família familia familiares parentes", includes: ["parents", "siblings", "grandparents", "children"] },
  { name: "partner", words: "partner girlfriend boyfriend wife husband spouse fiancé fiancée fiance fiancee namorada namorado mulher marido esposa esposo companheira companheiro noiva noivo" },
  { name: "friend", words: "friend friends buddy pal mate amigo amiga amigos amigas" },
  { name: "colleague", words: "colleague colleagues coworker coworkers teammate teammates colega colegas" },
  { name: "boss", words: "boss manager supervisor chefe gerente gestor" },
  { name: "rent", words: "rent rents rental renting lease leases landlord tenancy renda rendas arrendamento senhorio senhoria aluguel aluguer inquilino" },
  { name: "security deposit", words: "deposit deposits caução caucao cauções caucoes fiança fianca" },
  { name: "anger", words: "angry anger angrier furious annoyed irritated frustrated frustration raiva zangado zangada irritado irritada frustrado frustrada furioso furiosa" },
  { name: "meeting", words: "meeting meetings standup reunião reuniao reuniões reunioes" },
  { name: "deadline", words: "deadline deadlines prazo prazos entrega" },
  { name: "repair", words: "repair repairs repaired repairing maintenance reparação reparacao reparações reparacoes reparar arranjo arranjos conserto consertos manutenção manutencao" },
  { name: "notice", words: "notice notices aviso avisos pré-aviso pre-aviso préaviso preaviso" },
  { name: "termination", words: "termination terminate terminating cancellation rescisão rescisao rescindir denúncia denuncia cessação cessacao" },
  { name: "office", words: "office escritório escritorio" },
  { name: "job interview", words: "interview interviews entrevista entrevistas" },
  { name: "work", words: "work job jobs career workplace trabalho emprego carreira", includes: ["office", "meeting", "deadline", "colleague", "boss"] },
  { name: "running", words: "run runs running ran runner jog jogging marathon corrida corridas correr corri maratona" },
  { name: "gym", words: "gym workout workouts ginásio ginasio academia treino treinos" },
  { name: "climbing", words: "climbing climb climbed bouldering escalada escalar escalei" },
  { name: "swimming", words: "swim swimming swam pool natação natacao nadar nadei piscina" },
  { name: "cycling", words: "cycling bike biking bicycle ride ciclismo bicicleta pedalar" },
  { name: "hiking", words: "hike hiking hiked trail trek caminhada caminhadas trilho trilha" },
  { name: "yoga", words: "yoga ioga" },
  { name: "football", words: "football soccer futebol" },
  {
    name: "exercise",
    words: "exercise exercises exercising fitness training sport sports exercício exercicio exercícios desporto desportos esporte esportes",
    includes: ["running", "gym", "climbing", "swimming", "cycling", "hiking", "yoga", "football"],
  },
  { name: "doctor", words: "doctor doctors physician gp specialist cardiologist cardiology médico medico médica medica consulta especialista cardiologista cardiologia" },
  { name: "medication", words: "medication medications medicine medicines meds pills tablets prescription prescriptions medicamento medicamentos medicação medicacao remédio remedio remédios remedios comprimidos" },
  { name: "dentist", words: "dentist dentists dental dentista" },
  { name: "hospital", words: "hospital hospitals clinic emergency urgência urgencia urgências clínica clinica" },
  { name: "illness", words: "sick ill illness flu fever ache headache doente doença doenca gripe febre constipação constipacao dor" },
  { name: "health", words: "health healthy medical saúde saude", includes: ["doctor", "dentist", "hospital", "illness", "medication"] },
  { name: "sleep", words: "sleep slept sleeping insomnia nap dormir dormi dormido dormindo durmo sono insónia insonia sesta soneca" },
  { name: "cooking", words: "cook cooking cooked recipe cozinhar cozinhei cozinhámos cozinhamos receita", includes: ["baking"] },
  { name: "walking", words: "walk walks walked walking stroll strolled passeio passeios passear passeei passeámos passeamos" },
  { name: "baking", words: "bake baking baked bread sourdough focaccia cake cakes fornada pão pao bolo bolos fermentação" },
  { name: "singing", words: "choir sing singing sang singer coro cantar cantei cantámos cantamos ensaio" },
  { name: "volunteering", words: "volunteer volunteering volunteered charity voluntariado voluntário voluntária voluntaria" },
  { name: "meal", words: "dinner lunch breakfast brunch meal meals jantar jantei almoço almoco almocei pequeno-almoço refeição refeicao" },
  { name: "restaurant", words: "restaurant restaurants café cafe coffee bar restaurante restaurantes" },
  { name: "food", words: "food eating ate comida comer comi alimentar alimentos alimentação", includes: ["cooking", "meal", "restaurant"] },
  // A bank by its own word in each language: with "food", "food bank" finds "banco alimentar".
  { name: "bank", words: "bank banks banco bancos" },
  { name: "guitar", words: "guitar guitars guitarra violão violao" },
  { name: "piano", words: "piano pianos" },
  { name: "concert", words: "concert concerts gig concerto concertos espetáculo espetaculo" },
  { name: "music", words: "music song songs band singing sang música musica canção cancao canções cantar cantei banda", includes: ["guitar", "piano", "concert"] },
  { name: "reading", words: "book books novel novels reading read chapters livro livros romance romances ler leitura capítulos" },
  { name: "movie", words: "movie movies film films cinema series filme filmes série serie séries" },
  { name: "birthday", words: "birthday birthdays bday aniversário aniversario aniversários" },
  { name: "wedding", words: "wedding weddings married marriage bride groom casamento casamentos casar casei noivado" },
  { name: "party", words: "party parties celebration celebrated celebrate festa festas celebração celebracao celebrar celebrámos" },
  { name: "christmas", words: "christmas xmas natal consoada" },
  { name: "home", words: "home house apartment flat casa apartamento lar" },
  { name: "moving house", words: "moving move moved relocation relocate mudança mudanca mudar mudei mudámos mudamos" },
  { name: "garden", words: "garden gardening plants plant jardim jardinagem plantas horta" },
  { name: "beach", words: "beach beaches sea ocean seaside praia praias mar oceano" },
  { name: "park", words: "park parks parque parques" },
  { name: "nature", words: "nature outdoors forest woods mountains natureza floresta bosque montanha montanhas", includes: ["park", "beach", "hiking"] },
  { name: "salary", words: "salary salaries payslip payslips paycheck paychecks paycheque wage wages salário salario salários salarios ordenado ordenados vencimento vencimentos" },
  { name: "money", words: "money finances finance budget savings bills dinheiro finanças financas orçamento orcamento poupanças contas", includes: ["salary"] },
  { name: "insurance", words: "insurance insured insurer insurers seguro seguros seguradora seguradoras apólice apolice" },
  { name: "contract", words: "contract contracts contrato contratos", includes: ["rent"] },
  { name: "study", words: "study studying studied exam exams school university college class classes course estudar estudei exame exames escola universidade faculdade aula aulas curso" },
  { name: "meditation", words: "meditation meditate meditated meditating mindfulness meditação meditacao meditar meditei" },
  { name: "car", words: "car cars drive driving drove carro carros conduzir conduzi dirigir dirigi" },
  { name: "promotion", words: "promotion promoted promoção promocao promovido promovida" },
  { name: "love", words: "love dating romance amor namoro" },
  { name: "physiotherapy", words: "physio physios physiotherapy physiotherapist physiotherapists physiatrist fisio fisioterapia fisioterapeuta fisioterapeutas fisiatra" },
  { name: "pottery", words: "pottery ceramics ceramic clay potter cerâmica ceramica olaria barro ceramista" },
];

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
  /** Topics that are kinds of this one, counted each on its own, but not searched as it ("drink": coffee, wine; "beber menos café" is no search for wine). */
  readonly kinds?: ReadonlyArray<string>;
  /**
   * Whether what a document states of this topic holds for each topic it includes: a lease's clause on pets rules on a
   * dog, a gym's weekend hours on Saturday (see `broaderWords`). Not so for a topic that merely gathers others ("money"
   * and a salary: a line on money is no answer about one's salary).
   */
  readonly rulesItsKinds?: boolean;
}

/**
 * Concepts of words that say the same in each language, written as groups apart by "|" ("egg eggs ovo ovos | flour
 * farinha"), each named `kind` and its first word; a group of one word says nothing and is left out.
 */
export const pairedConcepts = (kind: string, groups: string): ReadonlyArray<Concept> =>
  groups
    .split("|")
    .map((group) => group.trim().replace(/\s+/g, " "))
    .filter((group) => group.includes(" "))
    .map((words) => ({ name: `${kind}: ${words.split(" ")[0]}`, words }));

export const concepts: ReadonlyArray<Concept> = [
  { name: "dog", words: "dog dogs puppy puppies pup pups doggy doggo cão cães cao caes cachorro cachorros cachorrinho cadela cadelinha" },
  { name: "cat", words: "cat cats kitten kittens kitty gato gatos gata gatinho gatinha" },
  // A rule says "animais de companhia", "animais domésticos", "companion animals" where a question says a pet.
  {
    name: "pet",
    words:
      "pet pets animal animals mascote mascotes animais companion-animal companion-animals domestic-animal domestic-animals animal-de-companhia animais-de-companhia animal-de-estimação animais-de-estimação animal-doméstico animais-domésticos",
    includes: ["dog", "cat"],
    rulesItsKinds: true,
  },
  { name: "flight", words: "flight flights flew fly flying landed airport plane voo voos voei voar aeroporto avião aviao aterrámos aterrissamos" },
  {
    name: "trip",
    words: "trip trips travel travels travelled traveled travelling traveling journey journeys vacation vacations holiday holidays getaway abroad tour viagem viagens viajar viajei viajámos viajamos férias ferias",
    includes: ["flight"],
  },
  { name: "mother", words: "mother mãe mom mum mommy mummy mama mae mamã mamae" },
  { name: "father", words: "father pai dad daddy papa papá papai" },
  { name: "parents", words: "parents pais progenitores", includes: ["mother", "father"] },
  { name: "sister", words: "sister irmã sisters sis irma irmãs irmas" },
  { name: "brother", words: "brother irmão brothers bro irmao irmãos irmaos" },
  { name: "siblings", words: "siblings sibling", includes: ["sister", "brother"] },
  { name: "grandparents", words: "grandparents avós grandmother avó grandfather avô grandma granny grandpa avos avo vovó vovô" },
  { name: "children", words: "kids filhos children son filho daughter filha kid child sons daughters baby filhas bebé bebe criança crianças crianca criancas" },
  { name: "family", words: "family families relatives família familia familiares parentes", includes: ["parents", "siblings", "grandparents", "children"] },
  { name: "partner", words: "partner girlfriend boyfriend wife husband spouse fiancé fiancée fiance fiancee namorada namorado mulher marido esposa esposo companheira companheiro noiva noivo" },
  { name: "church", words: "church churches chapel vicar priest igreja igrejas capela missa culto padre" },
  { name: "friend", words: "friend friends buddy pal mate amigo amiga amigos amigas" },
  { name: "people", words: "people pessoas" },
  { name: "colleague", words: "colleague colleagues coworker coworkers teammate teammates colega colegas" },
  { name: "boss", words: "boss manager supervisor chefe gerente gestor" },
  { name: "rent", words: "rent rents rental renting lease leases landlord tenancy tenant tenants renda rendas arrendamento senhorio senhoria aluguel aluguer inquilino locação locacao locador locadora" },
  { name: "security deposit", words: "deposit deposits caução caucao cauções caucoes fiança fianca" },
  { name: "anger", words: "angry anger angrier furious annoyed irritated frustrated frustration raiva zangado zangada irritado irritada frustrado frustrada furioso furiosa" },
  { name: "meeting", words: "meeting meetings standup reunião reuniao reuniões reunioes" },
  { name: "deadline", words: "deadline deadlines prazo prazos entrega" },
  { name: "repair", words: "repair repairs repaired repairing fix fixes fixing maintenance reparação reparacao reparações reparacoes reparar arranjo arranjos conserto consertos manutenção manutencao" },
  { name: "noise", words: "noise noises noisy loud quiet silence barulho barulhos barulhento barulhenta ruído ruido ruídos ruidos ruidoso ruidosa ruidosos ruidosas silêncio silencio sossego" },
  { name: "rubbish", words: "rubbish trash garbage bin bins waste recycling lixo reciclagem contentor contentores ecoponto ecopontos" },
  { name: "furniture", words: "furniture bulky appliances móveis moveis mobília mobilia monos eletrodomésticos eletrodomesticos" },
  { name: "notice", words: "notice notices aviso avisos pré-aviso pre-aviso préaviso preaviso antecedência antecedencia" },
  { name: "termination", words: "termination ending terminate terminating cancellation cancel cancelled canceled cancelling rescisão rescisao rescindir denúncia denuncia cessação cessacao cancelar cancelamento" },
  { name: "office", words: "office escritório escritorio" },
  { name: "job interview", words: "interview interviews entrevista entrevistas" },
  { name: "work", words: "work job jobs career workplace employment trabalho emprego carreira teletrabalho telework remote", includes: ["office", "meeting", "deadline", "colleague", "boss"] },
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
  { name: "doctor", words: "doctor doctors dr dra physician gp specialist cardiologist cardiology médico medico médica medica consulta especialista cardiologista cardiologia" },
  // A prescription is written as a dose ("lisinopril 10 mg once a day"): the dose's words find it where no word says "medication".
  { name: "medication", words: "medication medications medicine medicines meds pills tablets mg dose dosage prescription prescriptions prescribed receita-médica receitas-médicas receita-medica medicamento medicamentos medicação medicacao remédio remedio remédios remedios comprimidos posologia receitado" },
  { name: "cholesterol", words: "cholesterol ldl hdl colesterol" },
  // "a próxima consulta" is the next appointment, whoever it is with.
  { name: "appointment", words: "appointment appointments consulta consultas marcação marcacao check-up checkup" },
  { name: "next", words: "next upcoming próxima proxima próximo proximo seguinte" },
  { name: "dentist", words: "dentist dentists dental dentista dentária dentaria dentário dentario estomatologia" },
  { name: "hospital", words: "hospital hospitals clinic emergency urgência urgencia urgências clínica clinica" },
  // "dores de cabeça" leaves "cabeça" as its topic word: it stands for the ache.
  { name: "headache", words: "headache headaches migraine migraines enxaqueca enxaquecas cabeça cabeca" },
  { name: "allergy", words: "allergy allergies allergic alergia alergias alérgico alérgica alérgicos alérgicas alergico alergica alergicos alergicas" },
  { name: "illness", words: "sick ill illness flu fever ache doente doença doenca gripe febre constipação constipacao dor dores adoecer adoeci adoeceu adoeceste constipado constipada engripado engripada", includes: ["headache"] },
  { name: "health", words: "health healthy medical saúde saude", includes: ["doctor", "dentist", "hospital", "illness", "allergy", "medication", "vaccine"] },
  { name: "sleep", words: "sleep slept sleeping insomnia nap dormir dormi dormido dormindo durmo sono insónia insonia sesta soneca" },
  { name: "crying", words: "cry cried cries crying tears chorar chorei chorou choro chorava chorando lágrimas lagrimas" },
  { name: "cooking", words: "cook cooking cooked recipe cozinhar cozinhei cozinhámos cozinhamos receita", includes: ["baking"] },
  { name: "walking", words: "walk walks walked walking stroll strolled passeio passeios passear passeei passeámos passeamos caminhar caminhei caminhámos caminhamos caminhada caminhadas" },
  { name: "baking", words: "bake baking baked bread sourdough focaccia cake cakes fornada pão pao bolo bolos fermentação" },
  { name: "singing", words: "choir sing singing sang singer coro cantar cantei cantámos cantamos ensaio" },
  { name: "volunteering", words: "volunteer volunteering volunteered charity voluntariado voluntário voluntária voluntaria" },
  // Each meal its own topic, all of them meals: "who do I have lunch with?" is not asked of dinners, "meals" finds all three.
  { name: "meal", words: "meal meals refeição refeicao refeições refeicoes", includes: ["dinner", "lunch", "breakfast"] },
  { name: "dinner", words: "dinner dinners supper jantar jantares jantei jantámos jantamos" },
  { name: "lunch", words: "lunch lunches brunch almoço almoco almoços almocei almoçar almoçámos almoçamos" },
  { name: "breakfast", words: "breakfast breakfasts pequeno-almoço pequeno-almoco" },
  { name: "coffee", words: "coffee coffees café cafés caffeine cafeína cafeina espresso" },
  { name: "tea", words: "tea teas chá chás" },
  { name: "wine", words: "wine wines vinho vinhos" },
  { name: "beer", words: "beer beers cerveja cervejas imperial imperiais" },
  { name: "alcohol", words: "alcohol alcoholic booze drunk hangover álcool alcool bêbado bebado bêbeda bebeda ressaca" },
  { name: "drink", words: "drink drinks drank drinking beber bebo bebi bebia bebemos bebida bebidas", kinds: ["coffee", "tea", "wine", "beer", "alcohol"] },
  { name: "restaurant", words: "restaurant restaurants café cafe coffee bar restaurante restaurantes" },
  { name: "food", words: "food eating ate comida comer comi alimentar alimentos alimentação", includes: ["cooking", "meal", "restaurant"] },
  // A bank by its own word in each language: with "food", "food bank" finds "banco alimentar".
  { name: "bank", words: "bank banks banking banco bancos bancário bancario bancária bancaria bancários bancarios bancárias bancarias" },
  { name: "guitar", words: "guitar guitars guitarra violão violao" },
  { name: "piano", words: "piano pianos" },
  { name: "concert", words: "concert concerts gig concerto concertos espetáculo espetaculo" },
  { name: "music", words: "music song songs band singing sang música musica canção cancao canções cantar cantei banda", includes: ["guitar", "piano", "concert"] },
  { name: "reading", words: "book books novel novels reading read chapters livro livros romance romances ler leitura capítulos" },
  { name: "movie", words: "movie movies film films cinema series filme filmes série serie séries" },
  { name: "birthday", words: "birthday birthdays bday aniversário aniversario aniversários" },
  { name: "wedding", words: "wedding weddings married marriage bride groom casamento casamentos casar casei noivado" },
  // A death told as "passed away" is found by "died" and "morreu"; "passed" alone is as often an exam passed, so it is no word of this.
  { name: "death", words: "death deaths die dies died dying dead deceased morte mortes morrer morreu morreram morto morta faleceu falecer faleceram falecimento falecido falecida óbito obito" },
  { name: "party", words: "party parties celebration celebrated celebrate festa festas celebração celebracao celebrar celebrámos" },
  { name: "christmas", words: "christmas xmas natal consoada" },
  { name: "home", words: "home house apartment flat casa apartamento lar" },
  // A room of a home ("posso arrendar um quarto?"), not "quarto" the ordinal (see the question's topic words).
  { name: "room", words: "room rooms bedroom bedrooms quarto quartos assoalhada assoalhadas" },
  { name: "moving house", words: "moving move moved relocation relocate mudança mudanca mudar mudei mudámos mudamos" },
  { name: "garden", words: "garden gardening plants plant jardim jardinagem plantas horta" },
  { name: "beach", words: "beach beaches sea ocean seaside praia praias mar oceano" },
  { name: "park", words: "park parks parque parques" },
  { name: "nature", words: "nature outdoors forest woods mountains natureza floresta bosque montanha montanhas", includes: ["park", "beach", "hiking"] },
  // Words of records a journal seldom uses and a letter, a policy or a test report does.
  { name: "knee", words: "knee knees joelho joelhos" },
  { name: "tooth", words: "tooth teeth dente dentes" },
  { name: "crown", words: "crown crowns coroa coroas" },
  { name: "glucose", words: "glucose glicose glicemia" },
  { name: "argument", words: "argument arguments argue argued arguing fight fights fought quarrel row discussão discussao discussões discussoes discuti discutimos discutir discutiu discutiram discuto discussion disagreement disagreed briga brigas brigar brigo briguei brigou brigamos brigámos brigaram zanga zangámos zangamos zanguei zangou desentendimento" },
  { name: "departure", words: "depart departs departed departure departures leave leaves sai saem saída saida partida partidas parte partem" },
  { name: "refund", words: "refund refunds refunded reimbursement reembolso reembolsos reembolsar reembolsado devolução devolucao" },
  { name: "vitamin", words: "vitamin vitamins vitamina vitaminas" },
  { name: "expiry", words: "expire expires expired expiry expiration validity valid renewal renew renews period expira expiram expirar expirou validade valido válido valida válida renovação renovacao renova vigência vigencia período periodo" },
  // What one earns, as a tax statement or a payslip words it ("Rendimento bruto", "gross income").
  { name: "earnings", words: "earn earns earned earning earnings income incomes ganhar ganho ganhei ganhos rendimento rendimentos", includes: ["salary", "gross"] },
  { name: "salary", words: "salary salaries payslip payslips paycheck paychecks paycheque wage wages salário salario salários salarios ordenado ordenados vencimento vencimentos remuneração remuneracao remuneration retribuição retribuicao retribuições retribution" },
  { name: "money", words: "money finances finance budget savings bills dinheiro finanças financas orçamento orcamento poupanças contas", includes: ["salary"] },
  { name: "tax", words: "tax taxes irs withheld withholding imposto impostos retenção retencao retido tributação tributacao" },
  // What a payslip or a policy calls its amounts: net and gross pay, deductions, allowances, the premium, the deductible.
  { name: "net", words: "net take-home takehome líquido liquido líquida liquida" },
  { name: "social security", words: "security contribution contributions segurança seguranca contribuição contribuicao contribuições contribuicoes tsu" },
  { name: "deductions", words: "deduction deductions deducted descontos desconto descontado descontados dedução deducao deduções deducoes" },
  // "allowed" is no allowance: its own words keep it from the allowance's stem.
  { name: "allowed", words: "allowed allow allows permitted permit permits permitido permitida permitidos permitidas permitir autorizado autorizada autorizados" },
  { name: "allowance", words: "allowance allowances subsidy subsidies subsídio subsidio subsídios subsidios" },
  { name: "gross", words: "gross bruto bruta brutos ilíquido iliquido" },
  { name: "premium", words: "premium premiums prémio premio prêmio" },
  { name: "deductible", words: "deductible deductibles excess franquia franquias" },
  { name: "monthly", words: "monthly mensal mensais mensalmente mensalidade mensalidades" },
  { name: "remaining", words: "remaining left remain restam restantes sobram disponíveis disponiveis" },
  { name: "days off", words: "pto férias ferias folga folgas vacation holiday holidays" },
  { name: "base", words: "base basic básico basico" },
  { name: "hours", words: "hour hours hora horas horário horario" },
  { name: "late", words: "late overdue delay delayed atraso atrasos atrasada atrasado atrasar" },
  { name: "reduce", words: "reduce reduced reducing less fewer cut menos reduzir reduza reduzido diminuir diminua" },
  { name: "copay", words: "copay copays copayment copayments co-payment copagamento copagamentos" },
  { name: "freeze", words: "freeze frozen freezing suspend suspended suspension congelar congelada congelado congelamento suspender suspensão suspensao" },
  { name: "start", words: "start started starting began begin beginning início inicio começo comeco comecei começou comecou" },
  { name: "probation", words: "probation probationary experimental" },
  { name: "night", words: "night nights overnight noite noites noturno noturna nocturno nocturna" },
  { name: "shift", words: "shift shifts turno turnos plantão plantao plantões plantoes" },
  { name: "gratitude", words: "grateful gratitude thankful grato grata gratidão gratidao agradecido agradecida" },
  { name: "insurance", words: "insurance insured insurer insurers seguro seguros seguradora seguradoras apólice apolice", includes: ["premium", "deductible"] },
  { name: "coverage", words: "cover covers covered coverage cobre cobrem coberto coberta cobertos cobertas cobertura coberturas" },
  { name: "contract", words: "contract contracts contrato contratos", includes: ["rent"] },
  { name: "exam", words: "exam exams prova provas exame exames" },
  { name: "study", words: "study studying studied school university college class classes course estudar estudei escola universidade faculdade aula aulas curso", includes: ["exam"] },
  { name: "meditation", words: "meditation meditate meditated meditating mindfulness meditação meditacao meditar meditei" },
  { name: "car", words: "car cars drive driving drove carro carros conduzir conduzi dirigir dirigi vehicle vehicles veículo veiculo veículos veiculos automóvel automovel automóveis automoveis viatura viaturas" },
  { name: "promotion", words: "promotion promoted promoção promocao promovido promovida efetivado efetivada efetivação" },
  { name: "bus", words: "bus buses ônibus onibus autocarro autocarros" },
  { name: "phone", words: "phone phones cellphone mobile smartphone celular celulares telemóvel telemovel telefone" },
  // A call made to someone, in either language: "when did I last call Rita?" finds "Liguei à Rita", "quando liguei à Rita?" finds "Called Rita".
  { name: "call", words: "call calls called calling rang phoned liguei ligar ligo ligou ligámos ligamos telefonei telefonar telefonou chamada chamadas videochamada" },
  { name: "theft", words: "stolen robbed theft robbery mugged roubado roubada roubaram roubo assalto assaltado assaltada furtado" },
  { name: "carnival", words: "carnival carnaval" },
  { name: "love", words: "love dating romance amor namoro" },
  { name: "physiotherapy", words: "physio physios physiotherapy physiotherapist physiotherapists physiatrist fisio fisioterapia fisioterapeuta fisioterapeutas fisiatra" },
  { name: "pottery", words: "pottery ceramics ceramic clay potter cerâmica ceramica olaria barro ceramista" },
  // Terms that documents use more than a journal does (of study and technology, of a home, its lease and its building's
  // rules), which the two languages write differently, so a question in one language finds the notes, the contract or
  // the rules written in the other ("o que é a retropropagação?" finds "backpropagation"). A term the two languages
  // write alike but for its ending ("regularização", "regularisation") needs no entry: the document search guesses it.
  { name: "backpropagation", words: "backpropagation backprop retropropagação retropropagacao retropropagações" },
  { name: "overfitting", words: "overfitting overfit overfits sobreajuste sobreajustamento sobreajustar sobreajusta sobreaprendizagem" },
  { name: "underfitting", words: "underfitting underfit subajuste subajustamento" },
  { name: "activation", words: "activation activations ativação ativacao ativações ativacoes activação" },
  { name: "function", words: "function functions função funcao funções funcoes" },
  { name: "network", words: "network networks rede redes" },
  { name: "neuron", words: "neuron neurons neural neurónio neuronio neurónios neuronios neuronal neuronais neurais" },
  { name: "layer", words: "layer layers camada camadas" },
  { name: "weight", words: "weight weights peso pesos" },
  { name: "bias", words: "bias biases viés vies enviesamento" },
  { name: "loss", words: "loss losses perda perdas" },
  { name: "descent", words: "descent descida" },
  { name: "learning", words: "learning aprendizagem aprendizado" },
  { name: "attention", words: "attention atenção atencao" },
  { name: "convolution", words: "convolution convolutions convolutional convolução convolucao convoluções convolucional convolucionais" },
  { name: "pooling", words: "pooling agregação agregacao" },
  { name: "chain rule", words: "chain cadeia" },
  { name: "data", words: "data dataset datasets dados" },
  { name: "error", words: "error errors erro erros" },
  // A home, its lease and its building's rules.
  { name: "building works", words: "works roadworks construction renovation renovations refurbishment builders obras obra remodelação remodelacao remodelações renovação renovacao" },
  { name: "rule", words: "rule rules regulation regulations bylaws regra regras regulamento regulamentos" },
  { name: "condominium", words: "condominium condo homeowners condomínio condominio condóminos condominos condómino condomino" },
  // A building's rules are its condominium's ("the quiet hours in the building", "o regulamento do prédio").
  { name: "building", words: "building buildings prédio predio prédios predios edifício edificio edifícios edificios", includes: ["condominium"] },
  { name: "fee", words: "fee fees dues quota quotas" },
  { name: "tenant", words: "tenant tenants arrendatário arrendatario arrendatária arrendataria inquilino inquilina inquilinos locatário locatario locatária locataria" },
  { name: "sublet", words: "sublet sublets subletting sublease subarrendar subarrendamento sublocar sublocação sublocacao" },
  { name: "neighbour", words: "neighbour neighbours neighbor neighbors vizinho vizinhos vizinha vizinhas vizinhança vizinhanca" },
  { name: "collection", words: "collect collected collection collections pickup recolha recolhas recolher recolhido recolhidos recolhida recolhidas" },
  { name: "parking", words: "parking estacionamento estacionar" },
  { name: "address", words: "address morada endereço endereco" },
  // The owners' yearly meeting, as a person calls it ("the residents' meeting", "a reunião de condomínio").
  { name: "assembly", words: "assembly agm assembleia assembleias residents-meeting owners-meeting homeowners-meeting building-meeting condominium-meeting condo-meeting reunião-de-condomínio reuniao-de-condominio reunião-de-condóminos reuniao-de-condominos reunião-do-condomínio reuniao-do-condominio" },
  // "Quem paga a luz?": the electricity bill, as Portuguese says it.
  { name: "electricity", words: "electricity electric eletricidade electricidade elétrica eletrica luz" },
  { name: "water", words: "water água agua" },
  { name: "utilities", words: "utilities bills", includes: ["electricity", "water"] },
  { name: "increase", words: "increase increases increased raise rise update updated updates aumento aumentos aumentar subida atualização atualizacao atualizada actualização" },
  // A policy's, a lease's and an appliance's terms.
  { name: "penalty", words: "penalty penalties surcharge multa multas coima coimas penalização penalizacao penalizações" },
  { name: "theft", words: "theft thefts stolen robbery burglary furto furtos roubo roubos roubado roubada" },
  { name: "jewellery", words: "jewellery jewelry jewel jewels joia joias jóia jóias" },
  { name: "windscreen", words: "windscreen windscreens windshield windshields vidro vidros para-brisas parabrisas" },
  { name: "warranty", words: "warranty warranties guarantee garantia garantias" },
  { name: "pension", words: "pension pensions pensão pensao pensões pensoes" },
  { name: "sick leave", words: "sickness baixa" },
  { name: "waiting period", words: "waiting carência carencia carências carencias" },
  { name: "childbirth", words: "childbirth birth maternity parto maternidade" },
  { name: "orthodontics", words: "orthodontics orthodontic orthodontist braces ortodontia ortodôntico ortodontico" },
  { name: "implant", words: "implant implants implante implantes" },
  { name: "saturday", words: "saturday saturdays sábado sabado sábados sabados" },
  { name: "sunday", words: "sunday sundays domingo domingos" },
  { name: "weekend", words: "weekend weekends fim-de-semana fins-de-semana", includes: ["saturday", "sunday"], rulesItsKinds: true },
  { name: "weekday", words: "weekday weekdays dias-úteis dias-uteis" },
  // A club's or a gym's membership, as its contract says it in Portuguese: one's being a member ("sócio"), joining it
  // ("inscrição", "adesão") and what it costs each month ("quota", "mensalidade").
  { name: "membership", words: "membership memberships subscription subscriptions inscrição inscricao inscrições inscricoes adesão adesao assinatura assinaturas sócio socio sócia socia sócios socios sócias socias quota quotas mensalidade mensalidades" },
  // One who belongs to a club or a gym: its contract says "sócio" ("my member number", "número de sócio").
  { name: "member", words: "member members membro membros sócio socio sócia socia sócios socios sócias socias" },
  { name: "smoking", words: "smoking smoke smoker smokers smoked fumar fumo fumadores fumador fumante fumantes tabaco cigarro cigarros" },
  { name: "replacement", words: "replacement replacements replace substitute substituição substituicao substituto substituta substituir" },
  { name: "taxable", words: "taxable tributável tributavel coletável coletavel colectável colectavel tributado tributada" },
  { name: "policy", words: "policy policies apólice apolice apólices apolices" },
  { name: "accident", words: "accident accidents crash crashes collision collisions acidente acidentes sinistro sinistros colisão colisao choque" },
  { name: "adjustment", words: "adjust adjusted adjusts adjustment adjustments indexation indexed reajuste reajustes reajustado reajustada reajustar ajuste ajustes indexação indexacao indexado" },
  { name: "painting", words: "paint paints painted painting repaint pintar pinta pintei pintura pinturas pintado pintada" },
  { name: "employer", words: "employer employers empregador empregadora empregadores entidade-empregadora entidade-patronal empresa" },
  { name: "instalment", words: "instalment instalments installment installments prestação prestacao prestações prestacoes" },
  // "wifi" shares a Portuguese stem with "wife": its own entry keeps it from the partner's words.
  { name: "internet", words: "internet wifi wi-fi router broadband fibre fiber fibra" },
  { name: "password", words: "password passwords passcode palavra-passe senha senhas" },
  { name: "signature", words: "signed signing signature assinar assinado assinatura" },
];

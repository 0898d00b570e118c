import type { BenchDocument } from "./documentTypes.js";

/** Portuguese documents: a contract, a manual, a prescription, a recipe, letters. */
export const portugueseDocuments: ReadonlyArray<BenchDocument> = [
  {
    id: "seguro-casa", title: "Seguro Multirriscos Habitação — Condições Particulares", language: "pt",
    sections: [
      { heading: "Coberturas", text: "O seguro cobre incêndio, inundação, danos por água, fenómenos sísmicos e furto ou roubo, até ao capital de 180 mil euros para o edifício e 25 mil euros para o recheio." },
      { heading: "Participação de sinistros", text: "Qualquer sinistro deve ser comunicado à seguradora no prazo de oito dias, com fotografias dos danos e, em caso de furto, a participação às autoridades." },
      { heading: "Franquia", text: "Em cada sinistro fica a cargo do segurado uma franquia de 150 euros, exceto nos fenómenos sísmicos, em que é de 5% do capital." },
      { heading: "Assistência", text: "A linha de assistência funciona 24 horas e envia canalizador, eletricista ou serralheiro em caso de urgência, até três vezes por ano." },
    ],
    questions: [
      { text: "Quanto tempo tenho para avisar a seguradora de um acidente em casa?", section: 1 },
      { text: "Quem mando chamar se a porta ficar trancada de noite?", section: 3 },
      { text: "Que parte do prejuízo tenho de pagar eu?", section: 2 },
    ],
  },
  {
    id: "receita", title: "Receita Médica — Indicações do Dr. Almeida", language: "pt",
    sections: [
      { heading: "Antibiótico", text: "Amoxicilina 875 mg: um comprimido de 12 em 12 horas durante sete dias, sempre às refeições. Não interromper o tratamento mesmo que os sintomas desapareçam." },
      { heading: "Dores e febre", text: "Paracetamol 1 g em caso de febre acima de 38 graus ou dores, no máximo três vezes por dia, com intervalo de pelo menos seis horas." },
      { heading: "Consulta de revisão", text: "Marcar nova consulta daqui a duas semanas para avaliar a evolução. Se a febre persistir mais de três dias, dirigir-se às urgências." },
    ],
    questions: [
      { text: "De quantas em quantas horas tomo o medicamento para a infeção?", section: 0 },
      { text: "Quando devo voltar ao médico?", section: 2 },
      { text: "O que posso tomar se tiver temperatura alta?", section: 1 },
    ],
  },
  {
    id: "bacalhau", title: "Bacalhau à Brás da Tia Lurdes", language: "pt",
    sections: [
      { heading: "Ingredientes", text: "Meio quilo de bacalhau demolhado e desfiado, 400 gramas de batata palha, duas cebolas, três dentes de alho, seis ovos, azeitonas pretas e salsa picada." },
      { heading: "Preparação", text: "Aloure a cebola e o alho em azeite, junte o bacalhau e deixe cozinhar cinco minutos. Misture a batata palha e, fora do lume, os ovos batidos, mexendo até ficarem cremosos." },
      { heading: "Dica", text: "Os ovos não devem secar: retire a frigideira do lume enquanto ainda estão húmidos. Sirva logo, decorado com azeitonas e salsa." },
    ],
    questions: [
      { text: "Que quantidade de peixe é precisa para o prato?", section: 0 },
      { text: "Como evito que a mistura fique seca?", section: 2 },
    ],
  },
  {
    id: "contrato-trabalho", title: "Contrato de Trabalho a Termo Incerto — Cláusulas Principais", language: "pt",
    sections: [
      { heading: "Período experimental", text: "O período experimental é de 90 dias, durante os quais qualquer das partes pode denunciar o contrato sem aviso prévio nem indemnização." },
      { heading: "Horário", text: "O horário é de 40 horas semanais, de segunda a sexta-feira, das 9h00 às 18h00, com uma hora de almoço." },
      { heading: "Férias", text: "O trabalhador tem direito a 22 dias úteis de férias por ano, a marcar por acordo com a empresa até 15 de abril." },
      { heading: "Remuneração", text: "O vencimento base é de 1.450 euros brutos, pago em 14 prestações, acrescido de subsídio de refeição de 9,60 euros por dia útil." },
    ],
    questions: [
      { text: "Durante quanto tempo podem despedir-me sem compensação no início?", section: 0 },
      { text: "Quantos dias de descanso pago tenho por ano?", section: 2 },
      { text: "Qual é o meu salário?", section: 3 },
    ],
  },
  {
    id: "maquina-lavar", title: "Máquina de Lavar Roupa LX-8 — Manual de Instruções", language: "pt",
    sections: [
      { heading: "Instalação", text: "Retire os parafusos de transporte da parte traseira antes da primeira utilização. Nivele a máquina ajustando os pés para evitar vibrações." },
      { heading: "Programas", text: "O programa Eco 40-60 lava algodão normalmente sujo com o menor consumo de energia. O programa Rápido 15' serve para cargas pequenas e pouco sujas." },
      { heading: "Limpeza do filtro", text: "Limpe o filtro da bomba de três em três meses: abra a tampa no canto inferior direito, coloque um recipiente e desenrosque o filtro devagar." },
      { heading: "Códigos de erro", text: "E21 indica que a água não escoa: verifique o filtro e a mangueira de descarga. E10 indica falta de água na entrada." },
    ],
    questions: [
      { text: "O que significa quando a roupa fica cheia de água e aparece um aviso no ecrã?", section: 3 },
      { text: "Qual é o ciclo que gasta menos eletricidade?", section: 1 },
      { text: "O que tenho de tirar antes de ligar o aparelho pela primeira vez?", section: 0 },
    ],
  },
  {
    id: "condominio", title: "Ata da Assembleia de Condóminos — Março de 2024", language: "pt",
    sections: [
      { heading: "Obras na fachada", text: "Foi aprovada a reparação da fachada e da cobertura, com um orçamento de 42 mil euros, a pagar em doze quotas extraordinárias a partir de maio." },
      { heading: "Elevador", text: "O contrato de manutenção do elevador passa para a empresa Ascensores Lis, por 95 euros mensais, a partir de abril." },
      { heading: "Regras", text: "É proibido deixar bicicletas e carrinhos no átrio. O lixo deve ser colocado nos contentores da rua apenas depois das 20 horas." },
    ],
    questions: [
      { text: "Quanto vão custar as obras no prédio?", section: 0 },
      { text: "Onde posso guardar a minha bicicleta?", section: 2 },
      { text: "A partir de que hora posso pôr os resíduos na rua?", section: 2 },
    ],
  },
  {
    id: "escola-musica", title: "Academia de Música do Bairro — Regulamento", language: "pt",
    sections: [
      { heading: "Inscrições", text: "As inscrições para o ano letivo abrem a 1 de julho e encerram a 15 de setembro. A inscrição custa 30 euros e inclui o seguro escolar." },
      { heading: "Faltas", text: "As aulas a que o aluno falte sem aviso com 24 horas de antecedência não são repostas nem reembolsadas." },
      { heading: "Audições", text: "Há duas audições por ano, em dezembro e em junho, no auditório da junta de freguesia. A presença é obrigatória." },
    ],
    questions: [
      { text: "Se o meu filho não for à aula, tenho direito a outra?", section: 1 },
      { text: "Quando são os concertos dos alunos?", section: 2 },
    ],
  },
  {
    id: "irs", title: "Guia Rápido do IRS 2024", language: "pt",
    sections: [
      { heading: "Prazo de entrega", text: "A declaração de rendimentos de 2023 entrega-se no Portal das Finanças entre 1 de abril e 30 de junho de 2024." },
      { heading: "IRS Automático", text: "Quem tem apenas rendimentos de trabalho dependente ou pensões em Portugal pode usar o IRS Automático e apenas confirmar a declaração." },
      { heading: "Reembolso", text: "Os reembolsos são pagos por transferência para o IBAN registado, normalmente em três a quatro semanas após a entrega." },
    ],
    questions: [
      { text: "Quando recebo o dinheiro que as Finanças me devolvem?", section: 2 },
      { text: "Até quando posso enviar a declaração de impostos?", section: 0 },
    ],
  },
];

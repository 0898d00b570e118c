import { Predicates } from "@lifeos/core";
import type { ClauseRule } from "./ClauseRule.js";

const to = "no|na|nos|nas|ao|à|aos|às|a|em|pelo|pela|para o|para a|pro|pra|lá no|lá na";
const of = "[de|do|da|dos|das]";
/** Knowing someone, still: "conheço", "já conheço". */
const knownVerbs = "conheço|conheco|também conheço|já conheço";
/** Amigos há muito: "somos amigas", "somos grandes amigos", "somos melhores amigas". */
const friendsVerbs = ["", "grandes ", "melhores ", "bons ", "boas ", "velhos ", "velhas "].flatMap((close) => [`somos ${close}amigos`, `somos ${close}amigas`]).join("|");
/** Desde sempre: "desde sempre", "a vida toda", "a vida inteira", "desde pequen[oa]". */
const forever = "desde sempre|de sempre|a vida toda|a vida inteira|toda a vida|a minha vida toda";
/** Conhecidos um do outro: "conhecemo-nos", "nos conhecemos". */
const eachOtherVerbs = "conhecemo-nos|conhecemo nos|nos conhecemos|já nos conhecemos|também nos conhecemos";

/**
 * Portuguese (Brazilian and European forms: "fui no dentista" and "fui ao
 * dentista", "tenho que" and "tenho de"). Tried in order; the first rule
 * whose pattern matches the whole clause wins. Names are placeholders here.
 */
export const portugueseRules: ReadonlyArray<ClauseRule> = [
  // Uma relação que acabou (antes dos hábitos deixados: "já não trabalho com a Ana" não é um hábito).
  { id: "pt.relationship.ended", kind: "relationship", ended: true, pattern: ["[a|o]", "{name}", "já não é|ja não é|ja nao é|já nao é|não é mais|nao é mais|deixou de ser|não é|nao é", "[a|o]", "minha|meu", "{relation}", "[mais]"] },
  { id: "pt.relationship.endedPronoun", kind: "relationship", ended: true, pattern: ["ela|ele", "já não é|ja não é|não é mais|deixou de ser|não é", "[a|o]", "minha|meu", "{relation}", "[mais]"] },
  { id: "pt.relationship.endedWork", kind: "relationship", ended: true, pattern: ["[eu]", "já não trabalho|ja não trabalho|ja nao trabalho|não trabalho mais|nao trabalho mais|deixei de trabalhar|não trabalho|nao trabalho", "com|para", "[a|o]", "{name}", "[mais]"] },

  // Who someone is.
  // Entre duas outras pessoas: "a Marta é irmã do João", "a Marta é a irmã do João", "a irmã do João chama-se Marta".
  { id: "pt.relationship.ofOther", kind: "relationship", pattern: ["[a|o]", "{name}", "é|e", "[a|o|uma|um]", "[{fond}]", "{relation}", "d[oa]|de", "{of}"] },
  { id: "pt.relationship.otherIs", kind: "relationship", pattern: ["[a|o]", "{relation}", "d[oa]|de", "{of}", "chama-se|se chama|é a|é o|e a|e o|é", "{name}"] },
  // Alguém de um parente dito só pela relação: "o pediatra do meu filho é o Dr. Costa".
  { id: "pt.relationship.kinOtherIs", kind: "relationship", pattern: ["[a|o]", "{relation}", "d[oa]", "{ofKin}", "chama-se|se chama|é a|é o|e a|e o|é", "{name}"] },
  { id: "pt.relationship.named", kind: "relationship", pattern: ["[a|o]", "{name}", "é|e", "[a|o]", "minha|meu", "[nova|novo|atual]", "[{fond}]", "{relation}", "[{known}]"] },
  // Entre iguais, dito sem "minha": "a Ana é colega", "Ana é colega de trabalho", "o Pedro é um amigo da faculdade".
  { id: "pt.relationship.peer", kind: "relationship", pattern: ["[a|o]", "{name}", "é|e", "[também]", "[uma|um]", "[{fond}]", "{peer}", "[minha|meu]", "[{known}]"] },
  { id: "pt.relationship.pronoun", kind: "relationship", pattern: ["ela|ele", "é|e", "[a|o]", "minha|meu", "{relation}"] },
  { id: "pt.relationship.answer", kind: "relationship", pattern: ["é|e", "[a|o]", "minha|meu", "{relation}"] },
  // Também sem artigo, como se diz no Brasil: "minha chefe é Ana Paula".
  { id: "pt.relationship.called", kind: "relationship", pattern: ["[a|o]", "minha|meu", "[nova|novo|atual]", "{relation}", "[agora|atualmente|neste momento|hoje em dia]", "chama-se|se chama|é o|é a|e o|e a|é agora o|é agora a|passou a ser o|passou a ser a|é agora|é|e", "{name}", "[agora|atualmente|neste momento]"] },
  // "Tenho um gato chamado Mia", "tenho uma irmã que se chama Ana": alguém (ou um animal) da pessoa, pelo nome.
  { id: "pt.relationship.have", kind: "relationship", pattern: ["[eu]", "tenho|também tenho|tenho também|tenho ainda|temos|também temos|temos também", "um|uma", "{relation}", "[mais nova|mais novo|mais velha|mais velho|pequena|pequeno]", "chamad[oa]|que se chama|de nome", "{name}"] },
  // "Tenho uma dentista nova, a Dra. Marta", "arranjei um chefe novo, o Rui": alguém da pessoa, nomeado depois de uma vírgula.
  { id: "pt.relationship.haveNewComma", kind: "relationship", pattern: ["[eu]", "tenho|agora tenho|arranjei|arrumei", "um|uma", "{relation}", "nova,|novo,", "[a|o]", "{name}"] },
  { id: "pt.relationship.haveComma", kind: "relationship", pattern: ["[eu|nós|nos]", "tenho|agora tenho|arranjei|arrumei|temos|agora temos", "um|uma", "[nova|novo]", "{relation},", "[a|o]", "{name}"] },
  // "A gente tem um cachorro chamado Thor", "nós temos uma gata chamada Mia": the household's, said as ours.
  { id: "pt.relationship.weHave", kind: "relationship", pattern: ["nós|nos|a gente", "temos|tem|também temos|também tem", "um|uma", "{relation}", "[pequena|pequeno]", "chamad[oa]|que se chama|de nome", "{name}"] },
  { id: "pt.relationship.nameIs", kind: "relationship", pattern: ["o nome", "d[ao]", "minha|meu", "{relation}", "é|e", "{name}"] },

  // Como a pessoa chama alguém: "chamo-lhe Nini", "eu chamo ela de Nini", "chamo Nini ao meu filho", "chamo o meu filho de Nini", "a alcunha dela é Sofi".
  { id: "pt.nickname.pronoun", kind: "nickname", pattern: ["[eu|nós|nos|a gente]", "[sempre|costumo|às vezes]", "chamo-lhe|chamo-a|chamo-o|lhe chamo|a chamo de|o chamo de|chamo ela de|chamo ele de|chamo-a de|chamo-o de|chamar-lhe|chamamos-lhe|chamamos ela de|chamamos ele de|chama ela de|chama ele de", "{name}"] },
  { id: "pt.nickname.to", kind: "nickname", pattern: ["[eu|nós|nos]", "[sempre|costumo|às vezes]", "chamo|chamamos|chamar", "{name}", "a|ao|à", "{who}"] },
  { id: "pt.nickname.of", kind: "nickname", pattern: ["[eu|nós|nos|a gente]", "[sempre|costumo|às vezes]", "chamo|chamamos|chama|chamar", "{who}", "de", "{name}"] },
  { id: "pt.nickname.isPronoun", kind: "nickname", pattern: ["a alcunha", "dela|dele", "é|e", "{name}"] },
  { id: "pt.nickname.is", kind: "nickname", pattern: ["a alcunha", "d[ao]|de", "{who}", "é|e", "{name}"] },

  // Attributes.
  // O nome da própria pessoa: "chamo-me Sofia", "o meu nome é Sofia", "podes tratar-me por Sofi".
  { id: "pt.name.self", kind: "attribute", predicate: Predicates.name, pattern: ["[olá,|ola,|oi,|olá|ola|oi]", "[eu]", "chamo-me|me chamo|o meu nome é|o meu nome e|meu nome é|meu nome e", "{called}"] },
  { id: "pt.name.called", kind: "attribute", predicate: Predicates.name, pattern: ["[olá,|ola,|oi,|olá|ola|oi]", "podes tratar-me por|pode tratar-me por|podias tratar-me por|podia tratar-me por|trata-me por|trate-me por|podes chamar-me|pode chamar-me|chama-me|chame-me|pode me chamar de|podes me chamar de|me chama de|me chame de|toda a gente me chama|todos me chamam", "{called}"] },
  { id: "pt.age.other", kind: "attribute", predicate: Predicates.age, pattern: ["{who}", "tem|fez|completou|completa|vai fazer|já tem", "{number}", "[anos]", "[de idade]"] },
  { id: "pt.age.self", kind: "attribute", predicate: Predicates.age, pattern: ["[eu]", "tenho|fiz|completei|vou fazer|já tenho", "{number}", "anos", "[de idade]"] },
  { id: "pt.livesIn.other", kind: "attribute", predicate: Predicates.livesIn, pattern: ["{who}", "mora|vive|reside|está morando|está a viver", "em|no|na|nos|nas", "{place}"] },
  { id: "pt.livesIn.self", kind: "attribute", predicate: Predicates.livesIn, pattern: ["[eu]", "[agora]", "moro|vivo|resido|estou morando|tô morando|to morando|tou morando|estou vivendo|tô vivendo|estou a viver|tou a viver|estou a morar", "[agora]", "em|no|na|nos|nas", "{place}"] },
  // Onde a casa vive, dito "nós": "vivemos em Braga", "a gente mora em Curitiba" (como depois de "sou casado com a Sofia e…").
  { id: "pt.livesIn.we", kind: "attribute", predicate: Predicates.livesIn, pattern: ["[nós|nos|agora]", "vivemos|moramos|residimos|estamos a viver|estamos morando|estamos vivendo|a gente mora|a gente vive", "[juntos|agora|os dois|as duas]", "em|no|na|nos|nas", "{place}"] },
  // De uma terra com nome para outra: "mudei de Lisboa para o Porto", "mudei-me do Porto para Lisboa", a terra para onde.
  { id: "pt.livesIn.movedFrom", kind: "attribute", predicate: Predicates.livesIn, pattern: ["[eu]", "me mudei|mudei-me|mudei", "de|da|do", "{of}", "para|pra|pro", "[o|a]", "{place}"] },
  { id: "pt.livesIn.moved", kind: "attribute", predicate: Predicates.livesIn, pattern: ["[eu]", "me mudei|mudei-me|mudei", "para|pra|pro", "[o|a]", "{place}"] },
  { id: "pt.livesIn.otherMoved", kind: "attribute", predicate: Predicates.livesIn, pattern: ["{who}", "se mudou|mudou-se|mudou", "para|pra|pro", "[o|a]", "{place}"] },
  // A job told after the employer: "I work at Farfetch as a designer", "trabalho na Farfetch como designer".
  { id: "pt.jobTitle.selfAtAs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["[eu]", "trabalho|estou a trabalhar|estou trabalhando", "na|no|em|para a|para o", "{org}", "como", "[um|uma]", "{title}"] },
  { id: "pt.jobTitle.joinedAs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["[eu]", "[já]", "comecei|entrei|fui contratad[oa]|fui admitid[oa]", "na|no|para a|para o|pela|pelo", "{org}", "como", "[um|uma]", "{title}"] },
  { id: "pt.worksAt.other", kind: "attribute", predicate: Predicates.worksAt, pattern: ["{who}", "trabalha|começou a trabalhar|está a trabalhar|está trabalhando", "na|no|em|para a|para o|pra|para", "{org}"] },
  { id: "pt.worksAt.self", kind: "attribute", predicate: Predicates.worksAt, pattern: ["[eu]", "trabalho|comecei a trabalhar|estou a trabalhar|estou trabalhando", "na|no|em|para a|para o|pra|para", "{org}"] },
  // Entrar para uma empresa, com nome: "comecei na Farfetch", "entrei para a Farfetch", "fui contratada pela Farfetch".
  // Mudar de emprego para uma empresa, com nome: "mudei de emprego para a Farfetch", "troquei de trabalho pra Farfetch";
  // "mudei para a Farfetch" sozinho é onde se mora, como uma cidade, a menos que a Farfetch seja um local de trabalho
  // conhecido (ver interpretAttribute).
  { id: "pt.worksAt.changed", kind: "attribute", predicate: Predicates.worksAt, namedOnly: true, pattern: ["[eu]", "[já]", "mudei|troquei|me mudei", "de emprego|de trabalho|de empresa", "para|pra|pro", "[o|a]", "{org}"] },
  { id: "pt.worksAt.joined", kind: "attribute", predicate: Predicates.worksAt, namedOnly: true, pattern: ["[eu]", "[já]", "comecei|entrei|fui contratad[oa]|fui admitid[oa]", "na|no|em|para a|para o|pra|pela|pelo", "{org}"] },
  // Um emprego novo contado pelo começo: "comecei um novo emprego na Acme", "arranjei um emprego novo na Acme".
  { id: "pt.worksAt.started", kind: "attribute", predicate: Predicates.worksAt, pattern: ["[eu]", "comecei|arranjei|consegui|arrumei|tenho", "um novo|um", "emprego|trabalho", "[novo]", "na|no|em", "{org}"] },
  { id: "pt.jobTitle.self", kind: "attribute", predicate: Predicates.jobTitle, pattern: ["[eu]", "trabalho como|sou", "{title}", "de profissão"] },
  // A própria profissão com o empregador: "trabalho como enfermeira no Santa Maria", "sou engenheiro na Google".
  { id: "pt.jobTitle.selfAt", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["[eu]", "trabalho como|sou|estou a trabalhar como|estou trabalhando como", "[um|uma]", "{title}", "na|no|em|para a|para o", "{org}"] },
  { id: "pt.jobTitle.as", kind: "attribute", predicate: Predicates.jobTitle, pattern: ["[eu]", "trabalho como", "{title}"] },
  // Uma profissão com o empregador: "o Rui é engenheiro na Google".
  { id: "pt.jobTitle.otherAt", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["{who}", "é|e|trabalha como", "[um|uma]", "{title}", "na|no|em|para a|para o", "{org}"] },
  { id: "pt.jobTitle.other", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["{who}", "é|e|trabalha como", "[um|uma]", "{title}"] },
  { id: "pt.jobTitle.selfIs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["[eu]", "sou", "[um|uma]", "{title}"] },
  // Um aniversário: a data já saiu da oração ("o meu aniversário é a 12 de maio" lê-se "o meu aniversário é a").
  { id: "pt.birthday.self", kind: "attribute", predicate: Predicates.birthday, pattern: ["[o]", "meu", "aniversário|aniversario", "é|e|calha|é no dia|é dia|é a|é em|é no|calha a", "[a|no|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.birthday.selfVerb", kind: "attribute", predicate: Predicates.birthday, pattern: ["[eu]", "faço anos|faco anos", "[a|no|em|no dia|a dia|em dia|dia]"] },
  // Quando se nasceu, com o ano: "nasci a 3 de maio de 1990", "nasci em 1990" (ver interpretBorn).
  { id: "pt.birthday.born", kind: "attribute", predicate: Predicates.birthday, pattern: ["[eu]", "nasci", "[a|no|em|no dia|a dia|em dia|dia]"] },
  // Onde se nasceu, um lugar com nome: "nasci em Lisboa", "nasci no Porto", "a minha mãe nasceu em Luanda" (a data dita com ele também fica).
  { id: "pt.bornIn.self", kind: "attribute", predicate: Predicates.bornIn, pattern: ["[eu]", "nasci", "em|no|na|nos|nas", "{place}"] },
  // De onde se é, um lugar com nome: "sou de Coimbra", "sou natural do Porto", "venho de Luanda" (nem onde se mora nem, dito, onde se nasceu).
  { id: "pt.comesFrom.self", kind: "attribute", predicate: Predicates.comesFrom, pattern: ["[eu]", "sou|sou natural|venho|sou originalmente|sou originária|sou originário", "de", "{place}"] },
  { id: "pt.comesFrom.article", kind: "attribute", predicate: Predicates.comesFrom, pattern: ["[eu]", "sou|sou natural|venho|sou originalmente|sou originária|sou originário", "do|da|dos|das", "{place}"] },
  { id: "pt.bornIn.other", kind: "attribute", predicate: Predicates.bornIn, pattern: ["{who}", "nasceu", "em|no|na|nos|nas", "{place}"] },
  // Alguém de quem a conversa acabou de falar: "o aniversário dela é a 12 de maio".
  { id: "pt.birthday.pronoun", kind: "attribute", predicate: Predicates.birthday, pattern: ["[o]", "aniversário|aniversario", "dela|dele", "é|e|calha|é no dia|é dia|é a|é em|é no|calha a", "[a|no|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.birthday.pronounVerb", kind: "attribute", predicate: Predicates.birthday, pattern: ["ela|ele", "faz anos", "[a|no|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.birthday.other", kind: "attribute", predicate: Predicates.birthday, pattern: ["o", "aniversário|aniversario", "d[ao]", "{who}", "é|e|calha|é a|é em|é no|calha a", "[a|no|em|no dia|a dia|em dia|dia]"] },
  // Um objetivo: "o meu objetivo este ano é ler 20 livros" (o ano é uma data, já retirada), "a minha meta é correr uma maratona".
  { id: "pt.goal.self", kind: "attribute", predicate: Predicates.goal, pattern: ["[o|a]", "{own}", "[grande|maior|principal|novo|nova|único|única]", "objetivo|objectivo|meta|sonho|resolução|resolucao|ambição|ambicao", "[principal|para o ano|para]", "é|e", "[de]", "{action}"] },
  { id: "pt.goals.self", kind: "attribute", predicate: Predicates.goal, pattern: ["[os|as]", "meus|minhas|nossos|nossas", "[grandes|principais|novos|novas]", "objetivos|objectivos|metas|sonhos|resoluções|resolucoes", "[para o ano|para]", "são|sao", "[de]", "{action}"] },
  // Outra data sua: "o meu aniversário de casamento é a 14 de junho", "a minha consulta é no dia 3".
  { id: "pt.date.self", kind: "attribute", predicate: Predicates.date, pattern: ["[o|a|os|as]", "{own}", "{thing}", "é|e|calha|é no dia|é dia|é a|é em|é no|é na|calha a|será|vai ser|começa|comeca|acaba|termina|são|sao|começam|comecam|acabam|terminam", "[a|no|na|em|no dia|a dia|em dia|dia]"] },
  // O dia de um acontecimento de outra pessoa, da família ou dito sem "meu": "o casamento da minha irmã é no sábado", "a festa
  // é a 12 de dezembro", "o jantar de aniversário é na próxima sexta" (só palavras de acontecimentos, ver interpretDate).
  { id: "pt.date.other", kind: "attribute", predicate: Predicates.date, pattern: ["o|a|os|as", "{thing}", "da|do|de|dos|das", "{who}", "é|e|calha|é no dia|é dia|é a|é em|é no|é na|calha a|será|vai ser|começa|comeca|acaba|termina|são|sao|começam|comecam|acabam|terminam", "[a|no|na|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.date.the", kind: "attribute", predicate: Predicates.date, pattern: ["o|a|os|as", "{thing}", "é|e|calha|é no dia|é dia|é a|é em|é no|é na|calha a|será|vai ser|começa|comeca|acaba|termina|são|sao|começam|comecam|acabam|terminam", "[a|no|na|em|no dia|a dia|em dia|dia]"] },
  // Um acontecimento seu, dito como tido: "tenho um exame de física a 20 de dezembro" (só palavras de acontecimentos, ver interpretAttribute).
  // Uma coisa com data própria, que pode ser um mês: "o meu passaporte caduca em junho de 2027", "o seguro do carro renova em março".
  { id: "pt.date.expires", kind: "attribute", predicate: Predicates.date, pattern: ["[o|a|os|as]", "{own}", "{thing}", "caduca|expira|vence|perde a validade|é válido até|é valido até|e valido até|é válida até|é valida até|e valida até|renova|tem de ser renovado|tem de ser renovada|tem que ser renovado|tem que ser renovada|precisa ser renovado|precisa ser renovada", "[em|a|no|na|no dia|a dia|em dia|dia|no fim de|no final de]"] },
  // Sem "meu" ("o seguro do carro renova em março": só uma coisa que se tem, ver interpretExpiry), ou de outra pessoa ("o passaporte da Ana expira em maio").
  { id: "pt.date.expires.the", kind: "attribute", predicate: Predicates.date, pattern: ["o|a|os|as", "{thing}", "caduca|expira|vence|perde a validade|é válido até|é valido até|e valido até|é válida até|é valida até|e valida até|renova|tem de ser renovado|tem de ser renovada|tem que ser renovado|tem que ser renovada|precisa ser renovado|precisa ser renovada", "[em|a|no|na|no dia|a dia|em dia|dia|no fim de|no final de]"] },
  { id: "pt.date.expires.other", kind: "attribute", predicate: Predicates.date, pattern: ["o|a|os|as", "{thing}", "da|do|de", "{who}", "caduca|expira|vence|perde a validade|é válido até|é valido até|e valido até|é válida até|é valida até|e valida até|renova|tem de ser renovado|tem de ser renovada|tem que ser renovado|tem que ser renovada|precisa ser renovado|precisa ser renovada", "[em|a|no|na|no dia|a dia|em dia|dia|no fim de|no final de]"] },
  { id: "pt.date.have", kind: "attribute", predicate: Predicates.date, pattern: ["[eu]", "tenho|terei|vou ter", "[um|uma|o meu|a minha|o|a]", "{thing}", "[a|no|na|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.birthday.otherVerb", kind: "attribute", predicate: Predicates.birthday, pattern: ["{who}", "faz anos", "[a|no|em|no dia|a dia|em dia|dia]"] },
  { id: "pt.diet.self", kind: "attribute", predicate: Predicates.diet, pattern: ["[eu]", "sou|estou|fiquei|agora sou|tornei-me|me tornei", "[um|uma]", "{diet}"] },
  { id: "pt.diet.other", kind: "attribute", predicate: Predicates.diet, pattern: ["{who}", "é|e|ficou|tornou-se|se tornou", "[um|uma]", "{diet}"] },
  { id: "pt.status.self", kind: "attribute", predicate: Predicates.relationshipStatus, pattern: ["[eu]", "sou|estou|fiquei|agora sou|agora estou", "{status}"] },
  { id: "pt.status.event", kind: "attribute", predicate: Predicates.relationshipStatus, pattern: ["[eu]", "{status}"] },
  { id: "pt.allergy.self", kind: "attribute", predicate: Predicates.allergicTo, pattern: ["[eu]", "sou|sou muito", "alérgic[oa]|alergic[oa]", "a|ao|à|aos|às|de", "{object}"] },
  { id: "pt.allergy.have", kind: "attribute", predicate: Predicates.allergicTo, pattern: ["[eu]", "tenho", "alergia", "a|ao|à|aos|às|de|do|da", "{object}"] },
  { id: "pt.allergy.other", kind: "attribute", predicate: Predicates.allergicTo, pattern: ["[a|o]", "{who}", "é|e", "alérgic[oa]|alergic[oa]", "a|ao|à|aos|às|de", "{object}"] },
  // Um medicamento ou uma doença: "tomo metformina todas as manhãs", "tenho asma desde criança" (só palavras que os nomeiam, ver lexicon/health).
  { id: "pt.medication.self", kind: "attribute", predicate: Predicates.takesMedication, pattern: ["[eu]", "tomo|estou a tomar|ando a tomar|estou tomando|tomo sempre", "{object}"] },
  { id: "pt.condition.self", kind: "attribute", predicate: Predicates.hasCondition, pattern: ["[eu]", "tenho|sofro de|fui diagnosticado com|fui diagnosticada com|vivo com", "{object}"] },
  // De outra pessoa: "a minha mãe tem diabetes", "o Rui toma insulina" (dela, nunca da pessoa).
  { id: "pt.medication.other", kind: "attribute", predicate: Predicates.takesMedication, pattern: ["[a|o]", "{who}", "toma|está a tomar|anda a tomar|está tomando|esta tomando|toma sempre", "{object}"] },
  // Os familiares de outra pessoa, pelo número: "a minha irmã Ana tem dois filhos", "ela tem um irmão mais novo".
  { id: "pt.relatives.other", kind: "attribute", predicate: Predicates.hasRelatives, pattern: ["[a|o]", "{who}", "tem|também tem|agora tem|já tem", "um|uma|dois|duas|três|tres|quatro|cinco|seis", "{object}"] },
  { id: "pt.condition.other", kind: "attribute", predicate: Predicates.hasCondition, pattern: ["[a|o]", "{who}", "tem|sofre de|foi diagnosticado com|foi diagnosticada com|vive com", "{object}"] },
  // Uma coisa sua: "tenho um carro, um Golf azul", "comprei uma mota" (só palavras que a nomeiam, ver lexicon/possessions).
  { id: "pt.owns.self", kind: "attribute", predicate: Predicates.owns, pattern: ["[eu]", "tenho|também tenho|agora tenho|comprei|já tenho", "[um|uma|dois|duas|o meu|a minha]", "{object}"] },
  // Da casa, dito como nosso: "temos três filhos", "nós temos um cão".
  { id: "pt.owns.we", kind: "attribute", predicate: Predicates.owns, pattern: ["[nós|nos]", "temos|também temos|agora temos|já temos", "[um|uma|dois|duas|o nosso|a nossa]", "{object}"] },
  // Uma coisa sua dita pela marca: "o meu carro é um Fiat", "minha moto é uma Honda".
  { id: "pt.owns.make", kind: "attribute", predicate: Predicates.owns, pattern: ["[o|a]", "meu|minha", "{object}", "é um|é uma|e um|e uma", "{make}"] },
  // O que se está a aprender: "estou a aprender espanhol", "tô aprendendo espanhol", "comecei a aprender piano".
  { id: "pt.learning.self", kind: "attribute", predicate: Predicates.learning, pattern: ["[eu]", "estou|ando|tô|to|tou|estou agora|ainda estou|comecei|já estou", "a aprender|aprendendo|a estudar|estudando|a ter aulas de|tendo aulas de|a fazer aulas de|fazendo aulas de", "{object}"] },
  { id: "pt.email.self", kind: "attribute", predicate: Predicates.email, pattern: ["[o]", "[meu]", "e-?mail|endereço de e-?mail", "é|:", "{email}"] },
  { id: "pt.email.other", kind: "attribute", predicate: Predicates.email, pattern: ["o", "e-?mail", "d[ao]", "{who}", "é|:", "{email}"] },
  { id: "pt.phone.self", kind: "attribute", predicate: Predicates.phone, pattern: ["[o]", "[meu]", "telefone|telemóvel|celular|número|número de telefone|whatsapp", "é|:", "{phone}"] },
  { id: "pt.phone.other", kind: "attribute", predicate: Predicates.phone, pattern: ["o", "telefone|telemóvel|celular|número|whatsapp", "d[ao]", "{who}", "é|:", "{phone}"] },

  // Preferences.
  { id: "pt.dislike.self", kind: "preference", polarity: "dislikes", pattern: ["[eu]", "não gosto|odeio|detesto|não suporto|não curto|não aguento", of, "{object}"] },
  { id: "pt.dislike.other", kind: "preference", polarity: "dislikes", pattern: ["{who}", "não gosta|odeia|detesta|não suporta", of, "{object}"] },
  { id: "pt.favourite.self", kind: "preference", polarity: "prefers", pattern: ["[a|o]", "minha|meu", "{topic}", "favorita|favorito|preferida|preferido", "é|e", "[a|o]", "{object}"] },
  // O clube de que se é: "meu time é o Flamengo", "a minha equipa é o Benfica".
  { id: "pt.team.self", kind: "preference", polarity: "prefers", pattern: ["[a|o]", "minha|meu", "{team}", "é|e", "[a|o]", "{object}"] },
  // Como toma alguma coisa: "tomo o café sem açúcar", "bebo o chá com leite", "gosto do bife bem passado".
  { id: "pt.manner.self", kind: "preference", polarity: "prefers", pattern: ["[eu]", "tomo|bebo|como|prefiro|gosto d[oa]|gosto d[oa] meu|gosto d[oa] minha|tomo sempre|bebo sempre|costumo tomar|costumo beber|como sempre", "[o|a|os|as|meu|minha]", "{topic}", "{manner}"] },
  { id: "pt.prefer.self", kind: "preference", polarity: "prefers", pattern: ["[eu]", "prefiro|gosto mais de|gosto mais", "{object}"] },
  { id: "pt.prefer.other", kind: "preference", polarity: "prefers", pattern: ["{who}", "prefere", "{object}"] },
  { id: "pt.like.self", kind: "preference", polarity: "likes", pattern: ["[eu]", "gosto muito|gosto bastante|gosto|adoro|amo|curto", of, "{object}"] },
  // Um hábito deixado: "deixei de beber café", "parei de fumar", "já não como carne".
  { id: "pt.quit.self", kind: "preference", polarity: "quit", pattern: ["[eu]", "deixei de|parei de|larguei o|larguei a|larguei|já não|ja não|nunca mais", "{object}"] },
  // O que não come nem bebe: "não como carne de porco", "nunca bebo álcool".
  { id: "pt.avoid.self", kind: "preference", polarity: "dislikes", pattern: ["[eu]", "não como|nao como|nunca como|não posso comer|nao posso comer|não bebo|nao bebo|nunca bebo|não posso beber|nao posso beber", "{object}"] },
  { id: "pt.like.other", kind: "preference", polarity: "likes", pattern: ["{who}", "gosta muito|gosta|adora|ama|curte", of, "{object}"] },

  // Appointments ahead (before needs: "tenho que ir ao dentista amanhã" stays a task below only without a service).
  { id: "pt.appointment.booked", kind: "appointment", pattern: ["[eu]", "tenho|terei|vou ter", "[uma]", "consulta|marcação|hora marcada|exame|sessão|reunião|check-up", "[marcada]", "no|na|com o|com a|com|de|do|da|em|ao|à", "{place}"] },
  { id: "pt.appointment.service", kind: "appointment", serviceOnly: true, pattern: ["[eu]", "tenho", "{place}"] },
  { id: "pt.appointment.going", kind: "appointment", pattern: ["[eu]", "vou|irei|vou ter que ir|vou ter de ir", to, "{place}"] },
  { id: "pt.appointment.scheduled", kind: "appointment", pattern: ["[eu]", "marquei|agendei|remarquei", "[uma|a|o]", "[consulta|hora|exame|sessão]", "[no|na|com o|com a|para o|para a|de|do|da|ao|à]", "{place}"] },
  { id: "pt.appointment.is", kind: "appointment", pattern: ["[a|minha]", "consulta|marcação|sessão", "do|da|no|na|com o|com a|de", "{place}", "é|será|está marcada|ficou marcada|ficou|vai ser"] },
  { id: "pt.appointment.other", kind: "appointment", pattern: ["{who}", "tem|vai ter", "[uma]", "consulta|exame|sessão|marcação", "[marcada]", "no|na|com o|com a|de|do|da|em|ao|à", "{place}"] },

  // Needs and tasks.
  { id: "pt.need.other", kind: "need", pattern: ["{who}", "precisa|tem que|tem de|deve|vai ter que|vai ter de|vai precisar", "[de]", "{action}"] },
  { id: "pt.task.self", kind: "task", pattern: ["[eu]", "preciso|tenho que|tenho de|devo|vou ter que|vou ter de|vou precisar|necessito|ainda preciso|ainda tenho que|ainda tenho de", "[de]", "{action}"] },

  // Time with someone.
  { id: "pt.social.with", kind: "social", pattern: ["[eu]", "almocei|jantei|lanchei|tomei um café|tomei café|saí|conversei|falei|estive|passei a tarde|passei o dia|fiquei|treinei|joguei", "com", "{who}"] },
  { id: "pt.social.met", kind: "social", pattern: ["[eu]", "conheci|encontrei|vi|visitei|liguei para|liguei pra|liguei a|liguei à|liguei ao|reencontrei", "{who}"] },
  // Onde se conheceu alguém, guardado nas palavras: "conheci o Tom na faculdade", "encontrei a Ana num concerto em Berlim".
  // De onde se conhece alguém: "conheço o Tom do trabalho", "conheço a Ana da faculdade", "conheço a Rita através do Rui".
  // Há quanto tempo, ou desde quando: "conheço o Tom desde a faculdade", "conheço a Marta há muito tempo"; um número de anos é
  // desde quando ("há 10 anos" → desde 2015, ver heldSince).
  { id: "pt.social.knowFrom", kind: "social", holds: true, pattern: ["[eu]", knownVerbs, "{who}", "d[oa]s?|de|através d[oa]s?|através de|pel[oa]s?|desde|há|ha|faz", "{place}"] },
  { id: "pt.social.known.since", kind: "social", holds: true, pattern: ["[eu]", knownVerbs, "{who}"] },
  // Conhecidos um do outro: "eu e a Sara conhecemo-nos na faculdade", "a Sara e eu nos conhecemos em 2010"; sem nome
  // ("conhecemo-nos desde a escola"), é de quem se acabou de falar, ou de ninguém (ver interpretSocial).
  { id: "pt.social.eachOther", kind: "social", holds: true, pattern: ["eu e", "{who}", eachOtherVerbs, "{place}"] },
  { id: "pt.social.eachOther.since", kind: "social", holds: true, pattern: ["eu e", "{who}", eachOtherVerbs] },
  { id: "pt.social.otherAndI", kind: "social", holds: true, pattern: ["{who}", "e eu", eachOtherVerbs, "{place}"] },
  { id: "pt.social.otherAndI.since", kind: "social", holds: true, pattern: ["{who}", "e eu", eachOtherVerbs] },
  { id: "pt.social.weKnown", kind: "social", holds: true, pattern: ["[nós|nos]", eachOtherVerbs, "{place}"] },
  { id: "pt.social.weKnown.since", kind: "social", holds: true, pattern: ["[nós|nos]", eachOtherVerbs] },
  // Amigos de longa data, ditos dos dois: "eu e a Sara somos amigas desde a escola", "a Sara e eu somos amigos há 10 anos",
  // "somos amigas desde a escola" (de quem se acabou de falar); como conhecê-la desde então.
  { id: "pt.social.friendsSince", kind: "social", holds: true, pattern: ["eu e", "{who}", friendsVerbs, "desde|há|ha|faz", "{place}"] },
  { id: "pt.social.otherFriends", kind: "social", holds: true, pattern: ["{who}", "e eu", friendsVerbs, "desde|há|ha|faz", "{place}"] },
  { id: "pt.social.friendsWith", kind: "social", holds: true, pattern: ["[eu]", "sou amigo|sou amiga", "d[oa]|de", "{who}", "desde|há|ha|faz", "{place}"] },
  { id: "pt.social.weKnown.friends", kind: "social", holds: true, pattern: ["[nós|nos]", friendsVerbs, "desde|há|ha|faz", "{place}"] },
  // O tempo dito como data, tirada do texto ("desde 2010", "há 10 anos"): só se guarda com ela (ver interpretSocial).
  { id: "pt.social.friendsSince.since", kind: "social", holds: true, pattern: ["eu e", "{who}", friendsVerbs] },
  { id: "pt.social.otherFriends.since", kind: "social", holds: true, pattern: ["{who}", "e eu", friendsVerbs] },
  { id: "pt.social.friendsWith.since", kind: "social", holds: true, pattern: ["[eu]", "sou amigo|sou amiga", "d[oa]|de", "{who}"] },
  { id: "pt.social.weKnown.since", kind: "social", holds: true, pattern: ["[nós|nos]", friendsVerbs] },
  // "A gente se conhece desde a escola" (pt-BR): conhecemo-nos, de quem se acabou de falar.
  { id: "pt.social.weKnown.gente", kind: "social", holds: true, pattern: ["a gente", "se conhece|já se conhece|se conheceu|se conhecia", "{place}"] },
  // Conhecidos desde sempre: sem data, mas quanto tempo ainda assim, de alguém nomeado ("conheço a Sara desde sempre").
  { id: "pt.social.knownForever", kind: "social", holds: true, pattern: ["[eu]", knownVerbs, "{who}", forever] },
  { id: "pt.social.eachOtherForever", kind: "social", holds: true, pattern: ["eu e", "{who}", eachOtherVerbs, forever] },
  { id: "pt.social.metAt", kind: "social", pattern: ["[eu]", "conheci|encontrei|reencontrei", "{who}", "na|no|nas|nos|num|numa|em|pela|pelo|através de|através do|através da|durante|quando", "{place}"] },

  // Visits that happened.
  { id: "pt.visit.self", kind: "visit", pattern: ["[eu]", "fui|estive|passei|voltei|fui hoje|já fui", to, "{place}"] },
  { id: "pt.visit.took", kind: "visit", pattern: ["[eu]", "levei", "{who}", to, "{place}"] },
  { id: "pt.visit.other", kind: "visit", pattern: ["{who}", "foi|esteve|voltou", to, "{place}"] },
  { id: "pt.visit.consultation", kind: "visit", pattern: ["[eu]", "tive|fiz", "[uma|a]", "consulta|exame|sessão|check-up|revisão", "no|na|com o|com a|com|de|do|da|em|ao|à", "{place}"] },
  { id: "pt.visit.consulted", kind: "visit", serviceOnly: true, pattern: ["[eu]", "consultei|vi", "o|a", "{place}"] },
];

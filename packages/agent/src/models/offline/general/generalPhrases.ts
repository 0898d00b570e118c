import type { Language } from "@lifeos/core";
import { memoryPageWords } from "../../../memory/offline/memoryPageWords.js";
import { bullets, paragraphs } from "../answerText.js";

/** The general skill's sentences in each language (Portuguese written to read right in Portugal and in Brazil). */
export interface GeneralPhrases {
  readonly greeting: string;
  readonly whatIAm: string;
  readonly examples: string;
  /** After a few examples: how to see them all. */
  readonly moreExamples: string;
  readonly noTools: string;
  readonly welcome: string;
  /** The reply to "ok", "got it", "percebi": nothing to look up. */
  readonly acknowledged: string;
  /** The languages the offline mode reads and answers in. */
  readonly languages: string;
  /** The reply to "switch to Portuguese", said in the language asked for: the answer follows the language written in. */
  readonly languageSwitch: string;
  /** The reply to "stop remembering things about me": where long-term memory is switched, and what it leaves. */
  readonly memorySwitch: string;
  /** Where the data stays, and what leaves it with a model configured. */
  readonly privacy: string;
  /** The reply to "I need to vent": the journal to write in, and a reflection on it. */
  readonly vent: string;
  readonly goodbye: string;
  readonly unknown: string;
  readonly outside: string;
  /** What the offline mode does not do, asked outright ("what can't you do?"). */
  readonly limits: string;
  /** General advice asked ("how many hours should I sleep?"), with what the person's own records say of it instead. */
  readonly generalAdvice: (topic: string | undefined) => string;
  readonly foresight: string;
  /** "how will I feel tomorrow?": the future of the person's own mood, which no entry holds. */
  readonly moodForesight: string;
  readonly actions: string;
  readonly notAPerson: string;
  /** The first word of the reply to "are you ChatGPT?", "és uma IA?": it is not. */
  readonly notAModel: string;
  /** The answer to a message that suggests thoughts of suicide or self-harm: help from people, first and only. */
  readonly crisis: string;
  readonly today: (date: string, weekday: string) => string;
  /** The time now, in the person's time zone. */
  readonly time: (clock: string, timeZone: string, date: string) => string;
  /** Who made the offline mode: LifeOS itself, and what it is. */
  readonly origin: string;
  /** What LifeOS is, for "what is LifeOS?", "para que serve o LifeOS?". */
  readonly product: string;
  /** That LifeOS keeps no budget nor expenses, and what of money it does keep. */
  readonly noBudget: string;
  /** How to give LifeOS an AI model and its API key. */
  readonly modelSetup: string;
  readonly cannotLookUp: string;
  readonly modelHint: string;
  readonly cannotRemember: string;
  /** Where journal entries are written. */
  readonly writeHow: string;
  /** Where each kind of data is imported. */
  readonly importHow: string;
  /** Where the whole archive of the person's data is downloaded. */
  readonly exportHow: string;
  /** Where everything the person keeps is deleted at once (not from the chat). */
  readonly eraseHow: string;
  /** Where to delete a record the chat does not delete, by kind. */
  readonly deleteIn: Readonly<Record<"documents" | "journal" | "portfolio" | "chats", string>>;
  /** Where a journal entry is changed, which the chat does not do. */
  readonly editEntry: string;
}

export const generalPhrases: Readonly<Record<Language, GeneralPhrases>> = {
  en: {
    greeting: "Hello!",
    whatIAm:
      "LifeOS is running in offline mode: I am a deterministic planner, not an AI model. I recognise common questions, look the answer up with LifeOS's tools and reply only with what they return.",
    examples: "You can ask, for example:",
    moreExamples: "Ask “what can you do?” for the whole list.",
    noTools: "No tools are available in this conversation, so I can't look anything up.",
    welcome: "You're welcome.",
    acknowledged: "All right. Ask me whenever you want something looked up in your data.",
    languages: "I understand questions in English and in Portuguese (from Portugal and Brazil), and I answer in the language you write in. Your entries and documents can be in either.",
    languageSwitch:
      "I answer in the language you write to me in: write to me in English and I'll answer in English. Your entries and documents can stay in either language.",
    memorySwitch: `Long-term memory is switched on and off on the ${memoryPageWords.en.page} page → ${memoryPageWords.en.privacy} → “${memoryPageWords.en.learn}”. Switched off, nothing you tell me is learned or kept from then on; what I already remember stays until you delete it there (“${memoryPageWords.en.deleteAll}”) or ask me to forget one thing, for example “forget what I said about Ana”.`,
    privacy:
      "Your data stays in LifeOS's own database: a file on this machine, or the database of the server that runs LifeOS. In offline mode nothing is sent anywhere. If you choose an AI model in Settings, your messages and what the tools find for them are sent to that model's provider. You can export everything from Settings.",
    vent: "I'm not a person and I can't listen the way a friend can, but your journal can hold it. Write down what happened and how you feel, as it comes; then ask me “reflect on my last entry” for a few questions to think it through. If it feels like too much, talking to someone you trust helps.",
    goodbye: "Goodbye! Your journal will be here when you come back.",
    unknown: "I don't know how to answer that in offline mode: I only understand common questions about your own data.",
    outside: "I can't do that in offline mode: I don't write, translate or answer general questions, I only look things up in your own data.",
    limits:
      "In offline mode I don't write or translate texts, answer general knowledge or news, give advice, predict anything, or act outside LifeOS (messages, bookings, alarms). I answer only from your own journal, memories, reminders, documents and portfolio, by written rules.",
    generalAdvice: (topic) =>
      `I don't give general advice in offline mode: I only look things up in your own data.${topic === undefined ? "" : ` I can tell you what your journal says about ${topic}: ask “what did I write about ${topic}?”.`}`,
    foresight:
      "I can't predict markets, prices or the weather, and I don't give investment advice: I only look things up in your own data (your portfolio's holdings and performance so far, for example).",
    moodForesight:
      "I can't predict how you will feel: I only read what you have already written. I can tell you how your mood has gone so far — ask “how has my mood been lately?” or “how has my stress changed this year?”.",
    actions:
      "I can't do that in offline mode: I don't act outside LifeOS (music, alarms, bookings, messages). I can keep a reminder for you, though: “remind me to … tomorrow at 7am”.",
    notAModel: "No.",
    notAPerson:
      "I'm not a person, and not an AI model either: LifeOS's offline mode is a deterministic planner, so I have no opinions or feelings. I look things up in your own data and answer only with what the tools return.",
    crisis:
      "What you said sounds like you may be thinking about ending your life or hurting yourself, and you deserve support from a person right now. " +
      "If you are in danger, call your local emergency number (112 in Europe, 911 in the US). In the US you can call or text 988; findahelpline.com lists free, confidential lines in other countries. " +
      "If you can, reach out today to someone you trust or to a mental health professional. I'm only LifeOS's offline mode, not a counsellor, but your journal is here whenever you want to write.",
    today: (date, weekday) => `Today is ${weekday}, ${date}.`,
    time: (clock, timeZone, date) => `It's ${clock} (${timeZone}) on ${date}.`,
    origin:
      "I'm part of LifeOS itself, not a model someone trained: in offline mode LifeOS answers with a set of written rules that pick its tools and put their results into words, on your own machine. With an API key in Settings, LifeOS uses the model you choose instead.",
    product:
      "LifeOS keeps your journal, your documents, what you tell me in chat and your investments together, on your own machine, and answers your questions about them, saying where each answer comes from.",
    noBudget:
      "LifeOS keeps no budget or list of expenses. Its money side is the portfolio: your investments, their dividends and the cash in your broker accounts, on the Portfolio page. What you spend you can write in your journal: I can find those entries and count how often something comes up, but I can't add the amounts up.",
    modelSetup:
      "To use an AI model, open Settings, choose an OpenAI-compatible provider (its base URL and model) and paste your API key: it is stored encrypted and never shown again. Whoever runs the server can also set OPENAI_API_KEY for everyone. Settings can test the model before you save. Until then LifeOS answers in offline mode, with its rules.",
    cannotLookUp: "I can't look that up: none of the tools it needs are available in this conversation.",
    modelHint: "For freer questions, choose an OpenAI-compatible model in Settings.",
    cannotRemember: "I can't keep that for you: no memory tool is available in this conversation. Writing it in your journal keeps it where I can find it.",
    writeHow:
      "Write it on the Journal page (New entry), or tell me here: “add to my journal: went for a run with Tom, felt great”. I show it as a draft with the day it goes to, and it is written when you press Save to journal.",
    importHow:
      "Each kind of data has its import: your journal on the Journal page (Import: Markdown or text files, a Day One export, or a zip of them); documents on the Documents page (PDF, Word, Markdown or text); your portfolio on the Portfolio page (Import: a broker's CSV, whose columns you map once); and a whole LifeOS archive or ChatGPT's conversations in Settings, under Your data. I can't import from the chat.",
    exportHow:
      "Open Settings, then Your data, and use Export my data: everything you keep in LifeOS (journal, conversations, memories, documents with their files, saved reflections, portfolio and settings; never your API key) downloads as one zip file, which you can keep, read, or import into another LifeOS.",
    eraseHow:
      "I can't delete your data from the chat. Open Settings, then Your data, and use Delete all my data: after you confirm, it removes your journal, conversations, memories and reminders, documents with their files, saved reflections, portfolio and settings (with any API key you saved); your sign-in stays. Use Export my data first if you want a copy.",
    deleteIn: {
      documents: "I can't delete documents from the chat. Open Documents and use Delete on the document: its file and everything indexed from it are removed.",
      journal: "I can't delete journal entries from the chat. Open the entry in the Journal and use Delete.",
      portfolio: "I can't delete portfolio records from the chat. Open Portfolio and use Delete on the activity, account or goal.",
      chats: "I can't delete conversations from the chat. Use Delete on the conversation in the list of chats.",
    },
    editEntry:
      "I can't change journal entries from the chat. Open the entry in the Journal and use Edit; its mood and analysis are read again once you save. From here I can only add to a day's entry (“add to my journal: …”).",
  },
  pt: {
    greeting: "Olá!",
    whatIAm:
      "O LifeOS está em modo offline: sou um planeador determinístico, não um modelo de IA. Reconheço perguntas comuns, procuro a resposta com as ferramentas do LifeOS e respondo só com o que elas devolvem.",
    examples: "Pode perguntar, por exemplo:",
    moreExamples: "Pergunte «o que pode fazer?» para ver a lista toda.",
    noTools: "Nesta conversa não há ferramentas disponíveis, por isso não consigo consultar nada.",
    welcome: "De nada.",
    acknowledged: "Combinado. Pergunte sempre que quiser consultar alguma coisa nos seus dados.",
    languages: "Entendo perguntas em português (de Portugal e do Brasil) e em inglês, e respondo na língua em que escrever. As entradas e os documentos podem estar em qualquer uma das duas.",
    languageSwitch:
      "Respondo na língua em que me escrever: escreva-me em português e respondo em português. As entradas e os documentos podem continuar em qualquer uma das duas línguas.",
    memorySwitch: `A memória de longo prazo liga-se e desliga-se na página ${memoryPageWords.pt.page} → ${memoryPageWords.pt.privacy} → «${memoryPageWords.pt.learn}». Desligada, nada do que me disser a partir daí é aprendido nem guardado; o que já guardei fica até o apagar lá («${memoryPageWords.pt.deleteAll}») ou me pedir para esquecer uma coisa, por exemplo «esquece o que disse sobre a Ana».`,
    privacy:
      "Os seus dados ficam na base de dados do próprio LifeOS: neste computador, ou no servidor onde o LifeOS corre. Em modo offline nada é enviado para lado nenhum. Se escolher um modelo de IA na página Preferências, as suas mensagens e o que as ferramentas encontram para elas são enviados ao fornecedor desse modelo. Pode exportar tudo na página Preferências.",
    vent: "Não sou uma pessoa e não consigo ouvir como um amigo, mas o diário pode guardar isso. Escreva o que aconteceu e o que sente, tal como vier; depois peça-me «reflita sobre a minha última entrada» para ter algumas perguntas que ajudam a pensar. Se for demasiado, falar com alguém de confiança ajuda.",
    goodbye: "Até breve! O diário fica aqui à sua espera.",
    unknown: "Não sei responder a isso em modo offline: só entendo perguntas comuns sobre os seus próprios dados.",
    outside: "Não consigo fazer isso em modo offline: não escrevo textos, não traduzo nem respondo a perguntas gerais, só consulto os seus próprios dados.",
    limits:
      "Em modo offline não escrevo nem traduzo textos, não respondo a perguntas de cultura geral ou notícias, não dou conselhos, não faço previsões nem faço nada fora do LifeOS (mensagens, reservas, alarmes). Respondo só a partir do seu diário, memórias, lembretes, documentos e carteira, com regras escritas.",
    generalAdvice: (topic) =>
      `Não dou conselhos gerais em modo offline: só consulto os seus próprios dados.${topic === undefined ? "" : ` Posso dizer-lhe o que o seu diário diz sobre ${topic}: pergunte «o que escrevi sobre ${topic}?».`}`,
    foresight:
      "Não consigo prever mercados, preços ou o tempo, nem dou conselhos de investimento: só consulto os seus próprios dados (as posições e o desempenho da carteira até hoje, por exemplo).",
    moodForesight:
      "Não consigo prever como se vai sentir: só leio o que já escreveu. Posso dizer como tem andado o seu humor até agora — pergunte «como tem estado o meu humor?» ou «como evoluiu o meu stress este ano?».",
    actions:
      "Não consigo fazer isso em modo offline: não faço nada fora do LifeOS (música, alarmes, reservas, mensagens). Posso guardar um lembrete: «lembre-me de … amanhã às 7h».",
    notAModel: "Não.",
    notAPerson:
      "Não sou uma pessoa, nem um modelo de IA: o modo offline do LifeOS é um planeador determinístico, por isso não tenho opiniões nem sentimentos. Procuro nos seus próprios dados e respondo só com o que as ferramentas devolvem.",
    crisis:
      "O que disse faz pensar que pode estar a pensar em pôr fim à vida ou em magoar-se, e merece o apoio de uma pessoa agora. " +
      "Se estiver em perigo, ligue para o número de emergência: 112 em Portugal, 192 (SAMU) no Brasil. Em Portugal, o SNS 24 atende pelo 808 24 24 24; no Brasil, o CVV atende 24 horas pelo 188 ou em cvv.org.br; findahelpline.com lista linhas gratuitas e confidenciais noutros países. " +
      "Se puder, fale hoje com alguém de confiança ou com um profissional de saúde mental. Sou só o modo offline do LifeOS, não um terapeuta, mas o seu diário está aqui sempre que quiser escrever.",
    today: (date, weekday) => `Hoje é ${weekday}, ${date}.`,
    time: (clock, timeZone, date) => `São ${clock} (${timeZone}) de ${date}.`,
    origin:
      "Faço parte do próprio LifeOS, não sou um modelo treinado por alguém: em modo offline o LifeOS responde com um conjunto de regras escritas que escolhem as ferramentas e põem em palavras o que elas devolvem, no seu próprio computador. Com uma chave de API na página Preferências, o LifeOS usa o modelo que escolher.",
    product:
      "O LifeOS junta o seu diário, os seus documentos, o que me conta na conversa e os seus investimentos, no seu próprio computador, e responde às suas perguntas sobre eles, dizendo de onde vem cada resposta.",
    noBudget:
      "O LifeOS não guarda um orçamento nem uma lista de despesas. O lado do dinheiro é a carteira: os seus investimentos, os dividendos e o dinheiro nas contas da corretora, na página Carteira. O que gasta pode escrever no diário: encontro essas entradas e conto quantas vezes algo aparece, mas não consigo somar os valores.",
    modelSetup:
      "Para usar um modelo de IA, abra a página Preferências, escolha um fornecedor compatível com OpenAI (o URL base e o modelo) e cole a sua chave de API: fica guardada cifrada e nunca volta a ser mostrada. Quem gere o servidor também pode definir OPENAI_API_KEY para todos. Na página Preferências pode testar o modelo antes de guardar. Até lá, o LifeOS responde em modo offline, com as suas regras.",
    cannotLookUp: "Não consigo consultar isso: nenhuma das ferramentas necessárias está disponível nesta conversa.",
    modelHint: "Para perguntas mais livres, escolha um modelo compatível com OpenAI na página Preferências.",
    cannotRemember: "Não consigo guardar isso: nesta conversa não há nenhuma ferramenta de memória. Escrever no diário guarda-o onde o consigo encontrar.",
    writeHow:
      "Escreva-a na página Diário, em Nova entrada, ou diga-me aqui: «anota no meu diário: fui correr com o Tomás, senti-me ótimo». Mostro-a como rascunho, com o dia a que se destina, e fica escrita quando carregar em Guardar no diário.",
    importHow:
      "Cada tipo de dados tem a sua importação: o diário na página Diário (Importar: Markdown ou texto simples, uma exportação do Day One, ou um zip com eles); os documentos na página Documentos (PDF, Word, Markdown ou texto); a carteira na página Carteira (Importar CSV: o CSV da corretora, cujas colunas associa uma vez); e uma cópia completa do LifeOS ou as conversas do ChatGPT na página Preferências, em Os seus dados. Não consigo importar a partir da conversa.",
    exportHow:
      "Abra a página Preferências, depois Os seus dados, e use Exportar os meus dados: tudo o que guarda no LifeOS (diário, conversas, memórias, documentos com os originais, reflexões guardadas, carteira e preferências; nunca a chave de API) é descarregado num único zip, que pode guardar, ler ou importar noutro LifeOS.",
    eraseHow:
      "Não consigo apagar os seus dados a partir da conversa. Abra a página Preferências, depois Os seus dados, e use Apagar todos os meus dados: depois de confirmar, apaga o diário, as conversas, as memórias e os lembretes, os documentos com os originais, as reflexões guardadas, a carteira e as preferências (com a chave de API, se guardou uma); o acesso à conta fica. Use antes Exportar os meus dados se quiser uma cópia.",
    deleteIn: {
      documents: "Não consigo apagar documentos a partir da conversa. Abra a página Documentos e use Apagar no documento: o original e tudo o que foi indexado dele são removidos.",
      journal: "Não consigo apagar entradas do diário a partir da conversa. Abra a entrada no Diário e use Apagar.",
      portfolio: "Não consigo apagar dados da carteira a partir da conversa. Abra a página Carteira e use Apagar na atividade, conta ou meta.",
      chats: "Não consigo apagar conversas a partir da conversa. Use Apagar na conversa, na lista de conversas.",
    },
    editEntry:
      "Não consigo alterar entradas do diário a partir da conversa. Abra a entrada no Diário e use Editar; o humor e a análise são lidos de novo quando guardar. Daqui só consigo acrescentar à entrada de um dia («anota no meu diário: …»).",
  },
};

/** Examples shown beside another answer (a greeting, "I can't do that"): a few, spread over what is offered, and how to see them all. */
const fewShown = 6;

/** A few of the examples (`fewShown`, spread evenly over the list, so each domain's show), under "You can ask, for example:". */
export const fewExamples = (language: Language, capabilities: ReadonlyArray<string>): string => {
  const p = generalPhrases[language];
  if (capabilities.length === 0) return p.noTools;
  if (capabilities.length <= fewShown + 2) return `${p.examples}\n${bullets(capabilities)}`;
  const picked = Array.from({ length: fewShown }, (_, index) => capabilities[Math.floor((index * capabilities.length) / fewShown)]!);
  return `${p.examples}\n${bullets(picked)}\n\n${p.moreExamples}`;
};

/** What the offline mode is, and a few examples of what it can do now (or that nothing can be looked up). */
export const shortCapabilityText = (language: Language, capabilities: ReadonlyArray<string>): string => {
  const p = generalPhrases[language];
  return capabilities.length === 0 ? paragraphs(p.whatIAm, p.noTools) : paragraphs(p.whatIAm, fewExamples(language, capabilities), p.modelHint);
};

/** What the offline mode is, and the examples of what it can do now (or that nothing can be looked up). */
export const capabilityText = (language: Language, capabilities: ReadonlyArray<string>): string => {
  const p = generalPhrases[language];
  return capabilities.length === 0 ? paragraphs(p.whatIAm, p.noTools) : paragraphs(p.whatIAm, `${p.examples}\n${bullets(capabilities)}`, p.modelHint);
};

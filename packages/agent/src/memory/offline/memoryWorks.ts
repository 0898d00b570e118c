import { memoryPageWords } from "./memoryPageWords.js";

/** How remembering works, offline as with a model: what is kept, from what, and where to see it. */
export const memoryWorks = {
  en: `Yes. When you tell me something about yourself or the people in your life ("my sister Ana lives in Porto", "I'm allergic to penicillin", "remind me to call mum on Sunday"), I keep it as a memory after I answer, and use it when you ask later ("who is Ana?", "what am I allergic to?"). Questions, greetings and "maybe"s are not kept. You can see, correct or delete what I keep on the ${memoryPageWords.en.page} page (its ${memoryPageWords.en.privacy} tab turns remembering off), or say "forget what I said about Ana".`,
  pt: `Sim. Quando me conta algo sobre a sua vida ou sobre as pessoas dela («a minha irmã Ana mora no Porto», «sou alérgico à penicilina», «lembre-me de ligar à mãe no domingo»), guardo-o como memória depois de responder e uso-o quando perguntar mais tarde («quem é a Ana?», «a que sou alérgico?»). Perguntas, cumprimentos e «talvez» não ficam guardados. Na página ${memoryPageWords.pt.page} pode ver, corrigir ou apagar o que guardo (e desligar a memória em ${memoryPageWords.pt.privacy}), ou dizer «esquece o que disse sobre a Ana».`,
} as const;

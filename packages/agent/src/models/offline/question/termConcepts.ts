import type { Concept } from "./concepts.js";

/**
 * Terms that documents use more than a journal does — of study and technology, of a home, its lease and its
 * building's rules — which English and Portuguese write differently, so a question in one language finds the notes,
 * the contract or the rules written in the other ("o que é a retropropagação?" finds "backpropagation"). A term the
 * two languages write alike but for its ending ("regularização", "regularisation") needs no entry: `cognatesOf`
 * guesses it. Like `concepts`, written by hand, one meaning per entry.
 */
export const termConcepts: ReadonlyArray<Concept> = [
  // Study and technology.
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
  { name: "fee", words: "fee fees dues quota quotas" },
  { name: "tenant", words: "tenant tenants arrendatário arrendatario arrendatária arrendataria inquilino inquilina inquilinos" },
  { name: "sublet", words: "sublet sublets subletting sublease subarrendar subarrendamento sublocar sublocação sublocacao" },
  { name: "neighbour", words: "neighbour neighbours neighbor neighbors vizinho vizinhos vizinha vizinhas vizinhança vizinhanca" },
  { name: "collection", words: "collect collected collection collections pickup recolha recolhas recolher recolhido recolhidos recolhida recolhidas" },
  { name: "parking", words: "parking estacionamento estacionar" },
  { name: "address", words: "address morada endereço endereco" },
  { name: "assembly", words: "assembly agm assembleia assembleias" },
  { name: "electricity", words: "electricity electric eletricidade electricidade elétrica eletrica" },
  { name: "water", words: "water água agua" },
  { name: "utilities", words: "utilities bills", includes: ["electricity", "water"] },
  { name: "increase", words: "increase increases increased raise rise update updated updates aumento aumentos aumentar subida atualização atualizacao atualizada actualização" },
  // "wifi" shares a Portuguese stem with "wife": its own entry keeps it from the partner's words.
  { name: "internet", words: "internet wifi wi-fi router broadband fibre fiber fibra" },
  { name: "password", words: "password passwords passcode palavra-passe senha senhas" },
  { name: "signature", words: "signed signing signature assinar assinado assinatura" },
];

/**
 * Hand-written sessions of the conversation corpus, with their questions:
 * plans, places and dates between several people, asked about the way one
 * would ask later ("where were we meeting…").
 */
export interface HandSession {
  readonly date: string;
  readonly turns: ReadonlyArray<string>;
  /** Questions and the 0-based turns that answer them. */
  readonly questions: ReadonlyArray<{ readonly text: string; readonly language: "en" | "pt"; readonly turns: ReadonlyArray<number> }>;
}

export const handSessions: ReadonlyArray<HandSession> = [
  {
    date: "2023-05-20",
    turns: [
      "Maya: Okay, planning time for Hannah's surprise party.",
      "Omar: I can get the keys to my uncle's boathouse by the lake for the Saturday.",
      "Hannah: Wait, am I in this chat?",
      "Maya: Oops. Hannah, pretend you saw nothing.",
      "Leo: I'll bake a carrot cake, it's the only thing I don't burn.",
      "Omar: Guests should park behind the old mill, there's no space at the boathouse.",
    ],
    questions: [
      { text: "Where was the surprise celebration going to be held?", language: "en", turns: [1] },
      { text: "Who offered to make the dessert for the party?", language: "en", turns: [4] },
      { text: "Where should people leave their cars?", language: "en", turns: [5] },
    ],
  },
  {
    date: "2023-09-02",
    turns: [
      "Priya: My flight got cancelled, I'm stuck in Frankfurt overnight.",
      "Jonas: Oh no. Did the airline give you a hotel?",
      "Priya: A voucher for a place near the airport, and a meal coupon worth eight euros.",
      "Jonas: Eight euros buys you one pretzel in Frankfurt.",
      "Priya: The new flight leaves at 6:40 tomorrow morning.",
    ],
    questions: [
      { text: "Why did Priya have to spend the night in Germany?", language: "en", turns: [0] },
      { text: "What did the airline offer Priya to eat?", language: "en", turns: [2] },
      { text: "What time was Priya's rebooked departure?", language: "en", turns: [4] },
    ],
  },
  {
    date: "2023-12-09",
    turns: [
      "Jonas: Secret Santa rules: ten euro limit, names drawn on Friday.",
      "Hannah: I drew Leo. Leo, stop reading.",
      "Leo: I saw nothing. But I like socks.",
      "Omar: Exchange is at my place on the 22nd, bring something to drink.",
      "Maya: I'll be late that day, my train from Hamburg gets in at eight.",
    ],
    questions: [
      { text: "How much were people allowed to spend on the gift swap?", language: "en", turns: [0] },
      { text: "Whose name did Hannah pull for the present exchange?", language: "en", turns: [1] },
      { text: "Where is the Christmas gift exchange taking place?", language: "en", turns: [3] },
      { text: "Why would Maya arrive late to the gift exchange?", language: "en", turns: [4] },
    ],
  },
  {
    date: "2024-02-17",
    turns: [
      "Beatriz: Pessoal, o jantar de aniversário da Inês é no sábado, no restaurante Flor do Tejo.",
      "Tiago: A que horas? Eu saio do turno às oito.",
      "Beatriz: Marcámos para as nove, mesa para doze pessoas.",
      "Rui: Eu trago o bolo, encomendei na pastelaria da esquina.",
      "Inês: Vocês sabem que eu estou neste grupo, certo?",
      "Tiago: Finge que não leste nada!",
    ],
    questions: [
      { text: "Onde vai ser a festa de anos da Inês?", language: "pt", turns: [0] },
      { text: "Quem ficou encarregado da sobremesa?", language: "pt", turns: [3] },
      { text: "Para quantas pessoas foi feita a reserva?", language: "pt", turns: [2] },
      { text: "Porque é que o Tiago não podia chegar cedo?", language: "pt", turns: [1] },
    ],
  },
  {
    date: "2024-03-23",
    turns: [
      "Rui: O meu carro avariou outra vez na ponte 25 de Abril.",
      "Beatriz: Outra vez? Chamaste o reboque?",
      "Rui: Chamei, demorou duas horas. O mecânico diz que é a embraiagem.",
      "Tiago: Vende isso e compra uma bicicleta.",
      "Rui: Fica pronto na quinta-feira, custa trezentos euros.",
    ],
    questions: [
      { text: "Que peça do automóvel do Rui se estragou?", language: "pt", turns: [2] },
      { text: "Quanto vai custar o arranjo?", language: "pt", turns: [4] },
      { text: "Onde é que o Rui ficou parado na estrada?", language: "pt", turns: [0] },
    ],
  },
];

import { describe, expect, it } from "vitest";
import { analyseQuery, findDateCue, indexTerms, isTellingStem, localDate, maxQueryWords, queryTermGroups, searchText, searchWords, stemsOf, stopWords } from "../src/index.js";

const today = localDate("2024-12-20");

describe("keyword terms", () => {
  it("folds case and accents before stemming, so both spellings give the same terms", () => {
    expect(indexTerms("Coração")).toBe(indexTerms("coracao"));
    expect(searchWords("Reunião às 9h, NÃO!")).toEqual(["reuniao", "as", "9h", "nao"]);
  });

  it("stems English words with the English Snowball stemmer", () => {
    expect(stemsOf("running")).toContain("run");
    expect(stemsOf("runs")).toContain("run");
    expect(stemsOf("adopted")).toContain("adopt");
  });

  it("stems Portuguese words with the Portuguese Snowball stemmer", () => {
    const stem = (word: string) => stemsOf(word).at(-1);
    expect(stem("adotamos")).toBe(stem("adotou"));
    expect(stem("corri")).toBe(stem("correr"));
    expect(stem("cartoes")).toBe("carto");
  });

  it("gives one term when both stemmers agree and both when they differ", () => {
    expect(stemsOf("biscuit")).toEqual(["biscuit"]);
    expect(stemsOf("running")).toEqual(["run", "running"]);
    expect(indexTerms("Running home")).toBe("run running home");
  });

  it("keeps an English word whose last e only the Portuguese rules drop, so it meets no other word", () => {
    const matches = (query: string, text: string) => {
      const terms = new Set(indexTerms(text).split(" "));
      return queryTermGroups(query).every((group) => group.some((term) => terms.has(term)));
    };
    expect(matches("plane", "Work was busy with a long planning meeting.")).toBe(false);
    expect(matches("planes", "Work was busy with a long planning meeting.")).toBe(false);
    expect(matches("notes", "I could not sleep.")).toBe(false);
    expect(matches("home", "O homem do talho já me conhece.")).toBe(false);
    expect(matches("wine", "We finally win the quiz night.")).toBe(false);
    expect(matches("plane", "The plane landed late in Porto.")).toBe(true);
    expect(matches("planes", "The plane landed late in Porto.")).toBe(true);
    // Portuguese words of that shape still meet their other forms.
    expect(matches("nome", "Ainda não sei os nomes dos vizinhos.")).toBe(true);
    expect(matches("noites", "Foi uma noite longa.")).toBe(true);
    expect(matches("restaurante", "Jantámos em dois restaurantes novos.")).toBe(true);
  });

  it("marks a short Portuguese stem cut from a longer word, so it never meets the whole word it spells", () => {
    const matches = (query: string, text: string) => {
      const terms = new Set(indexTerms(text).split(" "));
      return queryTermGroups(query).every((group) => group.some((term) => terms.has(term)));
    };
    expect(matches("son", "Dormi mal, o sono foi curto.")).toBe(false);
    expect(matches("sono", "My son started school today.")).toBe(false);
    expect(matches("dad", "Passei o dia a limpar dados no Excel.")).toBe(false);
    expect(matches("dados", "Had lunch with my dad.")).toBe(false);
    expect(matches("mar", "Jantei com o meu marido.")).toBe(false);
    expect(matches("car", "Long talk about my career with Ana.")).toBe(false);
    expect(matches("career", "Washed the car this morning.")).toBe(false);
    // The words cut to the same short stem still meet, and each word itself and its plural.
    expect(matches("secar", "A mistura ficou seca.")).toBe(true);
    expect(matches("comi", "Vamos comer fora.")).toBe(true);
    expect(matches("casar", "Casaram-se em maio.")).toBe(true);
    expect(matches("sono", "Tenho tido pouco sono.")).toBe(true);
    expect(matches("dados", "Um dado curioso.")).toBe(true);
    expect(matches("son", "Both my sons came for dinner.")).toBe(true);
    expect(matches("career", "My careers fair went well.")).toBe(true);
    // A marked stem tells no word by itself: "marido" and "Maria" share it.
    expect(stemsOf("marido").filter(isTellingStem)).toEqual(["marido"]);
    expect(stemsOf("Maria".toLowerCase()).filter(isTellingStem)).toEqual(["maria"]);
    expect(stemsOf("running").filter(isTellingStem)).toEqual(["running"]);
  });

  it("keeps a verb's forms apart from a noun cut to the same short stem", () => {
    const matches = (query: string, text: string) => {
      const terms = new Set(indexTerms(text).split(" "));
      return queryTermGroups(query).every((group) => group.some((term) => terms.has(term)));
    };
    expect(matches("casa", "O Tom e a Rita casaram ontem.")).toBe(false);
    expect(matches("casar", "Passei o dia em casa.")).toBe(false);
    expect(matches("caso", "Vamos casar em junho.")).toBe(false);
    expect(matches("sala", "Vou salar o peixe.")).toBe(false);
    // Each side still meets its own forms.
    expect(matches("casa", "As casas da rua são antigas.")).toBe(true);
    expect(matches("casei", "Vamos casar em junho.")).toBe(true);
    expect(matches("salas", "A sala estava cheia.")).toBe(true);
    expect(matches("comer", "Comi fora com a Ana.")).toBe(true);
  });

  it("keeps one who does a thing apart from the word the Portuguese rules cut them to", () => {
    for (const [word, other] of [["especialista", "especial"], ["jornalistas", "jornal"], ["motorista", "motor"], ["jornalismo", "jornal"]] as const) {
      expect(stemsOf(word).filter((stem) => stemsOf(other).includes(stem))).toEqual([]);
    }
    expect(stemsOf("especialistas")).toEqual(expect.arrayContaining([...stemsOf("especialista")]));
    expect(stemsOf("dentista")).toContain("dentist");
    expect(stemsOf("lista")).toEqual(expect.arrayContaining([...stemsOf("listas")]));
  });

  it("lets an irregular past stand for its verb, so a question in the present finds the diary's past", () => {
    const matches = (query: string, text: string) => {
      const terms = new Set(indexTerms(text).split(" "));
      return queryTermGroups(query).every((group) => group.some((term) => terms.has(term)));
    };
    expect(matches("run half marathon", "Ran the Lisbon half marathon in 1:52!")).toBe(true);
    expect(matches("see Ana", "Saw Ana at the market.")).toBe(true);
    expect(matches("feel anxious", "I felt anxious all day.")).toBe(true);
    expect(matches("ver a Ana", "Vi a Ana no mercado.")).toBe(true);
    expect(matches("fazer bolo", "Fiz um bolo de chocolate.")).toBe(true);
    // The past asked about finds the present written, too.
    expect(matches("ran", "I run every morning.")).toBe(true);
    // Words more often read as something else stay themselves.
    expect(stemsOf("left")).toEqual(["left"]);
    expect(matches("leave", "Turned left at the church.")).toBe(false);
  });

  it("groups a query's terms by distinct word, capped", () => {
    expect(queryTermGroups("run RUN running")).toEqual([["run"], ["run", "running"]]);
    const many = Array.from({ length: maxQueryWords + 5 }, (_, index) => `word${index}`).join(" ");
    expect(queryTermGroups(many)).toHaveLength(maxQueryWords);
    expect(queryTermGroups("?! -- *")).toEqual([]);
  });

  it("knows English and Portuguese function words but not topic words the lists name", () => {
    for (const word of ["the", "what", "when", "did", "quando", "onde", "nao", "que"]) expect(stopWords.has(word)).toBe(true);
    for (const word of ["home", "work", "novel", "trabalho", "viagem", "dog", "biscuit"]) expect(stopWords.has(word)).toBe(false);
  });

  it("keeps the nouns the lists hold as topics, by their noun endings, in both languages", () => {
    for (const word of ["relacao", "momento", "verdade", "certeza", "posicao", "information"]) expect(stopWords.has(word)).toBe(false);
    expect(stopWords.has("sao")).toBe(true);
    expect(analyseQuery("Como está a minha relação com a Ana?", today).keywords).toContain("relação");
  });
});

describe("analyseQuery", () => {
  it("keeps topic words and names, drops question, function and record words", () => {
    const analysis = analyseQuery("When did I write about Biscuit and the dog park?", today);
    expect(analysis.keywords).toEqual(["Biscuit", "dog", "park"]);
    expect(analysis.names).toEqual(["biscuit"]);
    expect(analysis.dateCue).toBeNull();
    expect(analysis.wantsRecent).toBe(false);
  });

  it("reads Portuguese questions", () => {
    const analysis = analyseQuery("Quando é que a Sofia foi viver para Berlim?", today);
    expect(analysis.keywords).toEqual(["Sofia", "viver", "Berlim"]);
    expect(analysis.names).toEqual(["sofia", "berlim"]);
  });

  it("notes a wish for the latest", () => {
    expect(analyseQuery("What was the last book Maya mentioned?", today).wantsRecent).toBe(true);
    expect(analyseQuery("Qual foi o último livro do Rui?", today).wantsRecent).toBe(true);
    expect(analyseQuery("What did I do last year?", today).wantsRecent).toBe(false);
  });

  it("keeps a question of function words only", () => {
    expect(analyseQuery("who", today).keywords).toEqual(["who"]);
  });

  it("leaves only question, record and date words out of the keyword search text", () => {
    const question = "What did Maya say about the race in March 2023?";
    expect(searchText(question, analyseQuery(question, today))).toBe("Maya about the race in");
  });
});

describe("findDateCue", () => {
  it("reads a month with its year, in English and Portuguese", () => {
    expect(findDateCue("What did Jonas run in March 2023?", today)?.range).toEqual({ from: "2023-03-01", to: "2023-03-31" });
    expect(findDateCue("Que livro lia a Inês em fevereiro de 2024?", today)?.range).toEqual({ from: "2024-02-01", to: "2024-02-29" });
  });

  it("takes a month alone as its latest occurrence not after today, noting the month of any year", () => {
    expect(findDateCue("What happened in May?", today)?.range).toEqual({ from: "2024-05-01", to: "2024-05-31" });
    expect(findDateCue("What happened in May?", localDate("2024-03-02"))?.range).toEqual({ from: "2023-05-01", to: "2023-05-31" });
    expect(findDateCue("What happened in May?", today)?.month).toBe(5);
    expect(findDateCue("O que aconteceu em dezembro?", today)?.month).toBe(12);
    expect(findDateCue("What did Jonas run in March 2023?", today)?.month).toBeUndefined();
  });

  it("reads last year, last month and a bare year", () => {
    expect(findDateCue("trips last year", today)?.range).toEqual({ from: "2023-01-01", to: "2023-12-31" });
    expect(findDateCue("o que fiz no mês passado", today)?.range).toEqual({ from: "2024-11-01", to: "2024-11-30" });
    expect(findDateCue("climbing in 2022", today)?.range).toEqual({ from: "2022-01-01", to: "2022-12-31" });
  });

  it("does not take English words that are month names for months", () => {
    expect(findDateCue("the anniversary march", today)).toBeNull();
    expect(findDateCue("may I ask about climbing", today)).toBeNull();
  });
});

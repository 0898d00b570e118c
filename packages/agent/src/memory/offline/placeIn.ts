import { foldAccents } from "@lifeos/core";

/**
 * Places whose Portuguese name takes an article ("o Porto", "a Maia", "os Açores"), by the article, folded. A place
 * not listed takes none ("em Lisboa", "em São Paulo", "em Braga"), as most cities do; countries, regions and states
 * mostly take one, and are listed with it.
 */
const withArticle: Readonly<Record<"o" | "a" | "os" | "as", ReadonlyArray<string>>> = {
  o: [
    // Cities and towns
    "porto", "rio de janeiro", "rio", "recife", "cairo", "funchal", "seixal", "barreiro", "montijo", "estoril", "fundao", "cartaxo", "entroncamento", "pinhal novo", "bombarral", "crato", "cacem", "lumiar",
    // Countries, regions and states
    "brasil", "canada", "japao", "mexico", "peru", "chile", "uruguai", "paraguai", "reino unido", "luxemburgo", "egito", "vietname", "vietna", "qatar", "catar", "libano", "iraque", "ira", "algarve", "alentejo", "minho", "douro", "ribatejo", "oeste",
    "parana", "para", "ceara", "maranhao", "piaui", "amazonas", "acre", "tocantins", "amapa", "mato grosso", "mato grosso do sul", "espirito santo", "rio grande do sul", "rio grande do norte", "distrito federal", "nordeste", "sul", "norte",
  ],
  a: [
    "maia", "amadora", "guarda", "covilha", "nazare", "ericeira", "lousa", "trofa", "povoa de varzim", "figueira da foz", "caparica", "costa da caparica", "parede", "baixa", "madeira", "bahia", "paraiba",
    "franca", "alemanha", "espanha", "italia", "suica", "inglaterra", "escocia", "irlanda", "holanda", "belgica", "austria", "suecia", "noruega", "finlandia", "dinamarca", "polonia", "grecia", "russia", "ucrania", "turquia", "china", "india", "australia", "argentina", "colombia", "venezuela", "bolivia", "africa do sul", "guine", "guine-bissau", "europa", "asia", "america",
  ],
  os: ["acores", "estados unidos", "eua", "paises baixos", "emirados arabes unidos"],
  as: ["filipinas", "caldas da rainha", "berlengas"],
};

const articleOf = new Map<string, "o" | "a" | "os" | "as">(
  (Object.entries(withArticle) as Array<["o" | "a" | "os" | "as", ReadonlyArray<string>]>).flatMap(([article, places]) => places.map((place) => [place, article] as const)),
);

const contracted = { o: "no", a: "na", os: "nos", as: "nas" } as const;

/** "in <place>" in Portuguese: "no Porto", "na Maia", "nos Açores", "no Rio de Janeiro"; "em Lisboa", "em São Paulo" for one without an article. */
export const inPlacePt = (place: string): string => {
  const article = articleOf.get(foldAccents(place.trim().toLowerCase()));
  return article === undefined ? `em ${place}` : `${contracted[article]} ${place}`;
};

import type { Concept } from "./concepts.js";
import { pairedConcepts } from "./concepts.js";

/**
 * Ingredients by their word in each language, so a question in one finds a recipe written in the other ("how many eggs
 * go in the carrot cake?" finds "4 ovos" in "Bolo de cenoura"). Each ingredient is its own topic: "eggs" never brings
 * "flour". Words that are mostly something else in one language are left out ("pasta" is a folder in Portuguese,
 * "peru" a country, "mel" a name).
 */
const pairs = `
egg eggs ovo ovos | flour farinha | sugar açúcar acucar | butter manteiga | milk leite | salt sal | oil óleo oleo |
olive-oil azeite | cream natas creme-de-leite | yogurt yoghurt iogurte | cheese queijo queijos | yeast baking-powder fermento |
carrot carrots cenoura cenouras | potato potatoes batata batatas | onion onions cebola cebolas | garlic alho |
tomato tomatoes tomate tomates | rice arroz | beans feijão feijao | lemon lemons limão limao limões | orange oranges laranja laranjas |
apple apples maçã maca maçãs | strawberry strawberries morango morangos | chicken frango | fish peixe | meat carne |
beef carne-de-vaca carne-bovina | pork porco carne-de-porco | cod bacalhau | tuna atum | salmon salmão salmao |
shrimp prawns camarão camarao camarões | mushroom mushrooms cogumelo cogumelos | spinach espinafre espinafres |
lettuce alface | pepper pimenta | cinnamon canela | vinegar vinagre | walnuts nozes | almonds amêndoas amendoas |
peanut peanuts amendoim
`;

export const foodTerms: ReadonlyArray<Concept> = pairedConcepts("ingredient", pairs);

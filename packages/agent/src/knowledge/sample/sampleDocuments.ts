import { addDays, localDate, type LocalDate } from "@lifeos/core";
import { monthNames } from "../../time/monthNames.js";

/** Every sample document's file name starts with this, as the sample portfolio's accounts do: how they are told apart and removed. */
export const sampleDocumentPrefix = "Sample · ";

/** A sample document: its file name and its Markdown text. */
export interface SampleDocument {
  readonly fileName: string;
  readonly text: string;
}

/** "1 September 2025". */
const spelled = (date: LocalDate): string => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${monthNames.en[month - 1]!} ${year}`;
};

/** The first day of the month `months` before (negative: after) the month of `date`. */
const firstOfMonth = (date: LocalDate, monthsBack: number): LocalDate => {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return localDate(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`);
};

/** A flat's lease that began 14 months before `today` and runs three years: rent, deposit, pets, notice, repairs. */
const lease = (today: LocalDate): SampleDocument => {
  const start = firstOfMonth(today, 14);
  const end = addDays(firstOfMonth(start, -36), -1);
  return {
    fileName: `${sampleDocumentPrefix}Lease, Rua das Flores 12.md`,
    text: `# Residential lease: Rua das Flores 12, 3rd floor left, Lisbon

Landlord: Helena Marques. Tenant: the person who keeps this journal.

## 1. Term

The lease runs for three years, from ${spelled(start)} to ${spelled(end)}. It renews for further periods of three years unless either party gives notice as set out in clause 7.

## 2. Rent

The monthly rent is 1,150 euros, paid by bank transfer by the 8th day of each month. The rent is updated once a year, in January, by the coefficient the government publishes for residential leases.

## 3. Deposit

The tenant paid a deposit of two months' rent (2,300 euros) when signing. The landlord returns it within 30 days of the end of the lease, less the cost of any damage beyond normal wear and tear.

## 4. Pets

The tenant may keep one dog or one cat in the flat. Any other animal needs the landlord's written consent. The tenant is responsible for any damage the animal causes and must keep it on a lead in the building's common areas.

## 5. Utilities

Electricity, water, gas and internet are in the tenant's name and paid by the tenant. The condominium fee is paid by the landlord.

## 6. Repairs

Small repairs and upkeep (light bulbs, taps, blocked drains) are the tenant's. Repairs to the structure, the roof, the plumbing inside the walls and the appliances supplied with the flat (fridge, oven, washing machine) are the landlord's. The tenant reports a needed repair in writing within 15 days of noticing it.

## 7. Ending the lease

The tenant may end the lease after its first year with 120 days' written notice. The landlord may oppose its renewal with 240 days' written notice before the end of the term.

## 8. Subletting

The tenant may not sublet the flat or any room in it, including short-term holiday lets, without the landlord's written consent.
`,
  };
};

/** A student's notes on neural networks: the ideas a newcomer's "what do my notes say about…" questions reach. */
const neuralNetworkNotes: SampleDocument = {
  fileName: `${sampleDocumentPrefix}Study notes, neural networks.md`,
  text: `# Study notes: neural networks

## Neurons and layers

A neural network is built from layers of simple units. Each unit takes a weighted sum of its inputs, adds a bias and passes the result through an activation function. The first layer reads the input, hidden layers build intermediate features, and the output layer gives the prediction.

## Activation functions

Without a nonlinear activation, stacked layers collapse into one linear map. ReLU (max of zero and the input) is the usual default in hidden layers because it is cheap and its gradient does not vanish for positive inputs. Sigmoid squashes a value into 0 to 1 and suits a yes/no output; softmax turns a vector of scores into probabilities over classes.

## Loss functions

The loss measures how wrong the predictions are. Mean squared error is used for regression; cross-entropy for classification.

## Gradient descent

Training lowers the loss by gradient descent: compute the gradient of the loss with respect to every weight and take a small step the other way. The learning rate sets the size of the step: too large and the loss jumps around or diverges, too small and training crawls. Stochastic gradient descent uses a small batch of examples per step; Adam adapts the step for each weight and is a common default.

## Backpropagation

Backpropagation computes all the gradients in one backward pass, applying the chain rule from the output layer back to the input. The forward pass stores each layer's values; the backward pass reuses them.

## Overfitting and regularisation

A network that fits the training set well but the validation set badly is overfitting. Remedies: more data, data augmentation, weight decay (L2 regularisation), dropout (switching off random units during training) and early stopping when the validation loss stops improving.

## Convolutional networks

Convolutional layers slide small filters over an image, so the same pattern is recognised wherever it appears, with far fewer weights than a dense layer. Pooling layers shrink the feature maps.

## Transformers

Transformers replace recurrence with attention: every token weighs every other token when building its representation. They train in parallel over a whole sequence and are the basis of today's language models.

## To review before the exam

- Derive the gradient of cross-entropy with softmax.
- Why does a learning rate schedule help?
- The difference between batch normalisation and dropout.
`,
};

/** The building's rules, in Portuguese: noise, pets, rubbish and the garage. */
const condominiumRules: SampleDocument = {
  fileName: `${sampleDocumentPrefix}Regulamento do condomínio.md`,
  text: `# Regulamento interno do condomínio da Rua das Flores 12

## Ruído

Entre as 22h00 e as 8h00 não são permitidos ruídos que perturbem os vizinhos, incluindo música alta, obras e mudanças. Obras ruidosas só podem ser feitas nos dias úteis, entre as 9h00 e as 18h00, e devem ser comunicadas à administração com uma semana de antecedência.

## Animais de estimação

São permitidos animais de companhia nas frações. Nas partes comuns, os cães andam sempre com trela e os donos apanham os dejetos. Os danos causados por um animal são da responsabilidade do seu dono.

## Lixo e reciclagem

O lixo indiferenciado é colocado nos contentores da garagem até às 21h00. O papel, o plástico e o vidro vão para os ecopontos da esquina. Os monos (móveis e eletrodomésticos velhos) são recolhidos pela junta de freguesia na primeira quinta-feira de cada mês, por marcação.

## Garagem

Cada fração tem um lugar de estacionamento numerado. Não é permitido guardar objetos nos lugares nem lavar carros na garagem.

## Quotas

A quota mensal do condomínio é de 45 euros por fração, paga até ao dia 10 de cada mês. A assembleia de condóminos reúne-se uma vez por ano, em março.
`,
};

/**
 * The sample documents for `today`: a lease (its dates around today), study
 * notes on neural networks, and a building's rules in Portuguese. Written
 * for this project; loaded on request from the Documents page, so a
 * newcomer can try questions about documents before uploading their own.
 */
export const sampleDocuments = (today: LocalDate): ReadonlyArray<SampleDocument> => [lease(today), neuralNetworkNotes, condominiumRules];
